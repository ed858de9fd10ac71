// What the panel says of one figure: its headline number, which reading of it applies (the component
// words it: listingsDetails `riskPanel.readings.<figure>.<variant>`, `riskPanel.gaps.<gap>`,
// `riskPanel.trends.<trend>`) and the reading's values, formatted for the language.
import { formatNumber, formatPercent } from '@bizmarkt/shared/locale';
import type { RiskFigure } from '@bizmarkt/shared/contract';

export interface RiskReading {
  /** The figure's main number as shown ("13.3%", "8.3", "12"), or null (locked, or nothing to show). */
  headline: string | null;
  /**
   * The unit the headline is said in, when it is not a percentage or a count the figure's name says
   * (listingsDetails `riskPanel.units.<key>`, plural by `count`): "12 h/week", "8.3 months", "12 ASINs".
   */
  unit: { key: 'hoursPerWeek' | 'months' | 'asins'; count: number } | null;
  /** The level's reading (`low`, `medium`, `high`, or `single` for a one-ASIN listing); null: a gap or locked. */
  variant: string | null;
  /** The reading's values, formatted. */
  values: Record<string, string>;
  /** The trend's change in points, formatted, when the figure has a trend sentence. */
  trendChange: string | null;
}

/** The languages the formatters know. */
type Locale = Parameters<typeof formatNumber>[1];

export function riskReading(figure: RiskFigure, locale: Locale): RiskReading {
  const number = (value: number | null | undefined) => (value === null || value === undefined ? '–' : formatNumber(value, locale));
  // One decimal, as the deal summary and the key metrics above it write a percentage (one view, one format; walk finding 39).
  const percent = (value: number | null | undefined) => (value === null || value === undefined ? '–' : formatPercent(value, locale, { decimals: 1 }));
  const signed = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : `${value > 0 ? '+' : value < 0 ? '−' : ''}${percent(Math.abs(value))}`;
  if (figure.locked) return { headline: null, unit: null, variant: null, values: {}, trendChange: null };
  const v = figure.values;
  const values: Record<string, string> = {
    tacos: percent(v.tacos),
    rate: percent(v.rate),
    gross: percent(v.gross),
    net: percent(v.net),
    share: percent(v.peak_share ?? v.top_share),
    quarter: number(v.peak_quarter),
    revenue: signed(v.revenue),
    profit: signed(v.profit),
    count: number(v.count),
    asins: number(v.asins),
    skus: number(v.skus),
    months: number(v.months),
    hours: number(v.hours),
  };
  const HEADLINES: Record<RiskFigure['key'], string | null> = {
    tacos: v.tacos === undefined ? null : values.tacos!,
    refund_rate: v.rate === undefined ? null : values.rate!,
    margins: v.net === undefined ? null : values.net!,
    seasonality: v.peak_share === undefined ? null : values.share!,
    growth: v.revenue === undefined ? null : values.revenue!,
    marketplaces: v.count === undefined ? null : values.count!,
    products: v.top_share === null || v.top_share === undefined ? (v.asins === null || v.asins === undefined ? null : values.asins!) : values.share!,
    inventory: v.months === undefined ? null : values.months!,
    owner_hours: v.hours === undefined ? null : values.hours!,
  };
  const headline = HEADLINES[figure.key];
  const asinsOnly = figure.key === 'products' && (v.top_share === null || v.top_share === undefined);
  let unit: RiskReading['unit'] = null;
  if (headline !== null && figure.key === 'owner_hours') unit = { key: 'hoursPerWeek', count: v.hours ?? 0 };
  else if (headline !== null && figure.key === 'inventory') unit = { key: 'months', count: v.months ?? 0 };
  else if (headline !== null && asinsOnly) unit = { key: 'asins', count: v.asins ?? 0 };
  const single = figure.key === 'products' && figure.level === 'high' && (v.top_share === null || v.top_share === undefined);
  const variant = figure.level ? (single ? 'single' : figure.level) : null;
  // Growth's reading says its own change; the others add the half-year trend in points.
  const change = v.change ?? v.net_change;
  const trendChange = figure.trend && figure.key !== 'growth' && change !== null && change !== undefined ? formatNumber(Math.abs(change), locale) : null;
  return { headline, unit, variant, values, trendChange };
}
