import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useLocalizedPath, type ModalProps } from '@bizmarkt/shared';
import './create-listing-modal.css';

const STEPS = ['information', 'financials', 'assets', 'description', 'price', 'socials', 'nda', 'preview'] as const;

/** Create New Listing (spec §2): the eight steps, the sellerboard tip and 'Sell Now'. */
export default function CreateListingModal({ onClose }: ModalProps) {
  const { t } = useTranslation('createListing');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <Dialog visible onHide={onClose} header={t('modal.title')} className="bz-create-modal" modal dismissableMask draggable={false} resizable={false}>
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
          navigate(localized('/create/information'));
        }}
      />
    </Dialog>
  );
}
