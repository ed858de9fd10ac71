import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { Listing } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';
import { FavoriteButton } from '../../favorites';
import { ContactSellerButton, RequestAccessButton } from './contact-actions';
import { SellerBlock } from './seller-block';

/** Why the details are withheld and how to see them (an NDA listing, a viewer without access). */
function NdaExplanation({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listingsDetails');
  return (
    <section className="bz-nda-explanation" aria-labelledby="bz-nda-explanation-title">
      <h2 id="bz-nda-explanation-title">
        <span className="pi pi-lock" aria-hidden="true" /> {t('business.nda.title')}
      </h2>
      <p>{t('business.nda.explanation')}</p>
      <RequestAccessButton listing={listing} />
    </section>
  );
}

/** Beside the summary: the NDA explanation, the seller, the heart and the way to the seller. */
export function BusinessAside({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listingsDetails');
  const paths = usePaths();
  const withheld = listing.access.nda_required && !listing.access.granted;
  return (
    <div className="bz-business-aside">
      {withheld ? <NdaExplanation listing={listing} /> : null}
      <SellerBlock listing={listing} />
      <div className="bz-business-aside__actions">
        {listing.is_mine ? (
          <Link to={paths.myListings()}>{t('business.manage')}</Link>
        ) : (
          <>
            <ContactSellerButton listing={listing} />
            <FavoriteButton businessId={listing.id} name={listing.name} />
          </>
        )}
      </div>
    </div>
  );
}
