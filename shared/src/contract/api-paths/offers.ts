// API paths: offers and the letter of intent (schemas: ../offers.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).
import { apiPath, type RoutesOf } from './path';

export const OFFER_PATHS = {
  /** GET → `OffersResponse`; POST `CreateOfferRequest` → 201 `Offer` (the dialog's buyer). */
  dialogOffers: apiPath('/api/dialogs/:id/offers'),
  /** POST `CounterOfferRequest` → 201 `Offer`. */
  counter: apiPath('/api/offers/:id/counter'),
  /** POST `AcceptOfferRequest` → `Offer`. */
  accept: apiPath('/api/offers/:id/accept'),
  /** POST `DeclineOfferRequest` → `Offer`. */
  decline: apiPath('/api/offers/:id/decline'),
  /** GET `?lang=en|de` → the signed letter of intent (PDF) of an accepted offer; a link, not fetch JSON. */
  letter: apiPath('/api/offers/:id/letter-of-intent'),
  /** GET → `ChecklistResponse`: the dialog's due-diligence checklist (issue #30 §3). */
  checklist: apiPath('/api/dialogs/:id/checklist'),
  /** POST `ChecklistActionRequest` → `ChecklistItem`. */
  checklistItem: apiPath('/api/dialogs/:id/checklist/:item'),
} as const;

/** What each path serves (the API reference's summaries). */
export const OFFER_ENDPOINTS: RoutesOf<typeof OFFER_PATHS> = {
  dialogOffers: {
    GET: "The dialog's offers, newest first, each with every version (the two parties only).",
    POST: "`{ terms }` → 201 the offer: the dialog's buyer only (PRO; the listing's NDA accepted where it has one); 409 while one is open.",
  },
  counter: { POST: '`{ version, terms }` → 201 the offer with a new version: the party whose turn it is (403 otherwise); 409 stale, closed or expired.' },
  accept: {
    POST: "`{ version, signer_name }` → the accepted offer, signed (name as the account's, time, IP, version, SHA-256 of the terms); exclusivity starts.",
  },
  decline: { POST: '`{ version }` → the declined offer: the party whose turn it is.' },
  checklist: { GET: "The dialog's due-diligence checklist: the spec's eleven items, each open, requested, answered or verified, and the progress." },
  checklistItem: {
    POST: '`{ action: request|verify }` (the buyer) or `{ action: answer, note }` (the seller) → the item; 409 when the item is not in the state the action needs.',
  },
  letter: { GET: "The signed letter of intent as a PDF in `?lang=` (else the reader's language), to the two parties only; 404 until accepted." },
};
