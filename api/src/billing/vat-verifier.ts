// The VatVerifier adapter: after the local check, a VAT number is confirmed by the EU's VIES service
// (VAT_VERIFIER=vies) or, by default and in tests, by a local fake that knows a few unregistered
// numbers (valid check digits, but no such business) so the failure path can be tried.
export type VatVerdict = 'valid' | 'invalid' | 'unavailable';

export interface VatVerifier {
  verify(countryPrefix: string, number: string): Promise<VatVerdict>;
}

/** Check-digit-valid numbers the fake reports as not registered (README: "Billing"). */
export const FAKE_UNREGISTERED_VAT_NUMBERS: ReadonlySet<string> = new Set(['DE100000008', 'ATU00000024', 'FR00000000190']);

export function createFakeVatVerifier(): VatVerifier {
  return {
    async verify(prefix, number) {
      return FAKE_UNREGISTERED_VAT_NUMBERS.has(`${prefix}${number}`) ? 'invalid' : 'valid';
    },
  };
}

const VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/ms';

/** VIES's REST service; unreachable or busy (its member-state back ends go down) → 'unavailable'. */
export function createViesVerifier(fetcher: typeof fetch = fetch, timeoutMs = 8000): VatVerifier {
  return {
    async verify(prefix, number) {
      try {
        const response = await fetcher(`${VIES_URL}/${encodeURIComponent(prefix)}/vat/${encodeURIComponent(number)}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return 'unavailable';
        const body = (await response.json()) as { isValid?: unknown; userError?: unknown };
        if (body.isValid === true) return 'valid';
        if (body.isValid === false && (body.userError === undefined || body.userError === 'INVALID' || body.userError === 'VALID')) {
          return 'invalid';
        }
        return 'unavailable';
      } catch {
        return 'unavailable';
      }
    },
  };
}
