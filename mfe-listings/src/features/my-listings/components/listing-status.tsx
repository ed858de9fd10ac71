import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatDate } from '@bizmarkt/shared/locale';
import type { ListingState } from './listing-state';

/** The badge's colour per state (the status tokens, shared/src/styles/tokens.css). */
const TONE: Record<ListingState['kind'], string> = {
  draft: 'bz-status',
  pending: 'bz-status bz-status--info',
  published: 'bz-status bz-status--success',
  canceled: 'bz-status bz-status--danger',
  'hidden-owner': 'bz-status bz-status--warning',
  'hidden-financials': 'bz-status bz-status--warning',
  sold: 'bz-status',
};

/** The listing's state in one sentence, as a coloured badge. */
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
  return (
    <p className={`bz-my-listing__status bz-my-listing__status--${state.kind}`}>
      <span className={TONE[state.kind]}>{text}</span>
    </p>
  );
}
