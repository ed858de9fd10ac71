// The PRO subscription and billing contract (issue #13): plans and prices, the caller's billing state,
// checkout, cancel/resume, the payment-method portal, billing details with the EU VAT number, invoices.
// Money travels as integers in minor units (cents) with its ISO currency; `formatMoney` (money.ts)
// shows it. Prices live in the API's database; this file only says what the answers look like.
import { z } from './zod';
import { requestBody } from './body';
import { int4 } from './columns';

export const CURRENCIES = ['USD', 'EUR'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

export const PLAN_INTERVALS = ['month', 'year'] as const;
export const planIntervalSchema = z.enum(PLAN_INTERVALS);
export type PlanInterval = z.infer<typeof planIntervalSchema>;

/** `free` (no subscription), `active`, `cancelled` (still PRO until `period_end`), `past_due` (payment failed, PRO kept until `grace_period_end`). */
export const SUBSCRIPTION_STATUSES = ['free', 'active', 'cancelled', 'past_due'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * How VAT applies to the caller: `standard` (EU consumer: their country's rate is added; also a business
 * in the seller's own country, Germany), `reverse_charge` (EU business in another member state with a
 * verified VAT number: 0 %, the invoice says so), `none` (outside the EU),
 * `unknown` (no country known yet, e.g. a visitor: prices are shown net, "plus VAT where applicable").
 */
export const VAT_TREATMENTS = ['standard', 'reverse_charge', 'none', 'unknown'] as const;
export const vatTreatmentSchema = z.enum(VAT_TREATMENTS);
export type VatTreatment = z.infer<typeof vatTreatmentSchema>;

/** Where the VAT number stands: none entered, being checked (VIES), valid, or invalid (the rate falls back to `standard`). */
export const VAT_NUMBER_STATUSES = ['none', 'pending', 'valid', 'invalid'] as const;
export const vatNumberStatusSchema = z.enum(VAT_NUMBER_STATUSES);
export type VatNumberStatus = z.infer<typeof vatNumberStatusSchema>;

/** Days a subscription stays PRO after a failed renewal payment (`past_due`) before it falls back to Free. */
export const BILLING_GRACE_PERIOD_DAYS = 7;

/** One plan's price in one currency, with VAT as it applies to the caller. */
export const planPriceSchema = z.object({
  currency: currencySchema,
  /** Net price per interval, minor units. */
  net_amount: z.number().int(),
  /** The VAT rate in percent (e.g. 19), 0 for reverse charge / outside the EU, null when unknown. */
  vat_rate: z.number().nullable(),
  /** VAT in minor units; null when the rate is unknown. */
  vat_amount: z.number().int().nullable(),
  /** What the caller pays per interval (net + VAT), minor units; equals `net_amount` when the VAT is unknown. */
  gross_amount: z.number().int(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const planSchema = z.object({
  /** e.g. 'pro_monthly', 'pro_yearly'; what `CheckoutRequest.plan_id` takes. */
  id: z.string(),
  /** The product tier: only 'pro' is sold (Free is the absence of a subscription). */
  tier: z.literal('pro'),
  interval: planIntervalSchema,
  prices: z.array(planPriceSchema),
  /** For yearly plans: the saving against twelve monthly payments, in whole percent; null for monthly. */
  saving_percent: z.number().int().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

export const vatDisplaySchema = z.object({
  treatment: vatTreatmentSchema,
  /** The country the VAT follows (billing details, else the profile, else `?country=`); null when unknown. */
  country_code: z.string().nullable(),
  /** The rate applied in percent; null when unknown. */
  rate: z.number().nullable(),
  /** Prices in the EU are shown VAT included (gross) for consumers; true when `gross_amount` is the figure to show. */
  prices_include_vat: z.boolean(),
});
export type VatDisplay = z.infer<typeof vatDisplaySchema>;

/** `GET /api/plans?currency=&country=`. */
export const plansQuerySchema = z.object({
  currency: currencySchema.optional().catch(undefined),
  country: z.string().trim().length(2).toUpperCase().optional().catch(undefined),
});
export type PlansQuery = z.infer<typeof plansQuerySchema>;

export const plansResponseSchema = z.object({
  plans: z.array(planSchema),
  /** The currency to show first: `?currency=`, else EUR for an EU country or the German site (X-LANG de), else USD. */
  currency: currencySchema,
  vat: vatDisplaySchema,
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const billingDetailsSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string(),
  /** As entered, normalised (upper case, no spaces), with its country prefix, e.g. 'DE123456789'. */
  vat_number: z.string().nullable(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

export const vatVerificationSchema = z.object({
  status: vatNumberStatusSchema,
  /** When the VAT service last answered; null before. */
  checked_at: z.string().nullable(),
});
export type VatVerification = z.infer<typeof vatVerificationSchema>;

/** `partially_refunded` / `refunded` follow the provider's refund events; a refund never ends PRO by itself. */
export const INVOICE_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const invoiceSchema = z.object({
  id: z.number().int(),
  /** Gap-free per year, e.g. '2026-000042'. */
  number: z.string(),
  /** ISO date-time of issue. */
  issued_at: z.string(),
  currency: currencySchema,
  net_amount: z.number().int(),
  vat_rate: z.number(),
  vat_amount: z.number().int(),
  gross_amount: z.number().int(),
  reverse_charge: z.boolean(),
  status: z.enum(INVOICE_STATUSES),
  /** Refunded so far (minor units, the invoice's currency); 0 unless `status` says refunded. */
  refunded_amount: z.number().int(),
  /** `BILLING_PATHS.invoicePdf(id)`, relative to the API origin. */
  pdf_url: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const currentPlanSchema = z.object({
  id: z.string(),
  interval: planIntervalSchema,
  currency: currencySchema,
  net_amount: z.number().int(),
  gross_amount: z.number().int(),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

/** `GET /api/billing` (and the answer of cancel, resume and details). */
export const billingResponseSchema = z.object({
  /** null on Free. */
  plan: currentPlanSchema.nullable(),
  status: subscriptionStatusSchema,
  /** ISO date-time: next renewal (`active`), the end of PRO (`cancelled`), null on Free. */
  period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** `past_due` only: PRO ends then unless the payment succeeds. */
  grace_period_end: z.string().nullable(),
  /** Whether the payment-method portal can be opened (a subscription exists at the provider). */
  can_manage_payment_method: z.boolean(),
  billing_details: billingDetailsSchema.nullable(),
  vat: vatVerificationSchema,
  /** The VAT that applies now (follows the billing country and the VAT number's status). */
  vat_treatment: vatDisplaySchema,
  /** Newest first. */
  invoices: z.array(invoiceSchema),
});
export type BillingResponse = z.infer<typeof billingResponseSchema>;

export const checkoutFieldsSchema = z.object({
  plan_id: z.string().trim().min(1).max(64),
  currency: currencySchema,
});
/** `POST /api/billing/checkout` → 201 `RedirectResponse`; 409 `{ message }` when already PRO; 422 unknown plan/currency. */
export const checkoutRequestSchema = requestBody(checkoutFieldsSchema);
export type CheckoutRequest = z.infer<typeof checkoutFieldsSchema>;

export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** `open` (not finished), `processing` (pay later / confirming), `paid`, `failed` (declined), `expired` (abandoned). */
export const CHECKOUT_STATUSES = ['open', 'processing', 'paid', 'failed', 'expired'] as const;
export const checkoutStatusResponseSchema = z.object({
  id: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  /** `failed` only: 'card_declined' | 'authentication_failed' | 'payment_failed'. */
  failure_reason: z.string().nullable(),
  /** The caller's subscription status now (PRO shows once `active`). */
  subscription_status: subscriptionStatusSchema,
});
export type CheckoutStatusResponse = z.infer<typeof checkoutStatusResponseSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const billingDetailsFieldsSchema = z.object({
  name: z.string().trim().min(1).max(128),
  company: optionalText(128),
  address_line1: z.string().trim().min(1).max(128),
  address_line2: optionalText(128),
  postal_code: z.string().trim().min(1).max(16),
  city: z.string().trim().min(1).max(64),
  /** Must exist in the countries table (API rule). */
  country_code: z
    .string()
    .trim()
    .length(2)
    .transform((code) => code.toUpperCase()),
  /**
   * Empty removes it. The API checks format and check digits for the country (422 under `vat_number`),
   * that its prefix matches `country_code` (Greece: EL), then verifies it with VIES (notification).
   */
  vat_number: z
    .string()
    .max(32)
    .nullish()
    .transform((value) => (value ? value.replace(/[\s.-]/g, '').toUpperCase() || null : null)),
});
/** `PUT /api/billing/details` → `BillingResponse`. Errors: 422 `{ message, errors: { <field>: [...] } }`. */
export const billingDetailsRequestSchema = requestBody(billingDetailsFieldsSchema);
export type BillingDetailsRequest = z.input<typeof billingDetailsFieldsSchema>;

export const refundFieldsSchema = z.object({
  /**
   * Minor units, at most what is left to refund; omitted = all that is left (a full refund). A number,
   * or its digits as a form sends them; anything else (true, '', '12abc') is refused, never read as 1 or 0.
   */
  amount: z.preprocess((value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value), int4(1, 100_000_000)).optional(),
});
/** `POST BILLING_PATHS.adminInvoiceRefund(id)`. */
export const refundRequestSchema = requestBody(refundFieldsSchema);
export type RefundRequest = z.input<typeof refundFieldsSchema>;

export const REFUND_STATUSES = ['requested', 'succeeded', 'failed'] as const;
export const adminRefundSchema = z.object({
  id: z.number().int(),
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  /** `succeeded` once the provider took it (the invoice changes with its event a moment later). */
  status: z.enum(REFUND_STATUSES),
  /** What can still be refunded after this one, minor units. */
  remaining_amount: z.number().int(),
  created_at: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;
