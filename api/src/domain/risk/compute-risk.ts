// The Amazon risk panel's figures (issue #29, decision 0194): pure, from a listing's months and its
// business information. Each figure has its numbers, a level (low / medium / high risk, by the thresholds
// below), a trend where one is read, or a gap (too few months, not given). Figures read from the months
// are NDA-protected like the months (decision 0038): without access they come back `locked` and empty.
// Public figures read only public fields (growth reads the months too, but is the public `metrics`
// revenue growth already answered to everyone).
import {
  compareMonths,
  monthNetProfit,
  RISK_FIGURES,
  type FinancialMonth,
  type RiskFigure,
  type RiskFigureKey,
  type RiskLevel,
  type RiskTrend,
} from '@bizmarkt/shared/contract';

type Month = Pick<FinancialMonth, 'month' | 'revenue' | 'cogs' | 'amazon_fees' | 'advertising' | 'refunds' | 'other_expenses'> & {
  net_profit?: number | null;
};

export interface RiskInput {
  months: readonly Month[];
  marketplaces: readonly string[];
  asin_count: number | null;
  sku_count: number | null;
  top_product_share: number | null;
  inventory_value: number | null;
  owner_hours_per_week: number | null;
  /** The viewer sees the months (owner, no NDA, or NDA accepted). */
  granted: boolean;
}

/**
 * The levels' upper bounds (a value up to `low` is low risk, up to `medium` medium, above high), and the
 * change a trend needs. Decision 0194 says why each.
 */
export const RISK_THRESHOLDS = {
  /** Advertising ÷ revenue, percent. */
  tacos: { low: 10, medium: 20 },
  /** Refunds ÷ revenue, percent. */
  refundRate: { low: 3, medium: 8 },
  /** Net margin change, last 6 months against the 6 before, in percentage points (a fall is the risk). */
  marginFall: { low: 2, medium: 5 },
  /** The peak calendar quarter's share of the last 12 months' revenue, percent (25 = even). */
  peakQuarter: { low: 30, medium: 40 },
  /** Revenue decline against the previous 12 months, percent (growth ≥ 0 is low). */
  decline: { medium: 10 },
  /** The top product's share of revenue, percent. */
  topProduct: { low: 25, medium: 50 },
  /** Inventory at cost in months of cost of goods. */
  inventoryMonths: { low: 3, medium: 6 },
  /** Owner hours per week. */
  ownerHours: { low: 10, medium: 30 },
  /** A ratio moving by at least this many percentage points between the two half-years is a trend. */
  trendPoints: 2,
} as const;

/** Figures read from the months (NDA-protected); the others read public fields only. */
const FROM_MONTHS: ReadonlySet<RiskFigureKey> = new Set(['tacos', 'refund_rate', 'margins', 'seasonality', 'inventory']);

const round1 = (value: number) => Math.round(value * 10) / 10;
const sum = (months: readonly Month[], pick: (month: Month) => number) => months.reduce((total, month) => total + pick(month), 0);
const percentOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);

function levelOf(value: number, bounds: { low: number; medium: number }): RiskLevel {
  return value <= bounds.low ? 'low' : value <= bounds.medium ? 'medium' : 'high';
}

function trendOf(change: number | null): RiskTrend | null {
  if (change === null) return null;
  return change >= RISK_THRESHOLDS.trendPoints ? 'rising' : change <= -RISK_THRESHOLDS.trendPoints ? 'falling' : 'steady';
}

function figure(key: RiskFigureKey, fields: Partial<Omit<RiskFigure, 'key' | 'locked'>> = {}): RiskFigure {
  return { key, locked: false, level: null, trend: null, gap: null, values: {}, ...fields };
}

/** A ratio over the last 6 months minus the same over the 6 before (percentage points); null under 12 months. */
function halfYearChange(last12: readonly Month[], ratio: (months: readonly Month[]) => number | null): number | null {
  if (last12.length < 12) return null;
  const before = ratio(last12.slice(0, 6));
  const after = ratio(last12.slice(6));
  return before === null || after === null ? null : round1(after - before);
}

const tacosOf = (months: readonly Month[]) =>
  percentOf(
    sum(months, (m) => m.advertising),
    sum(months, (m) => m.revenue),
  );
const grossOf = (months: readonly Month[]) =>
  percentOf(
    sum(months, (m) => m.revenue - m.refunds - m.amazon_fees - m.cogs),
    sum(months, (m) => m.revenue),
  );
const netOf = (months: readonly Month[]) =>
  percentOf(
    sum(months, monthNetProfit),
    sum(months, (m) => m.revenue),
  );

type Compute = (ttm: readonly Month[], previous: readonly Month[], input: RiskInput) => RiskFigure;

