import { useId } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { AmazonMarketplace, SellerboardMonth } from '@bizmarkt/shared/contract';
import ConnectionSection from './connection-section';
import ImportSection from './import-section';
import './sellerboard-panel.css';

export interface SellerboardPanelProps {
  /** The listing (business) whose financials the import replaces. */
  listingId: number;
  /** The listing's marketplaces (the import's currency is preset from them). */
  marketplaces?: readonly AmazonMarketplace[];
  /** After "Replace financials": the listing's months are now these (the wizard refreshes its table). */
  onApplied?: (months: SellerboardMonth[]) => void;
  /** The import's confirmation, held by a caller that remounts the panel (see ImportSection). */
  notice?: string | null;
  onNotice?: (notice: string | null) => void;
}

/** The financials step's sellerboard panel (spec's tip): import an export file, or connect a report. */
export default function SellerboardPanel({ listingId, marketplaces = [], onApplied, notice, onNotice }: SellerboardPanelProps) {
  const { t } = useTranslation('createListing');
  const id = useId();
  return (
    <section className="bz-sellerboard" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('sellerboard.title')}</h2>
      <p>{t('sellerboard.intro')}</p>
      <ImportSection
        listingId={listingId}
        marketplaces={marketplaces}
        {...(onApplied ? { onApplied } : {})}
        {...(onNotice ? { notice: notice ?? null, onNotice } : {})}
      />
      <ConnectionSection listingId={listingId} marketplaces={marketplaces} />
    </section>
  );
}
