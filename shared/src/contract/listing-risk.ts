// The Amazon risk panel of a listing (issue #29): figures a buyer checks on an Amazon business, each with
// a level and a reading the page puts into plain words (mfe-listings/src/features/risk-panel). Computed
// by the API from the months and the listing (api/src/domain/risk, decision 0194) and answered as the
// listing's `risk`; a figure read from the months is `locked` (no values) for a viewer without NDA access,
// as the months themselves are.
import { z } from './zod';
import { IMPORT_CURRENCIES } from './import-currency';

export const RISK_FIGURES = ['tacos', 'refund_rate', 'margins', 'seasonality', 'growth', 'marketplaces', 'products', 'inventory', 'owner_hours'] as const;
export type RiskFigureKey = (typeof RISK_FIGURES)[number];

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_TRENDS = ['rising', 'steady', 'falling'] as const;
export type RiskTrend = (typeof RISK_TRENDS)[number];

/** Why a figure has no level: too few months to read it, or the seller did not give the input. */
export const RISK_GAPS = ['too_few_months', 'not_given'] as const;
export type RiskGap = (typeof RISK_GAPS)[number];

export const riskFigureSchema = z.object({
  key: z.enum(RISK_FIGURES),
  /** Read from the months: behind the NDA for this viewer (values empty, level/trend/gap null). */
  locked: z.boolean(),
  level: z.enum(RISK_LEVELS).nullable(),
  trend: z.enum(RISK_TRENDS).nullable(),
  gap: z.enum(RISK_GAPS).nullable(),
  /** The figure's numbers by name (percent, months, hours, counts), rounded to 1 decimal. */
  values: z.record(z.string(), z.number().nullable()),
});
export type RiskFigure = z.infer<typeof riskFigureSchema>;

export const listingRiskSchema = z.object({
  /** How many of the most recent months the figures read (up to 24). */
  months_used: z.number().int(),
  /** The months were imported from a file in this currency and converted (decision 0193); null: in USD. */
  converted_from: z.enum(IMPORT_CURRENCIES).nullable(),
  figures: z.array(riskFigureSchema),
});
export type ListingRisk = z.infer<typeof listingRiskSchema>;
