// The listing contract (issue #10), part 2: the request bodies of the wizard's sections.
// `POST /api/businesses` takes `{ information }`; `POST /api/businesses/{id}` takes one or more sections
// (`{ financials, price, … }`) and/or `hide_listing`; field errors come back under `<section>.<field>`.
// These schemas say what fields look like; rules that need the database (the category and the country
// exist) are the API's.
import { z } from './zod';
import { contractRule, requestBody } from './body';
import { isLink } from './accounts';
import { bigintNumber, idField, int4, moneyNumber } from './columns';
import { AMAZON_MARKETPLACES, ASSET_KINDS, BUSINESS_MODELS, LISTING_LIMITS as L, SALE_REASONS, SOCIAL_NETWORKS, TRADEMARK_REGISTRIES } from './listing-enums';

/** A list of distinct ids from `values`, at least `min` of them. */
function idList<const T extends readonly [string, ...string[]]>(values: T, min = 0) {
  return z
    .array(z.enum(values))
    .min(min)
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, contractRule('listings.distinct'));
}

/** A money amount in USD with at most 2 decimals, 0..moneyMax (or -moneyMax..moneyMax when signed). */
export function moneySchema(signed = false) {
  return moneyNumber(signed ? -L.moneyMax : 0, L.moneyMax).refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    contractRule('listings.cents'),
  );
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/** A link (website, social account): http(s) or a bare domain; stored as typed, shown with https:// added. */
export const listingLinkSchema = z.string().trim().max(255).refine(isLink, contractRule('validation.url'));

/** `YYYY-MM`: a calendar month. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const monthKeySchema = z.string().refine((value) => MONTH_PATTERN.test(value), contractRule('listings.month_format'));

/** The month as a number of months since year 0 (consecutive months differ by 1). */
export function monthIndex(month: string): number {
  const [year, mon] = month.split('-').map(Number);
  return (year ?? 0) * 12 + (mon ?? 1) - 1;
}

/** The current calendar month, `YYYY-MM`, in UTC. */
export function currentMonthKey(now: Date = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

export const informationSectionSchema = z
  .object({
    name: z.string().trim().min(L.nameMin).max(L.nameMax),
    category_id: idField(),
    fba_statuses: idList(BUSINESS_MODELS, 1),
    marketplaces: idList(AMAZON_MARKETPLACES, 1),
    founded_year: int4(L.foundedYearMin, 2100),
    founded_month: int4(1, 12),
    country_code: z
      .string()
      .trim()
      .length(2)
      .transform((code) => code.toUpperCase()),
    asin_count: int4(0, L.asinMax)
      .nullish()
      .transform((v) => v ?? null),
    sku_count: int4(0, L.skuMax)
      .nullish()
      .transform((v) => v ?? null),
    /** The best-selling product's share of revenue, whole percent (optional; the risk panel reads it). */
    top_product_share: int4(0, L.topProductShareMax)
      .nullish()
      .transform((v) => v ?? null),
    brand_registry: z.boolean().default(false),
    trademark: z.boolean().default(false),
    trademark_registries: idList(TRADEMARK_REGISTRIES).default([]),
    team_size: int4(0, L.teamSizeMax)
      .nullish()
      .transform((v) => v ?? null),
    owner_hours_per_week: int4(0, L.ownerHoursMax)
      .nullish()
      .transform((v) => v ?? null),
    sale_reason: z.enum(SALE_REASONS),
    sale_reason_details: optionalText(L.saleReasonDetailsMax),
  })
  .superRefine((info, ctx) => {
    if (monthIndex(`${info.founded_year}-${String(info.founded_month).padStart(2, '0')}`) > monthIndex(currentMonthKey())) {
      ctx.addIssue({ code: 'custom', path: ['founded_year'], ...contractRule('listings.not_future') });
    }
    if (info.trademark && info.trademark_registries.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['trademark_registries'], ...contractRule('listings.registries_required') });
    }
  });
export type InformationSection = z.infer<typeof informationSectionSchema>;

/** One calendar month of the P&L. `net_profit` null = computed from the other columns. */
export const financialMonthSchema = z.object({
  month: monthKeySchema,
  revenue: moneySchema(),
  cogs: moneySchema(),
  amazon_fees: moneySchema(),
  advertising: moneySchema(),
  refunds: moneySchema(),
  other_expenses: moneySchema(),
  net_profit: moneySchema(true)
    .nullish()
    .transform((v) => v ?? null),
});
export type FinancialMonth = z.infer<typeof financialMonthSchema>;

/** A seller's discretionary add-back: an amount over the last 12 months (owner's salary, one-off costs). */
export const addbackSchema = z.object({
  label: z.string().trim().min(1).max(L.addbackLabelMax),
  amount: moneySchema(),
});
export type Addback = z.infer<typeof addbackSchema>;