const COMPUTE: Record<RiskFigureKey, Compute> = {
  tacos(ttm) {
    const tacos = tacosOf(ttm);
    if (tacos === null) return figure('tacos', { gap: 'too_few_months' });
    const change = halfYearChange(ttm, tacosOf);
    return figure('tacos', { level: levelOf(tacos, RISK_THRESHOLDS.tacos), trend: trendOf(change), values: { tacos: round1(tacos), change } });
  },

  refund_rate(ttm) {
    const rate = percentOf(
      sum(ttm, (m) => m.refunds),
      sum(ttm, (m) => m.revenue),
    );
    if (rate === null) return figure('refund_rate', { gap: 'too_few_months' });
    return figure('refund_rate', { level: levelOf(rate, RISK_THRESHOLDS.refundRate), values: { rate: round1(rate) } });
  },

  margins(ttm) {
    const gross = grossOf(ttm);
    const net = netOf(ttm);
    if (gross === null || net === null) return figure('margins', { gap: 'too_few_months' });
    const grossChange = halfYearChange(ttm, grossOf);
    const netChange = halfYearChange(ttm, netOf);
    const values = { gross: round1(gross), net: round1(net), gross_change: grossChange, net_change: netChange };
    if (netChange === null) return figure('margins', { gap: 'too_few_months', values });
    const { low, medium } = RISK_THRESHOLDS.marginFall;
    const level: RiskLevel = netChange >= -low ? 'low' : netChange >= -medium ? 'medium' : 'high';
    return figure('margins', { level, trend: trendOf(netChange), values });
  },

  seasonality(ttm) {
    const revenue = sum(ttm, (m) => m.revenue);
    if (ttm.length < 12 || revenue <= 0) return figure('seasonality', { gap: 'too_few_months' });
    const quarters = [0, 0, 0, 0];
    for (const month of ttm) quarters[Math.floor((Number(month.month.slice(5, 7)) - 1) / 3)]! += month.revenue;
    const peak = Math.max(...quarters);
    const share = (peak / revenue) * 100;
    return figure('seasonality', {
      level: levelOf(share, RISK_THRESHOLDS.peakQuarter),
      values: { peak_share: round1(share), peak_quarter: quarters.indexOf(peak) + 1 },
    });
  },

  growth(ttm, previous) {
    const before = sum(previous, (m) => m.revenue);
    if (previous.length < 12 || before <= 0) return figure('growth', { gap: 'too_few_months' });
    const growth = ((sum(ttm, (m) => m.revenue) - before) / before) * 100;
    const beforeProfit = sum(previous, monthNetProfit);
    const profitGrowth = beforeProfit !== 0 ? ((sum(ttm, monthNetProfit) - beforeProfit) / Math.abs(beforeProfit)) * 100 : null;
    const level: RiskLevel = growth >= 0 ? 'low' : growth >= -RISK_THRESHOLDS.decline.medium ? 'medium' : 'high';
    return figure('growth', {
      level,
      trend: trendOf(growth),
      values: { revenue: round1(growth), profit: profitGrowth === null ? null : round1(profitGrowth) },
    });
  },

  marketplaces(_ttm, _previous, { marketplaces }) {
    if (marketplaces.length === 0) return figure('marketplaces', { gap: 'not_given' });
    // The months are not split by marketplace: the largest one's share is not known.
    return figure('marketplaces', { level: marketplaces.length === 1 ? 'medium' : 'low', values: { count: marketplaces.length, largest_share: null } });
  },

  products(_ttm, _previous, { asin_count, sku_count, top_product_share }) {
    const values = { asins: asin_count, skus: sku_count, top_share: top_product_share };
    if (top_product_share !== null) return figure('products', { level: levelOf(top_product_share, RISK_THRESHOLDS.topProduct), values });
    if (asin_count === 1) return figure('products', { level: 'high', values });
    return figure('products', { gap: 'not_given', values });
  },

  inventory(ttm, _previous, { inventory_value }) {
    if (inventory_value === null) return figure('inventory', { gap: 'not_given' });
    const cogs = sum(ttm, (m) => m.cogs);
    if (ttm.length === 0 || cogs <= 0) return figure('inventory', { gap: 'too_few_months', values: { value: inventory_value } });
    const months = inventory_value / (cogs / ttm.length);
    return figure('inventory', { level: levelOf(months, RISK_THRESHOLDS.inventoryMonths), values: { months: round1(months), value: inventory_value } });
  },

  owner_hours(_ttm, _previous, { owner_hours_per_week }) {
    if (owner_hours_per_week === null) return figure('owner_hours', { gap: 'not_given' });
    return figure('owner_hours', { level: levelOf(owner_hours_per_week, RISK_THRESHOLDS.ownerHours), values: { hours: owner_hours_per_week } });
  },
};

export interface RiskFigures {
  /** How many months the figures read: the last 12, and the 12 before for growth. */
  monthsUsed: number;
  figures: RiskFigure[];
}

/** Every figure of the panel, in the panel's order. */
export function computeRisk(input: RiskInput): RiskFigures {
  const sorted = [...input.months].sort((a, b) => compareMonths(a.month, b.month));
  const ttm = sorted.slice(-12);
  const previous = sorted.length >= 24 ? sorted.slice(-24, -12) : [];
  const figures = RISK_FIGURES.map((key) => {
    if (FROM_MONTHS.has(key) && !input.granted) return { ...figure(key), locked: true };
    return COMPUTE[key](ttm, previous, input);
  });
  return { monthsUsed: ttm.length + previous.length, figures };
}
