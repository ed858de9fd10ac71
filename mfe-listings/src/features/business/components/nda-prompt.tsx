import { useTranslation } from '@bizmarkt/shared/translation';
import type { Listing } from '@bizmarkt/shared/contract';
import { ContactSellerButton, RequestAccessButton } from './contact-actions';

/**
 * What the NDA keeps back until the seller accepts the viewer's signature — exactly the fields the API
 * leaves out of the answer (NDA_PROTECTED_FIELDS, decision 0165), in the order of the page.
 */
export const NDA_WITHHELD_ITEMS = [
  'description',
  'opportunities',
  'risks',
  'financials',
  'assetsNotes',
  'images',
  'socials',
  'support',
  'saleReason',
  'trademarks',
  'sellerName',
] as const;

/**
 * One prompt for a listing behind an NDA (issue #29): what is behind it (listed, greyed), and where the
 * viewer's request stands — request access, "waiting for the seller" after signing (the page asks the
 * API again meanwhile, features/business/api/get-business.ts), or declined / withdrawn.
 */
export function NdaPrompt({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listingsDetails');
  const state = listing.access.nda_request ?? 'none';
  return (
    <section className="bz-nda-prompt" aria-labelledby="bz-nda-prompt-title">
      <h2 id="bz-nda-prompt-title">
        <span className="pi pi-lock" aria-hidden="true" /> {t('business.nda.title')}
      </h2>
      <p>{t('business.nda.explanation')}</p>
      <ul className="bz-nda-prompt__items" aria-label={t('business.nda.itemsLabel')}>
        {NDA_WITHHELD_ITEMS.map((item) => (
          <li key={item}>
            <span className="pi pi-eye-slash" aria-hidden="true" /> {t(`business.nda.items.${item}`)}
          </li>
        ))}
      </ul>
      {state === 'pending' ? (
        <p className="bz-nda-prompt__state" role="status">
          <span className="pi pi-hourglass" aria-hidden="true" /> {t('business.nda.pending')}
        </p>
      ) : (
        <>
          {state === 'rejected' || state === 'revoked' ? (
            <p className="bz-nda-prompt__state" role="status">
              {t(state === 'rejected' ? 'business.nda.rejected' : 'business.nda.revoked')}
            </p>
          ) : null}
          <div className="bz-nda-prompt__actions">
            <RequestAccessButton listing={listing} />
            <ContactSellerButton listing={listing} />
          </div>
        </>
      )}
    </section>
  );
}
