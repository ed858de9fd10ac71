// EU VAT on a PRO subscription (an electronically supplied service, taxed where the customer is):
// an EU consumer pays their country's standard rate; an EU business with a verified VAT number in
// another member state than the seller's gets the reverse charge (0 %, the invoice says so); a business
// in the seller's own country pays the seller's rate (the reverse charge is only cross-border);
// customers outside the EU pay no VAT. Rates come from the vat_rates table.
import type { VatTreatment } from '@bizmarkt/shared/contract';

export interface VatCase {
  treatment: VatTreatment;
  /** Percent; null only when the treatment is unknown. */
  rate: number | null;
}

export interface VatInput {
  /** The customer's country; null when unknown (a visitor). */
  countryCode: string | null;
  /** The country's standard rate when it is an EU member state, else null. */
  euRate: number | null;
  /** True when the VAT number was verified (VIES or the local fake). */
  vatNumberValid: boolean;
  sellerCountry: string;
}

export function vatCase(input: VatInput): VatCase {
  if (input.countryCode === null) return { treatment: 'unknown', rate: null };
  if (input.euRate === null) return { treatment: 'none', rate: 0 };
  if (input.vatNumberValid && input.countryCode !== input.sellerCountry) return { treatment: 'reverse_charge', rate: 0 };
  return { treatment: 'standard', rate: input.euRate };
}

/** VAT on a net amount in minor units, rounded half up to the cent. */
export function vatOn(net: number, rate: number): number {
  return Math.round((net * rate) / 100);
}

export function withVat(net: number, rate: number | null): { vat: number | null; gross: number } {
  if (rate === null) return { vat: null, gross: net };
  const vat = vatOn(net, rate);
  return { vat, gross: net + vat };
}

/** Splits what was charged into net and VAT (the provider reports the gross it collected). */
export function splitGross(gross: number, rate: number): { net: number; vat: number } {
  const net = Math.round((gross * 100) / (100 + rate));
  return { net, vat: gross - net };
}
