// Showing money of the billing contract (billing.ts holds its schemas), apart from the schemas so that
// a price on a page bundles no zod. Type imports only (the contract's `zod-free.test.ts`).
import type { Currency } from './billing';
import { numberFormat } from '../i18n/intl';

/** Minor units → a localised amount, e.g. (1900, 'EUR', 'de') → '19,00 €'. */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}
