// Offers and the letter of intent (issue #30 §1), as zod schemas; the limits and enums are in
// ./offer-limits (zod-free). A buyer makes an offer in a dialog; the party whose turn it is accepts
// (signing it: typed full name, time, IP, version, SHA-256 of the canonical terms), declines or
// counters (a new version: every version is kept, each says which fields changed against the one
// before). One open offer per dialog; an offer expires by itself at its `valid_until`.
import { z } from './zod';
import { contractRule, requestBody } from './body';
import {
  DUE_DILIGENCE_ACTIONS,
  DUE_DILIGENCE_DOCUMENTS_MAX,
  DUE_DILIGENCE_ITEMS,
  DUE_DILIGENCE_NOTE_MAX,
  DUE_DILIGENCE_STATES,
  OFFER_AMOUNT_MAX,
  OFFER_AMOUNT_MIN,
  OFFER_CONDITIONS_MAX,
  OFFER_DEFERRED_CONDITION_MAX,
  OFFER_DEFERRED_KINDS,
  OFFER_DEFERRED_PERIOD_MAX,
  OFFER_DUE_DILIGENCE_DAYS_MAX,
  OFFER_EXCLUSIVITY_DAYS_MAX,
  OFFER_FINANCING_TERM_MAX,
  OFFER_INTEREST_MAX,
  OFFER_INVENTORY,
  OFFER_PARTIES,
  OFFER_SIGNER_NAME_MAX,
  OFFER_SIGNER_NAME_MIN,
  OFFER_STATUSES,
  OFFER_TERM_FIELDS,
} from './offer-limits';
import { DATA_ROOM_VISIBILITIES } from './data-room';

