import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatDate } from '@bizmarkt/shared/locale';
import type { ListingState } from './listing-state';

/** The listing's state in one sentence (the status badge's words). */
export function ListingStatus({ state }: { state: ListingState }) {
  const { t } = useTranslation('listingsMine');
  const locale = useLocale();
  const date = (value: string | null) => (value ? formatDate(value, locale) : null);
  const text = (() => {
    switch (state.kind) {
      case 'draft':
        return t('myListings.status.draft', { step: t(`myListings.steps.${state.nextStep}`) });
      case 'pending':
        return state.since ? t('myListings.status.pendingSince', { date: date(state.since) }) : t('myListings.status.pending');
      case 'published':
        return state.since ? t('myListings.status.publishedSince', { date: date(state.since) }) : t('myListings.status.published');
      case 'canceled':
        return state.reason ? t('myListings.status.canceledReason', { reason: state.reason }) : t('myListings.status.canceled');
      case 'hidden-owner':
        return t('myListings.status.hiddenUntil', { date: date(state.until) });
      case 'hidden-financials':
        return t('myListings.status.hiddenFinancials');
      case 'sold':
        return t('myListings.status.sold');
    }
  })();
  return <p className={`bz-my-listing__status bz-my-listing__status--${state.kind}`}>{text}</p>;
}
