import { useNavigate } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import type { ModalProps, SurfaceMeta } from '@bizmarkt/shared/federation';
import { usePaths } from '@bizmarkt/shared/routing';
import './create-listing-modal.css';

const STEPS = ['information', 'financials', 'assets', 'description', 'price', 'socials', 'nda', 'preview'] as const;

export const meta: SurfaceMeta = { titleKey: 'createListing:modal.title' };

/** Create New Listing (spec §2): the eight steps, the sellerboard tip and 'Sell Now'. The shell draws the frame. */
export default function CreateListingModal({ onClose }: ModalProps) {
  const { t } = useTranslation('createListing');
  const navigate = useNavigate();
  const paths = usePaths();
  return (
    <div className="bz-create-modal">
      <ol className="bz-create-modal__steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`steps.${step}`)}</li>
        ))}
      </ol>
      <p className="bz-create-modal__tip">{t('modal.tip')}</p>
      <Button
        label={t('modal.sellNow')}
        onClick={() => {
          onClose();
          navigate(paths.create('information'));
        }}
      />
    </div>
  );
}
