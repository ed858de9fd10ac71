// The demo listings' months of financials (walk finding 19, decision 0247): what an Amazon seller's
// P&L looks like, not a constant share of revenue per cost line. Deterministic: every listing draws
// from its own seeded random stream (its name), so every run, machine and database gets the same
// figures. Each month is internally consistent: the cost lines are stored, net profit is left to the
// API (revenue − cogs − fees − advertising − refunds − other expenses, shared/contract/listing-metrics).
import type { FinancialMonth } from '@bizmarkt/shared/contract';
import { createRng, type Rng } from './generate/common';

/** Holiday peak in November and December, a dip in January and February (typical Amazon seasonality). */
export const SEASON = [0.85, 0.85, 0.95, 0.95, 1, 1, 1.02, 1.03, 1, 1.05, 1.3, 1.45] as const;
/** Advertising's share of revenue by calendar month: bids rise into Q4 (Prime Day in July a little). */
export const AD_SEASON = [0.9, 0.9, 0.95, 0.95, 1, 1, 1.1, 1, 1, 1.1, 1.3, 1.35] as const;
/** Refunds by calendar month: returns of holiday orders arrive in January. */
export const REFUND_SEASON = [1.5, 1.15, 1, 1, 0.95, 0.95, 1, 1, 0.95, 1, 0.95, 1.1] as const;

export interface MonthsPlan {
  /** Names the random stream: the same key gives the same months. */
  key: string;
  months: number;
  /** Revenue of the first month, USD (before seasonality and noise). */
  startRevenue: number;
  /** Monthly growth factor (1.02 = +2 % a month). */
  growth: number;
  /** About the share of revenue left as net profit over the whole period. */
  margin: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** FNV-1a of the key: the seed of its stream. */
function seedOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Roughly normal noise (mean 0, standard deviation `sd`) from the sum of three uniforms. */
const noise = (rng: Rng, sd: number) => (rng() + rng() + rng() - 1.5) * 2 * sd;

/**
 * `plan.months` months ending with the month before `now`. Revenue: trend × seasonality × noise. Costs:
 * COGS a share that creeps up (supplier prices), Amazon fees a share that steps up each January (fee
 * changes), advertising a share that rises in Q4, refunds a noisy share with the January returns, and
 * other expenses mostly fixed dollars (software, a VA) — so margin moves with the season and the size,
 * and profit grows at a different pace than revenue.
 */
export function demoMonths(plan: MonthsPlan, now: Date): FinancialMonth[] {
  const rng = createRng(seedOf(plan.key));
  const lastIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() - 1;
  // Listing-level character: how the shares sit and drift.
  const fixedShare = 0.04 + rng() * 0.03;
  const variable = Math.max(0.3, 1 - plan.margin - fixedShare);
  const feeShare = variable * (0.34 + noise(rng, 0.015));
  const adShare = variable * (0.16 + noise(rng, 0.015));
  const refundShare = variable * (0.045 + noise(rng, 0.008));
  const cogsShare = variable - feeShare - adShare - refundShare;
  const cogsDrift = 0.0002 + rng() * 0.0004; // share points of revenue a month
  const adDrift = -0.0004 + rng() * 0.0006;
  const feeStep = 0.002 + rng() * 0.004; // added each January
  const fixedBase = plan.startRevenue * fixedShare;
  let demand = 1;
  return Array.from({ length: plan.months }, (_, i) => {
    const index = lastIndex - (plan.months - 1 - i);
    const month = index % 12;
    const years = Math.floor((index - (lastIndex - plan.months + 1)) / 12);
    // Demand wanders (a good or a weak month carries into the next one), around the trend.
    demand = 0.6 * demand + 0.4 * (1 + noise(rng, 0.05));
    const revenue = round2(plan.startRevenue * plan.growth ** i * SEASON[month]! * demand);
    const cogs = revenue * (cogsShare + cogsDrift * i) * (1 + noise(rng, 0.015));
    const fees = revenue * (feeShare + feeStep * years) * (1 + noise(rng, 0.01));
    const ads = revenue * Math.max(0.01, adShare + adDrift * i) * AD_SEASON[month]! * (1 + noise(rng, 0.1));
    const refunds = revenue * refundShare * REFUND_SEASON[month]! * (1 + noise(rng, 0.25));
    const other = fixedBase * (1 + 0.004 * i) * (1 + noise(rng, 0.12));
    return {
      month: `${Math.floor(index / 12)}-${String(month + 1).padStart(2, '0')}`,
      revenue,
      cogs: round2(cogs),
      amazon_fees: round2(fees),
      advertising: round2(ads),
      refunds: round2(refunds),
      other_expenses: round2(other),
      net_profit: null,
    };
  });
}
