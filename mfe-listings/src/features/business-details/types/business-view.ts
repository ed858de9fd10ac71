// What the business-details component draws: one listing as the API answered it for this viewer,
// in the shape the sections read. `to-business-view.ts` maps the contract's listing answer onto it,
// so a renamed contract field changes one function, not every section.

import type { ListingRisk } from '@bizmarkt/shared/contract';

/** One calendar month of financials (`month` is `YYYY-MM`). */
export interface MonthRow {
  month: string;
  revenue: number;
  costOfGoods: number;
  amazonFees: number;
  advertising: number;
  refunds: number;
  otherExpenses: number;
  netProfit: number;
}

export interface Addback {
  label: string;
  amount: number;
}

export interface SocialAccount {
  network: string;
  url: string;
  followers: number | null;
}

export interface AssetsView {
  inventoryValue: number | null;
  inventoryIncluded: boolean;
  included: string[];
  notes: string | null;
}

export interface MetricsView {
  price: number | null;
  openToOffers: boolean;
  ttmRevenue: number | null;
  ttmNetProfit: number | null;
  avgMonthlyRevenue: number | null;
  avgMonthlyNetProfit: number | null;
  /** Percent, e.g. 23.5. */
  profitMargin: number | null;
  /** Percent vs the previous 12 months; null without 24 months of data. */
  revenueGrowth: number | null;
  profitGrowth: number | null;
  /** Seller's discretionary add-backs over the TTM (the multiples divide by profit plus these). */
  ttmAddbacks: number;
  annualMultiple: number | null;
  monthlyMultiple: number | null;
}

export interface BusinessView {
  id: number;
  name: string;
  category: string | null;
  /** The category's id: the drawn cover's motif when the listing has no photos. */
  categoryId: number | null;
  businessModels: string[];
  marketplaces: string[];
  /** Founded month (1-12) and year; the age is counted from it. */
  founded: { year: number; month: number } | null;
  country: string | null;
  asinCount: number | null;
  skuCount: number | null;
  brandRegistry: boolean;
  trademark: boolean;
  /** Where the trademark is registered (NDA-protected: null when withheld). */
  trademarkRegistries: string[] | null;
  teamSize: number | null;
  ownerHoursPerWeek: number | null;
  /** A reason id (`listingsDetails:details.saleReasons.<id>`). */
  saleReason: string | null;
  /** The seller's own words on it (NDA-protected). */
  saleReasonDetails: string | null;
  images: Array<{ id: number | string; url: string }>;
  /** Revenue and net profit by month for the charts (public even where the full table is not). */
  chartMonths: Array<{ month: string; revenue: number; netProfit: number }>;
  summary: string | null;
  metrics: MetricsView;
  /** The NDA: required by the seller; granted = this viewer may see the protected fields. */
  /** `mine`: the viewer owns the listing (sees everything, and is not the one who signs the NDA). */
  /** `moderator`: a moderator's review (/admin/listings/{id}), who sees everything and signs nothing. */
  access: { ndaRequired: boolean; granted: boolean; mine: boolean; moderator?: boolean };
  // NDA-protected parts: null (or undefined) when the answer does not carry them.
  months: MonthRow[] | null;
  addbacks: Addback[] | null;
  assets: AssetsView | null;
  description: string | null;
  opportunities: string | null;
  risks: string | null;
  sellerSupport: string | null;
  website: string | null;
  socials: SocialAccount[] | null;
  /** The Amazon risk panel's figures (features/risk-panel), as the API answered them. */
  risk: ListingRisk | null;
}