const amount = z.number().int().min(OFFER_AMOUNT_MIN).max(OFFER_AMOUNT_MAX);
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` that exists. */
const calendarDay = z
  .string()
  .refine(
    (value) => DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    contractRule('offers.date_format'),
  );

export const sellerFinancingSchema = z.object({
  amount,
  term_months: z.number().int().min(1).max(OFFER_FINANCING_TERM_MAX),
  /** Yearly interest in percent, at most two decimals. */
  interest_percent: z
    .number()
    .min(0)
    .max(OFFER_INTEREST_MAX)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, contractRule('listings.cents')),
});
export type SellerFinancing = z.infer<typeof sellerFinancingSchema>;

/** Earn-out or holdback in escrow: an amount paid later on a condition, within a period. */
export const deferredPaymentSchema = z.object({
  kind: z.enum(OFFER_DEFERRED_KINDS),
  amount,
  condition: z.string().trim().min(1).max(OFFER_DEFERRED_CONDITION_MAX),
  period_months: z.number().int().min(1).max(OFFER_DEFERRED_PERIOD_MAX),
});
export type DeferredPayment = z.infer<typeof deferredPaymentSchema>;

/**
 * The terms of one version. The parts of the payment (cash at closing, seller financing, earn-out
 * or holdback) may not add up to more than the price; whether `target_closing_date` and
 * `valid_until` lie in the future the API decides by its clock (422 on the field).
 */
export const offerTermsSchema = z
  .object({
    price: amount,
    cash_at_closing: z.number().int().min(0).max(OFFER_AMOUNT_MAX),
    seller_financing: sellerFinancingSchema.nullable().default(null),
    deferred: deferredPaymentSchema.nullable().default(null),
    inventory: z.enum(OFFER_INVENTORY),
    exclusivity_days: z.number().int().min(1).max(OFFER_EXCLUSIVITY_DAYS_MAX),
    due_diligence_days: z.number().int().min(1).max(OFFER_DUE_DILIGENCE_DAYS_MAX),
    target_closing_date: calendarDay,
    conditions: z.string().trim().max(OFFER_CONDITIONS_MAX).default(''),
    /** ISO date-time; the offer expires then. */
    valid_until: z.iso.datetime({ offset: true }),
  })
  .superRefine((terms, ctx) => {
    const parts = terms.cash_at_closing + (terms.seller_financing?.amount ?? 0) + (terms.deferred?.amount ?? 0);
    // Only against a valid price (an invalid one has its own error).
    if (terms.price >= OFFER_AMOUNT_MIN && parts > terms.price)
      ctx.addIssue({ code: 'custom', path: ['cash_at_closing'], ...contractRule('offers.parts_exceed_price') });
  });
export type OfferTerms = z.infer<typeof offerTermsSchema>;
export type OfferTermsInput = z.input<typeof offerTermsSchema>;

/** `POST /api/dialogs/{id}/offers` (the dialog's buyer): the terms → 201 `Offer` (field errors under `terms.`). */
export const createOfferRequestSchema = requestBody(z.object({ terms: offerTermsSchema }));
export type CreateOfferRequest = z.infer<typeof createOfferRequestSchema>;

/** The version the caller answers: a newer one meanwhile is 409 (the card reloads). */
const versionField = z.number().int().min(1).max(10_000);

/** `POST /api/offers/{id}/counter`: the version countered and the new terms → 201 `Offer`. */
export const counterOfferRequestSchema = requestBody(z.object({ version: versionField, terms: offerTermsSchema }));
export type CounterOfferRequest = z.infer<typeof counterOfferRequestSchema>;

/** `POST /api/offers/{id}/accept`: signing — the full name as the account has it (422 otherwise). */
export const acceptOfferRequestSchema = requestBody(
  z.object({ version: versionField, signer_name: z.string().trim().min(OFFER_SIGNER_NAME_MIN).max(OFFER_SIGNER_NAME_MAX) }),
);
export type AcceptOfferRequest = z.infer<typeof acceptOfferRequestSchema>;

/** `POST /api/offers/{id}/decline`. */
export const declineOfferRequestSchema = requestBody(z.object({ version: versionField }));
export type DeclineOfferRequest = z.infer<typeof declineOfferRequestSchema>;

/** The terms as answered (every field present). */
export const offerTermsAnswerSchema = z.object({
  price: z.number().int(),
  cash_at_closing: z.number().int(),
  seller_financing: sellerFinancingSchema.nullable(),
  deferred: deferredPaymentSchema.nullable(),
  inventory: z.enum(OFFER_INVENTORY),
  exclusivity_days: z.number().int(),
  due_diligence_days: z.number().int(),
  target_closing_date: z.string(),
  conditions: z.string(),
  valid_until: z.string(),
});

export const offerVersionSchema = z.object({
  version: z.number().int(),
  /** Who proposed it: the dialog's buyer or seller (never a user id: the seller may be masked). */
  author: z.enum(OFFER_PARTIES),
  terms: offerTermsAnswerSchema,
  /** The fields that differ from the version before (empty for the first). */
  changed_fields: z.array(z.enum(OFFER_TERM_FIELDS)),
  created_at: z.string(),
});
export type OfferVersion = z.infer<typeof offerVersionSchema>;

/**
 * The acceptance, the same record an NDA signature keeps (who typed which name, when, which version,
 * the SHA-256 of its canonical terms); the IP address and user agent stay in the database.
 */
export const offerSignatureSchema = z.object({
  signer: z.enum(OFFER_PARTIES),
  /** Null when the viewer may not see the seller's name (a masked seller). */
  signer_name: z.string().nullable(),
  signed_at: z.string(),
  version: z.number().int(),
  terms_sha256: z.string(),
});
export type OfferSignature = z.infer<typeof offerSignatureSchema>;

export const offerSchema = z.object({
  id: z.number().int(),
  dialog_id: z.number().int(),
  business_id: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  /** Whose turn it is to answer (null once the offer is no longer open). */
  turn: z.enum(OFFER_PARTIES).nullable(),
  /** The viewer's side of the dialog. */
  viewer: z.enum(OFFER_PARTIES),
  current_version: z.number().int(),
  /** Every version, oldest first; the last is the current one. */
  versions: z.array(offerVersionSchema),
  signature: offerSignatureSchema.nullable(),
  /** Accepted: the exclusivity runs until then (the listing is hidden from other buyers). */
  exclusivity_until: z.string().nullable(),
  /** When it was accepted, declined or expired. */
  closed_at: z.string().nullable(),
  created_at: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offersResponseSchema = z.object({
  data: z.array(offerSchema),
  /**
   * Until when another buyer's accepted offer holds the listing (its exclusivity; null: none does). The
   * dialog's parties learn the date only, never whose offer it is.
   */
  under_offer_until: z.string().nullable(),
  /** The listing's inventory term, the offer form's default (null: the listing does not say). */
  listing_inventory: z.enum(OFFER_INVENTORY).nullable(),
});
export type OffersResponse = z.infer<typeof offersResponseSchema>;

/** `GET /api/offers/{id}/letter-of-intent?lang=`: the page's language (else the account's). */
export const letterQuerySchema = z.object({ lang: z.enum(['en', 'de']).optional() });

// ——— The due-diligence checklist (issue #30 §3) ———

/**
 * `POST /api/dialogs/{id}/checklist/{item}`: the buyer requests an item (again, after an answer) or
 * marks an answered one verified; the seller answers a requested one with a note (required then).
 */
export const checklistActionRequestSchema = requestBody(
  z.object({
    action: z.enum(DUE_DILIGENCE_ACTIONS),
    note: z.string().trim().max(DUE_DILIGENCE_NOTE_MAX).default(''),
    /** The seller's answer: data-room documents of the listing the dialog's buyer may open (decision 0220). */
    document_ids: z.array(z.number().int().positive()).max(DUE_DILIGENCE_DOCUMENTS_MAX).default([]),
  }),
);
export type ChecklistActionRequest = z.infer<typeof checklistActionRequestSchema>;

/**
 * A data-room document an answer points at, as the reader may see it: `url` (the data room's own path,
 * through its access checks and watermark) when their access opens it, else null and `locked`.
 */
export const checklistDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  folder: z.string(),
  content_type: z.string(),
  visibility: z.enum(DATA_ROOM_VISIBILITIES),
  locked: z.boolean(),
  url: z.string().nullable(),
});
export type ChecklistDocument = z.infer<typeof checklistDocumentSchema>;

export const checklistItemSchema = z.object({
  item: z.enum(DUE_DILIGENCE_ITEMS),
  state: z.enum(DUE_DILIGENCE_STATES),
  /** The buyer's note to the request. */
  request_note: z.string().nullable(),
  /** The seller's answer. */
  answer_note: z.string().nullable(),
  requested_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  /** The data-room documents the answer points at, in the order the seller picked them. */
  documents: z.array(checklistDocumentSchema),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** `GET /api/dialogs/{id}/checklist`: every item in the spec's order, and the progress. */
export const checklistResponseSchema = z.object({
  items: z.array(checklistItemSchema),
  verified: z.number().int(),
  total: z.number().int(),
});
export type ChecklistResponse = z.infer<typeof checklistResponseSchema>;
