// Local check of an EU VAT number: its prefix names the billing country (Greece: EL), and its format
// and check digits are right for that country (jsvat's per-country rules). Only a number that passes
// is asked of the VAT service (VIES).
import { checkVAT, countries, type Country } from 'jsvat';

export type VatNumberProblem = 'country_mismatch' | 'format' | 'checksum' | 'unsupported';
export type VatNumberCheck = { ok: true; number: string } | { ok: false; problem: VatNumberProblem };

/** The prefix a country's VAT numbers carry (ISO code, except Greece). */
export function vatPrefixOf(countryCode: string): string {
  return countryCode === 'GR' ? 'EL' : countryCode;
}

function rulesOf(countryCode: string): Country | undefined {
  // `codes` holds the ISO alpha-2, alpha-3 and numeric codes (Greece: GR, GRC, 300).
  return countries.find((country) => country.codes[0] === countryCode);
}

/** Upper case without spaces, dots and dashes. */
export function normaliseVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export function checkVatNumber(value: string, countryCode: string): VatNumberCheck {
  const number = normaliseVatNumber(value);
  if (!number.startsWith(vatPrefixOf(countryCode))) return { ok: false, problem: 'country_mismatch' };
  const rules = rulesOf(countryCode);
  if (!rules) return { ok: false, problem: 'unsupported' };
  const result = checkVAT(number, [rules]);
  if (!result.isValidFormat) return { ok: false, problem: 'format' };
  if (!result.isValid) return { ok: false, problem: 'checksum' };
  return { ok: true, number };
}
