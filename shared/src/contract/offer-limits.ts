// The limits and fixed values of offers and the letter of intent (issue #30 §1; offers.ts holds the
// schemas), apart from the schemas so that a page showing an offer bundles no zod. No imports (the
// contract's `zod-free.test.ts`).

/** Amounts are whole dollars, as a listing's price (businesses.price). */
export const OFFER_AMOUNT_MIN = 1;
export const OFFER_AMOUNT_MAX = 2_147_483_647;
/** Seller financing: term in months and yearly interest in percent (two decimals). */
export const OFFER_FINANCING_TERM_MAX = 360;
export const OFFER_INTEREST_MAX = 100;
/** Earn-out or holdback period, in months. */
export const OFFER_DEFERRED_PERIOD_MAX = 120;
export const OFFER_DEFERRED_CONDITION_MAX = 1000;
/** Exclusivity (the listing hidden from other buyers) and due diligence, in days. */
export const OFFER_EXCLUSIVITY_DAYS_MAX = 180;
export const OFFER_DUE_DILIGENCE_DAYS_MAX = 180;
/** Free-text conditions. */
export const OFFER_CONDITIONS_MAX = 5000;
/** How far ahead an offer may stay open (valid until), and a closing date may lie, in days. */
export const OFFER_VALID_MAX_DAYS = 60;
export const OFFER_CLOSING_MAX_DAYS = 730;
/** The typed full name that signs an acceptance. */
export const OFFER_SIGNER_NAME_MIN = 2;
export const OFFER_SIGNER_NAME_MAX = 128;

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_PARTIES = ['buyer', 'seller'] as const;
export type OfferParty = (typeof OFFER_PARTIES)[number];

export const OFFER_INVENTORY = ['included', 'at_cost'] as const;
export type OfferInventory = (typeof OFFER_INVENTORY)[number];

/** A listing's inventory flag (`inventory_included`) as an offer's term; null where the listing does not say. */
export function offerInventoryOf(included: boolean | null | undefined): OfferInventory | null {
  if (included === null || included === undefined) return null;
  return included ? 'included' : 'at_cost';
}

export const OFFER_DEFERRED_KINDS = ['earn_out', 'holdback'] as const;
export type OfferDeferredKind = (typeof OFFER_DEFERRED_KINDS)[number];

/** The terms' fields in the order the form and the letter show them (`changed_fields` names these). */
export const OFFER_TERM_FIELDS = [
  'price',
  'cash_at_closing',
  'seller_financing',
  'deferred',
  'inventory',
  'exclusivity_days',
  'due_diligence_days',
  'target_closing_date',
  'conditions',
  'valid_until',
] as const;
export type OfferTermField = (typeof OFFER_TERM_FIELDS)[number];

/** The letter of intent is binding in these points only (shown on the card and in the PDF). */
export const LOI_BINDING_POINTS = ['confidentiality', 'exclusivity'] as const;

// ——— The due-diligence checklist (issue #30 §3) ———

/** The spec's eleven items (§2 Buying process, 'Perform Due Diligence'), in its order. */
export const DUE_DILIGENCE_ITEMS = [
  'domain',
  'analytics',
  'revenue',
  'email_phone_lists',
  'social_accounts',
  'ad_accounts',
  'marketing_materials',
  'ticket_system',
  'documentation',
  'code_apis',
  'other_services',
] as const;
export type DueDiligenceItem = (typeof DUE_DILIGENCE_ITEMS)[number];

/** open (nobody asked yet) → requested (the buyer) → answered (the seller, with a note) → verified (the buyer). */
export const DUE_DILIGENCE_STATES = ['open', 'requested', 'answered', 'verified'] as const;
export type DueDiligenceState = (typeof DUE_DILIGENCE_STATES)[number];

export const DUE_DILIGENCE_ACTIONS = ['request', 'answer', 'verify'] as const;
export type DueDiligenceAction = (typeof DUE_DILIGENCE_ACTIONS)[number];

/** The seller's answer, and the note a buyer may add to a request. */
export const DUE_DILIGENCE_NOTE_MAX = 2000;
/** Data-room documents one answer may point at (decision 0220). */
export const DUE_DILIGENCE_DOCUMENTS_MAX = 10;
