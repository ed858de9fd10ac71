// Rules of the billing details form beyond the contract's shapes: the country exists; a VAT number is
// only for an EU billing country, starts with that country's prefix and has its format and check digits.
import type { FastifyInstance } from 'fastify';
import { checkVatNumber, vatPrefixOf, type VatNumberProblem } from '../../billing/vat-number';
import type { Rules } from '../../lib/form-validation';
import type { MessageKey } from '../../lib/messages';

const VAT_MESSAGES: Record<VatNumberProblem, MessageKey> = {
  country_mismatch: 'billing.vat_country_mismatch',
  format: 'billing.vat_format',
  checksum: 'billing.vat_checksum',
  unsupported: 'billing.vat_not_eu',
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function detailsRules(app: FastifyInstance): Rules {
  return async ({ input, passed, wanted, fail }) => {
    const country = text(input.country_code).toUpperCase();
    const countryKnown = passed('country_code') && country.length === 2 && (await app.repositories.geo.countryExists(country));
    if (passed('country_code') && !countryKnown) fail('country_code', 'validation.in');

    const vatNumber = text(input.vat_number);
    if (vatNumber === '' || !passed('vat_number') || !wanted('vat_number')) return;
    // Without a valid country the number cannot be judged; the country's own error says what to fix.
    if (!countryKnown) return;
    if ((await app.billing.catalog.euRate(country)) === null) {
      fail('vat_number', 'billing.vat_not_eu');
      return;
    }
    const check = checkVatNumber(vatNumber, country);
    if (!check.ok) fail('vat_number', VAT_MESSAGES[check.problem], { prefix: vatPrefixOf(country) });
  };
}
