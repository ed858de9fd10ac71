// Who the buyer is for VAT and on the invoice: the billing details when given, else the profile's
// name and country. Reads through the given database or transaction.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { billingDetails, users, vatRates, type BillingDetailsRow } from '../db/schema';
import { vatCase, type VatCase } from './vat';

export interface Buyer {
  userId: number;
  email: string;
  /** The profile's full name: the invoice's name when no billing details name one. */
  name: string | null;
  locale: 'en' | 'de';
  details: BillingDetailsRow | null;
  countryCode: string | null;
  vat: VatCase;
}

export async function euRateIn(db: Db, countryCode: string | null): Promise<number | null> {
  if (!countryCode) return null;
  const [row] = await db.select({ rate: vatRates.rate }).from(vatRates).where(eq(vatRates.country_code, countryCode));
  return row ? Number(row.rate) : null;
}

export async function buyerOf(db: Db, userId: number, sellerCountry: string): Promise<Buyer | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [details] = await db.select().from(billingDetails).where(eq(billingDetails.user_id, userId));
  const countryCode = details?.country_code ?? user.country_code ?? null;
  const vat = vatCase({
    countryCode,
    euRate: await euRateIn(db, countryCode),
    vatNumberValid: details?.vat_status === 'valid',
    sellerCountry,
  });
  return {
    userId,
    email: user.email,
    name: [user.name, user.last_name].filter(Boolean).join(' ') || null,
    locale: user.locale === 'de' ? 'de' : 'en',
    details: details ?? null,
    countryCode,
    vat,
  };
}

/**
 * The buyer block printed on an invoice (as it was at issue time): the billing details, else the
 * profile's name (never the email address in place of a name) and country.
 */
export function invoiceBuyer(buyer: Buyer): Record<string, string | null> {
  const details = buyer.details;
  return {
    name: details?.name ?? buyer.name ?? buyer.email,
    company: details?.company ?? null,
    address_line1: details?.address_line1 ?? null,
    address_line2: details?.address_line2 ?? null,
    postal_code: details?.postal_code ?? null,
    city: details?.city ?? null,
    country_code: buyer.countryCode,
    vat_number: buyer.vat.treatment === 'reverse_charge' ? (details?.vat_number ?? null) : null,
    email: buyer.email,
  };
}
