// sellerboard's metric names (column headers of "Dashboard by day", row labels of the P&L) mapped onto
// the listing's month of financials. Totals win over their breakdowns so nothing is counted twice:
// `SalesPPC` already holds the sponsored products/display sales, so SalesSponsored* are never added;
// "Advertising cost" is used when present, else the per-campaign-type columns are summed.
import type { SellerboardMonth } from '@bizmarkt/shared/contract';
import { cents } from './numbers';

export type { SellerboardMonth };

type Metric =
  | 'sales'
  | 'sales_organic'
  | 'sales_ppc'
  | 'sponsored_sales'
  | 'refunds'
  | 'advertising'
  | 'ad_part'
  | 'amazon_fees'
  | 'fee_part'
  | 'cost_of_goods'
  | 'other'
  | 'net_profit';

const ALIASES: Record<Metric, readonly string[]> = {
  sales: ['sales', 'revenue', 'totalsales', 'grosssales', 'umsatz', 'umsatze'],
  sales_organic: ['salesorganic', 'organicsales', 'organic'],
  sales_ppc: ['salesppc', 'ppcsales'],
  // Part of SalesPPC: read (so the column counts as known) and never added.
  sponsored_sales: ['salessponsoredproducts', 'salessponsoreddisplay', 'salessponsoredbrands', 'salessponsoredbrandsvideo'],
  refunds: ['refunds', 'refundcost', 'refundscost', 'erstattungen', 'ruckerstattungen'],
  advertising: ['advertising', 'advertisingcost', 'adcost', 'adspend', 'ppccost', 'werbekosten'],
  ad_part: ['sponsoredproducts', 'sponsoreddisplay', 'sponsoredbrands', 'sponsoredbrandsvideo', 'googleads', 'facebookads'],
  amazon_fees: ['amazonfees', 'fees', 'amazongebuhren', 'gebuhren'],
  fee_part: [
    'referralfee',
    'fbaperunitfulfillmentfee',
    'fbafulfillmentfee',
    'fbastoragefee',
    'longtermstoragefee',
    'inboundtransportation',
    'subscription',
    'digitalservicesfee',
  ],
  cost_of_goods: ['costofgoods', 'costofgoodssold', 'cogs', 'productcost', 'wareneinsatz'],
  other: ['expenses', 'otherexpenses', 'indirectexpenses', 'shipping', 'shippingcosts', 'promo', 'promovalue', 'sonstigekosten'],
  net_profit: ['netprofit', 'nettogewinn', 'reingewinn'],
};

const BY_ALIAS = new Map<string, Metric>();
for (const [metric, names] of Object.entries(ALIASES) as [Metric, readonly string[]][]) {
  for (const name of names) BY_ALIAS.set(name, metric);
}

/** "Amazon fees", " amazon_fees", "Amazon-Gebühren" → one key. */
export function normaliseLabel(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export function metricOf(label: string): Metric | null {
  return BY_ALIAS.get(normaliseLabel(label)) ?? null;
}

export const DATE_LABELS = new Set(['date', 'datum', 'day', 'tag']);

/** The label's amounts for one month, summed (several columns may name the same metric). */
export type MetricTotals = Partial<Record<Metric, number>>;

export function hasRevenue(metrics: Iterable<Metric | null>): boolean {
  const found = new Set(metrics);
  return found.has('sales') || found.has('sales_organic') || found.has('sales_ppc');
}

/**
 * Cost metrics whose file total is negative are written with a minus sign (sellerboard's own style):
 * their amounts flip. One positive day among them (a fee reimbursed) then lowers the cost, as it should.
 */
export function negativeCostMetrics(totals: MetricTotals): Set<Metric> {
  const costs: Metric[] = ['refunds', 'advertising', 'ad_part', 'amazon_fees', 'fee_part', 'cost_of_goods', 'other'];
  return new Set(costs.filter((metric) => (totals[metric] ?? 0) < 0));
}

export function toMonth(month: string, totals: MetricTotals, flipped: ReadonlySet<Metric>): SellerboardMonth {
  const read = (metric: Metric): number | undefined => {
    const value = totals[metric];
    if (value === undefined) return undefined;
    return flipped.has(metric) ? -value : value;
  };
  const revenue = read('sales') ?? (read('sales_organic') ?? 0) + (read('sales_ppc') ?? 0);
  const costs = {
    cogs: read('cost_of_goods') ?? 0,
    amazon_fees: read('amazon_fees') ?? read('fee_part') ?? 0,
    advertising: read('advertising') ?? read('ad_part') ?? 0,
    refunds: read('refunds') ?? 0,
    other_expenses: read('other') ?? 0,
  };
  const computed = revenue - Object.values(costs).reduce((sum, cost) => sum + cost, 0);
  // A month where reimbursements outweigh a cost (or refunds the sales) shows 0 for it: the listing's
  // columns are not negative. The net profit keeps the true balance.
  const amount = (value: number) => cents(Math.max(0, value));
  return {
    month,
    revenue: amount(revenue),
    cogs: amount(costs.cogs),
    amazon_fees: amount(costs.amazon_fees),
    advertising: amount(costs.advertising),
    refunds: amount(costs.refunds),
    other_expenses: amount(costs.other_expenses),
    // sellerboard's own net profit when the file has it (it knows costs we do not map, e.g. VAT).
    net_profit: cents(totals.net_profit ?? computed),
  };
}

export type { Metric };
