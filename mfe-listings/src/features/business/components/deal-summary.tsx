import type { ReactNode } from 'react';
import { Trans, useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatDate, formatPrice } from '@bizmarkt/shared/locale';
import { Money } from '@bizmarkt/shared/ui';
import type { Listing } from '@bizmarkt/shared/contract';
import { businessAge, formatMultiple } from '../../../lib/format';
import { VerificationBadge } from './verification-badge';

interface DealSummaryProps {
  listing: Listing;
  /** The primary action (Contact seller / Request access) and the heart, or the owner's way to manage it. */
  actions: ReactNode;
  /** "Today" for the age; tests pass a fixed date. */
  now?: Date;
}

/** What the price buys beyond the business: offers welcome, inventory in the price or on top at cost. */
function PriceNotes({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listingsDetails');
  const locale = useLocale();
  const notes: Array<{ key: string; note: ReactNode }> = [];
  if (listing.open_to_offers) notes.push({ key: 'offers', note: t('details.metrics.openToOffers') });
  if (listing.inventory_value !== null && listing.inventory_value > 0) {
    const key = listing.inventory_included ? 'business.deal.inventoryIncluded' : 'business.deal.inventoryOnTop';
    const value = formatPrice(listing.inventory_value, locale, { decimals: 0 });
    // The amount inside the sentence is a figure of its own (data-money: never broken).
    notes.push({
      key: 'inventory',
      note: <Trans t={t} i18nKey={key} values={{ value }} components={{ money: <span className="bz-money" data-money="" /> }} />,
    });
  }
  if (notes.length === 0) return null;
  return (
    <ul className="bz-deal__notes">
      {notes.map(({ key, note }) => (
        <li key={key}>{note}</li>
      ))}
    </ul>
  );
}

/**
 * The deal at first sight (issue #29): the asking price and what it includes, the multiples, the last
 * 12 months' revenue and net profit, the margin and the age; the verification badge, the listing's id
 * and listed date; the primary action beside it (a bar fixed to the bottom on phones).
 */
export function DealSummary({ listing, actions, now = new Date() }: DealSummaryProps) {
  const { t } = useTranslation(['listingsDetails', 'listings']);
  const locale = useLocale();
  const m = listing.metrics;
  const noMultiple = t('details.metrics.noMultiple');
  // One tile group, one format (decision 0202): whole dollars, percentages and multiples to one decimal.
  const multiple = (value: number | null) => {
    const text = formatMultiple(value, locale, { decimals: 1 });
    return text === null ? (
      noMultiple
    ) : (
      <span className="bz-money" data-money="">
        {text}
      </span>
    );
  };
  const age = listing.founded_year && listing.founded_month ? businessAge({ year: listing.founded_year, month: listing.founded_month }, now) : null;
  const figures: Array<{ key: string; label: string; value: ReactNode }> = [
    { key: 'annual-multiple', label: t('details.metrics.annualMultiple'), value: multiple(m.annual_multiple) },
    { key: 'monthly-multiple', label: t('details.metrics.monthlyMultiple'), value: multiple(m.monthly_multiple) },
    { key: 'ttm-revenue', label: t('listings:shared.metrics.ttmRevenue'), value: <Money value={m.ttm_revenue} locale={locale} decimals={0} /> },
    { key: 'ttm-profit', label: t('listings:shared.metrics.ttmNetProfit'), value: <Money value={m.ttm_net_profit} locale={locale} decimals={0} /> },
    { key: 'margin', label: t('details.metrics.profitMargin'), value: <Money value={m.profit_margin} locale={locale} kind="percent" decimals={1} /> },
  ];
  if (age) {
    figures.push({
      key: 'age',
      label: t('details.facts.age'),
      value: age.years > 0 ? t('details.facts.years', { count: age.years }) : t('details.facts.months', { count: age.months }),
    });
  }

  return (
    <section className="bz-deal" aria-labelledby="bz-deal-title">
      <h2 id="bz-deal-title" className="bz-visually-hidden">
        {t('business.deal.title')}
      </h2>
      <div className="bz-deal__price">
        <p className="bz-deal__price-label">{t('listings:shared.metrics.price')}</p>
        <p className="bz-deal__price-value">
          {listing.price === null ? t('business.deal.noPrice') : <Money value={listing.price} locale={locale} decimals={0} />}
        </p>
        <PriceNotes listing={listing} />
      </div>
      <dl className="bz-deal__figures">
        {figures.map((figure) => (
          <div key={figure.key} className="bz-deal__figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <VerificationBadge listing={listing} />
      <p className="bz-deal__ids">
        <span>{t('business.deal.listingId', { id: listing.id })}</span>
        {listing.listed_at ? (
          <span>
            <Trans
              t={t}
              i18nKey={'business.deal.listedOn'}
              values={{ date: formatDate(listing.listed_at, locale) }}
              components={{ time: <time dateTime={listing.listed_at} /> }}
            />
          </span>
        ) : null}
      </p>
      {listing.access.nda_request === 'pending' && !listing.access.granted && !listing.is_mine ? (
        // In the first screen, where the request was made (the NDA prompt saying so is far below; walk finding 21).
        <p className="bz-deal__pending">
          <span className="pi pi-hourglass" aria-hidden="true" /> {t('business.deal.ndaPending')}
        </p>
      ) : null}
      <div className="bz-deal__actions" role="group" aria-label={t('business.deal.actions')}>
        {actions}
      </div>
    </section>
  );
}
