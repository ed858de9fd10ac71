// A money amount or percentage on a page: one <span data-money> per figure, so the no-wrap rule and the
// tabular figures (`[data-money]` in shared/src/styles/tokens.css) hold everywhere, and the e2e no-wrap
// test finds every figure by the attribute. Pure: every app bundles its own copy (`@bizmarkt/shared/ui`).
import type { Locale } from '../constants';
import { formatCompactPrice, formatNumber, formatPercent, formatPrice, type Decimals } from '../i18n/format';

export interface MoneyProps {
  value: number | null | undefined;
  locale: Locale;
  /**
   * `price` (default: $ sign), `compact` ($584K / 584.000 $, for cards), `percent` (19% / 19 %),
   * `number` (a figure without a sign).
   */
  kind?: 'price' | 'compact' | 'percent' | 'number';
  /** Fixed decimals: 0 for tiles and cards, 2 for tables (one per view); none: at most 2. Not for `compact`. */
  decimals?: Decimals;
  className?: string;
}

/** The text `<Money>` shows, for places that need a string (a chart's tooltip, an aria-label). */
export function moneyText({ value, locale, kind = 'price', decimals }: Omit<MoneyProps, 'className'>): string {
  if (kind === 'compact') return formatCompactPrice(value, locale);
  if (kind === 'percent') return formatPercent(value, locale, { decimals });
  if (kind === 'number') return formatNumber(value, locale, { decimals });
  return formatPrice(value, locale, { decimals });
}

export function Money({ className, ...props }: MoneyProps) {
  return (
    <span className={className ? `bz-money ${className}` : 'bz-money'} data-money="">
      {moneyText(props)}
    </span>
  );
}