export const financialsSectionSchema = z.object({
  months: z
    .array(financialMonthSchema)
    .min(L.monthsMin)
    .max(L.monthsMax)
    .superRefine((months, ctx) => {
      const indexes = months.map((m) => monthIndex(m.month));
      for (let i = 1; i < indexes.length; i += 1) {
        if (indexes[i] !== (indexes[i - 1] ?? 0) + 1) {
          ctx.addIssue({ code: 'custom', path: [i, 'month'], ...contractRule('listings.months_consecutive') });
          return;
        }
      }
      const last = indexes[indexes.length - 1];
      if (last !== undefined && last > monthIndex(currentMonthKey())) {
        ctx.addIssue({ code: 'custom', path: [indexes.length - 1, 'month'], ...contractRule('listings.not_future') });
      }
    }),
  addbacks: z.array(addbackSchema).max(L.addbacksMax).default([]),
});
export type FinancialsSection = z.infer<typeof financialsSectionSchema>;

export const assetsSectionSchema = z.object({
  inventory_value: moneySchema(),
  inventory_included: z.boolean(),
  assets_included: idList(ASSET_KINDS, 1),
  assets_notes: optionalText(L.assetsNotesMax),
});
export type AssetsSection = z.infer<typeof assetsSectionSchema>;

/** Text only: images are their own endpoints (`/api/businesses/{id}/images`). */
export const descriptionSectionSchema = z.object({
  summary: z.string().trim().min(L.summaryMin).max(L.summaryMax),
  description: z.string().trim().min(L.descriptionMin).max(L.descriptionMax),
  opportunities: optionalText(L.sectionTextMax),
  risks: optionalText(L.sectionTextMax),
  seller_support: optionalText(L.sectionTextMax),
});
export type DescriptionSection = z.infer<typeof descriptionSectionSchema>;

export const priceSectionSchema = z.object({
  price: bigintNumber(L.priceMin, L.priceMax),
  open_to_offers: z.boolean().default(false),
});
export type PriceSection = z.infer<typeof priceSectionSchema>;

export const socialAccountSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS),
  url: listingLinkSchema,
  followers: int4(0, L.followersMax)
    .nullish()
    .transform((v) => v ?? null),
});
export type SocialAccount = z.infer<typeof socialAccountSchema>;

export const socialsSectionSchema = z.object({
  website: listingLinkSchema
    .or(z.literal('').transform(() => null))
    .nullish()
    .transform((v) => v ?? null),
  socials: z
    .array(socialAccountSchema)
    .max(SOCIAL_NETWORKS.length)
    .refine((list) => new Set(list.map((s) => s.network)).size === list.length, contractRule('listings.distinct'))
    .default([]),
});
export type SocialsSection = z.infer<typeof socialsSectionSchema>;

/** `nda_text` is required when `nda` is on; every saved change of the text makes a new NDA version. */
export const ndaSectionSchema = z
  .object({
    nda: z.boolean(),
    nda_text: optionalText(L.ndaTextMax),
  })
  .superRefine((section, ctx) => {
    if (section.nda && (section.nda_text ?? '').length < L.ndaTextMin) {
      ctx.addIssue({ code: 'custom', path: ['nda_text'], ...contractRule('listings.nda_text_required', { min: L.ndaTextMin }) });
    }
  });
export type NdaSection = z.infer<typeof ndaSectionSchema>;

/** Spec §7: `{ hide_listing: { hide_for_x_days } }` from the owner hides a published listing that many days. */
export const hideListingSchema = z.object({
  hide_for_x_days: int4(L.hideDaysMin, L.hideDaysMax),
});
export type HideListing = z.infer<typeof hideListingSchema>;

/** The sections a save may carry, by the wizard step that edits them. */
export const LISTING_SECTION_SCHEMAS = {
  information: informationSectionSchema,
  financials: financialsSectionSchema,
  assets: assetsSectionSchema,
  description: descriptionSectionSchema,
  price: priceSectionSchema,
  socials: socialsSectionSchema,
  nda: ndaSectionSchema,
} as const;
export type ListingSectionId = keyof typeof LISTING_SECTION_SCHEMAS;
export const LISTING_SECTION_IDS = Object.keys(LISTING_SECTION_SCHEMAS) as ListingSectionId[];

export const listingUpdateFieldsSchema = z
  .object({
    information: informationSectionSchema.optional(),
    financials: financialsSectionSchema.optional(),
    assets: assetsSectionSchema.optional(),
    description: descriptionSectionSchema.optional(),
    price: priceSectionSchema.optional(),
    socials: socialsSectionSchema.optional(),
    nda: ndaSectionSchema.optional(),
    hide_listing: hideListingSchema.optional(),
  })
  .refine((body) => Object.values(body).some((section) => section !== undefined), contractRule('listings.nothing_to_save'));
/** `POST /api/businesses/{id}` → 200 `Listing` (owner view). Precognition-aware. */
export const listingUpdateRequestSchema = requestBody(listingUpdateFieldsSchema);
export type ListingUpdateRequest = z.infer<typeof listingUpdateFieldsSchema>;

export const listingCreateFieldsSchema = z.object({ information: informationSectionSchema });
/** `POST /api/businesses` → 201 `ListingCreateResponse`: step one makes a draft. */
export const listingCreateRequestSchema = requestBody(listingCreateFieldsSchema);
export type ListingCreateRequest = z.infer<typeof listingCreateFieldsSchema>;
