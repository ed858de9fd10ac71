// The offer form's values and their way to and from the contract's terms (issue #30 §1). Dates are
// picked as days in the reader's time zone: the closing date is sent as that day, valid-until as the
// end of that day.
import type { OfferDeferredKind, OfferInventory, OfferTerms, OfferTermsInput } from '@bizmarkt/shared/contract';

export interface OfferFormValues {
  price: number | null;
  cashAtClosing: number | null;
  financing: boolean;
  financingAmount: number | null;
  financingMonths: number | null;
  financingInterest: number | null;
  deferred: boolean;
  deferredKind: OfferDeferredKind;
  deferredAmount: number | null;
  deferredCondition: string;
  deferredMonths: number | null;
  inventory: OfferInventory;
  exclusivityDays: number | null;
  dueDiligenceDays: number | null;
  closingDate: Date | null;
  validUntil: Date | null;
  conditions: string;
}

const DAY_MS = 86_400_000;

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** What a first offer starts from: the listing's asking price and its inventory term (null: not said). */
export interface ListingTerms {
  price: number | null;
  inventory: OfferInventory | null;
}

/**
 * A first offer: the asking price in cash, the listing's inventory term (included where it does not
 * say), 30 days of exclusivity and due diligence, open a week.
 */
export function defaultValues(listing: ListingTerms, now: Date = new Date()): OfferFormValues {
  const today = startOfDay(now);
  return {
    price: listing.price,
    cashAtClosing: listing.price,
    financing: false,
    financingAmount: null,
    financingMonths: null,
    financingInterest: null,
    deferred: false,
    deferredKind: 'earn_out',
    deferredAmount: null,
    deferredCondition: '',
    deferredMonths: null,
    inventory: listing.inventory ?? 'included',
    exclusivityDays: 30,
    dueDiligenceDays: 30,
    closingDate: new Date(today.getTime() + 60 * DAY_MS),
    validUntil: new Date(today.getTime() + 7 * DAY_MS),
    conditions: '',
  };
}

/** The fields cash at closing is the rest of (the price less seller financing and the deferred payment). */
const REMAINDER_OF: ReadonlySet<keyof OfferFormValues> = new Set(['price', 'financing', 'financingAmount', 'deferred', 'deferredAmount']);

/** Cash at closing as the rest of the price: the price less seller financing and the deferred payment, never below 0. */
export function cashRemainder(values: OfferFormValues): number | null {
  if (values.price === null) return null;
  const financed = values.financing ? (values.financingAmount ?? 0) : 0;
  const deferred = values.deferred ? (values.deferredAmount ?? 0) : 0;
  return Math.max(0, values.price - financed - deferred);
}

/**
 * The values after one field changed. Until the user edits cash at closing itself, it follows the
 * price and the other parts of the payment, so a lower price is not refused for a cash part above it.
 */
export function withChange<K extends keyof OfferFormValues>(values: OfferFormValues, key: K, value: OfferFormValues[K], cashFollows: boolean): OfferFormValues {
  const next = { ...values, [key]: value };
  return cashFollows && REMAINDER_OF.has(key) ? { ...next, cashAtClosing: cashRemainder(next) } : next;
}

function dayText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The values of a version (a counter starts from the terms it answers). */
export function valuesFromTerms(terms: OfferTerms): OfferFormValues {
  const [year, month, day] = terms.target_closing_date.split('-').map(Number);
  return {
    price: terms.price,
    cashAtClosing: terms.cash_at_closing,
    financing: terms.seller_financing !== null,
    financingAmount: terms.seller_financing?.amount ?? null,
    financingMonths: terms.seller_financing?.term_months ?? null,
    financingInterest: terms.seller_financing?.interest_percent ?? null,
    deferred: terms.deferred !== null,
    deferredKind: terms.deferred?.kind ?? 'earn_out',
    deferredAmount: terms.deferred?.amount ?? null,
    deferredCondition: terms.deferred?.condition ?? '',
    deferredMonths: terms.deferred?.period_months ?? null,
    inventory: terms.inventory,
    exclusivityDays: terms.exclusivity_days,
    dueDiligenceDays: terms.due_diligence_days,
    closingDate: new Date(year!, month! - 1, day!),
    validUntil: startOfDay(new Date(terms.valid_until)),
    conditions: terms.conditions,
  };
}

/**
 * The terms to send. Empty fields go as null, so the API's 422 names them; valid-until is the end of
 * the chosen day in the reader's time zone.
 */
export function termsFromValues(values: OfferFormValues): OfferTermsInput {
  const endOfDay = values.validUntil ? new Date(startOfDay(values.validUntil).getTime() + DAY_MS - 60_000) : null;
  // null where the form is empty: the contract's types do not allow it, the API answers 422 on the field.
  const missing = null as unknown as number;
  return {
    price: values.price ?? missing,
    cash_at_closing: values.cashAtClosing ?? missing,
    seller_financing: values.financing
      ? { amount: values.financingAmount ?? missing, term_months: values.financingMonths ?? missing, interest_percent: values.financingInterest ?? missing }
      : null,
    deferred: values.deferred
      ? {
          kind: values.deferredKind,
          amount: values.deferredAmount ?? missing,
          condition: values.deferredCondition,
          period_months: values.deferredMonths ?? missing,
        }
      : null,
    inventory: values.inventory,
    exclusivity_days: values.exclusivityDays ?? missing,
    due_diligence_days: values.dueDiligenceDays ?? missing,
    target_closing_date: values.closingDate ? dayText(values.closingDate) : '',
    conditions: values.conditions,
    valid_until: endOfDay ? endOfDay.toISOString() : '',
  };
}
