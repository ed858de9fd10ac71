import { BILLING_PATHS, type BillingDetails, type BillingDetailsRequest } from '@bizmarkt/shared/contract';

/** `PUT /api/billing/details` (Precognition supported) → the new `BillingResponse`; 422 under the fields. */
export const BILLING_DETAILS_URL = BILLING_PATHS.details;

/** What the form edits: every field a string, '' for an empty optional one (the API stores null). */
export type BillingDetailsDraft = { [K in keyof Required<BillingDetailsRequest>]: string };

/** The form starts from the saved details, else from the user's profile (name and country). */
export function draftFrom(details: BillingDetails | null, fallback: { name: string; country_code: string | null }): BillingDetailsDraft {
  return {
    name: details?.name ?? fallback.name,
    company: details?.company ?? '',
    address_line1: details?.address_line1 ?? '',
    address_line2: details?.address_line2 ?? '',
    postal_code: details?.postal_code ?? '',
    city: details?.city ?? '',
    country_code: details?.country_code ?? fallback.country_code ?? '',
    vat_number: details?.vat_number ?? '',
  };
}
