// Billing details and EU VAT: field errors (422) for the VAT number per country (format, check digits,
// prefix, EU only), verification through the VatVerifier (success/failure notifications), and the
// VAT applied: consumer rate, reverse charge for an EU business, none outside the EU.
import { BILLING_PATHS, type BillingResponse, type PlansResponse } from '@bizmarkt/shared/contract';
import { billingOf, buyer, notificationTypes, upgrade, useBillingApp } from '../helpers/billing';
import { TestClient } from '../helpers/client';

const t = useBillingApp();

const ADDRESS = { name: 'Anna Example', company: 'Example GmbH', address_line1: 'Ring 1', postal_code: '1010', city: 'Wien', country_code: 'AT' };

function saveDetails(client: TestClient, fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  return client.request({ method: 'PUT', url: BILLING_PATHS.details, payload: fields, headers });
}

describe('PUT /api/billing/details', () => {
  it('answers 422 with field errors: required fields, unknown country, VAT number format, check digits, prefix, EU only', async () => {
    const { client } = await buyer(t);
    const empty = await saveDetails(client, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['address_line1', 'city', 'country_code', 'name', 'postal_code']);
    // The invoice's name is the whole name, not the profile's first name.
    expect(empty.json().errors.name).toEqual(['The name field is required.']);
    const germanName = await saveDetails(client, { ...ADDRESS, name: ' ' }, { 'x-lang': 'de' });
    expect(germanName.json().errors).toEqual({ name: ['Name muss ausgefüllt werden.'] });

    const cases: [string, string, string][] = [
      ['AT', 'ATU1234', 'does not have the format'],
      ['DE', 'DE136695977', 'check digits'],
      ['FR', 'DE136695976', 'must start with the country code of your billing address (FR)'],
      ['US', 'US123456789', 'only be given for a billing address in the EU'],
      ['IT', 'IT00743110158', 'check digits'],
      ['ES', 'ESA28015866', 'check digits'],
      ['NL', 'NL004495446B01', 'check digits'],
      ['BE', 'BE0411905848', 'check digits'],
      ['PL', 'PL5260250994', 'check digits'],
    ];
    for (const [country, vat, message] of cases) {
      const response = await saveDetails(client, { ...ADDRESS, country_code: country, vat_number: vat });
      expect([country, response.statusCode]).toEqual([country, 422]);
      expect(Object.keys(response.json().errors)).toEqual(['vat_number']);
      expect(response.json().errors.vat_number[0]).toContain(message);
    }
    const unknownCountry = await saveDetails(client, { ...ADDRESS, country_code: 'XX' });
    expect(Object.keys(unknownCountry.json().errors)).toEqual(['country_code']);
    const german = await saveDetails(client, { ...ADDRESS, vat_number: 'ATU1234' }, { 'x-lang': 'de' });
    expect(german.json().errors.vat_number[0]).toBe('Die USt-IdNr. hat nicht das in diesem Land übliche Format.');
    // Precognition: only the asked field is judged, nothing is saved.
    const precog = await client.request({
      method: 'PUT',
      url: BILLING_PATHS.details,
      payload: { vat_number: 'ATU1234', country_code: 'AT' },
      headers: { precognition: 'true', 'precognition-validate-only': 'vat_number' },
    });
    expect(precog.statusCode).toBe(422);
    expect(Object.keys(precog.json().errors)).toEqual(['vat_number']);
    expect((await billingOf(client)).billing_details).toBeNull();
  });

  it('accepts valid numbers of DE, AT, FR, IT, ES, NL, BE, PL and Greece (EL), normalised', async () => {
    const { client } = await buyer(t);
    const valid: [string, string][] = [
      ['DE', 'DE 136 695 976'],
      ['FR', 'FR40303265045'],
      ['IT', 'IT00743110157'],
      ['ES', 'ESA28015865'],
      ['NL', 'NL004495445B01'],
      ['BE', 'BE0411905847'],
      ['PL', 'PL5260250995'],
      ['GR', 'EL094259216'],
      ['AT', 'ATU13585627'],
    ];
    for (const [country, vat] of valid) {
      const response = await saveDetails(client, { ...ADDRESS, country_code: country, vat_number: vat });
      expect(response.statusCode).toBe(200);
      expect((response.json() as BillingResponse).billing_details?.vat_number).toBe(vat.replace(/\s/g, ''));
    }
  });

  it('a verified EU business number gives the reverse charge (success notice; the invoice says so)', async () => {
    const { user, client } = await buyer(t, { country_code: 'AT' });
    const saved = await saveDetails(client, { ...ADDRESS, vat_number: 'ATU13585627' });
    expect(saved.json()).toMatchObject({
      vat: { status: 'valid' },
      vat_treatment: { treatment: 'reverse_charge', rate: 0, country_code: 'AT' },
    });
    expect(await notificationTypes(t.database, user.id)).toEqual(['tax-verification-success']);
    const plans = (await client.request({ url: BILLING_PATHS.plans })).json() as PlansResponse;
    expect(plans.vat.treatment).toBe('reverse_charge');

    await upgrade(t, client);
    const [invoice] = (await billingOf(client)).invoices;
    expect(invoice).toMatchObject({ reverse_charge: true, vat_rate: 0, vat_amount: 0, net_amount: 2700, gross_amount: 2700 });
  });

  it('an unregistered number: tax-verification-failed and the consumer rate applies', async () => {
    const { user, client } = await buyer(t);
    const saved = await saveDetails(client, { ...ADDRESS, vat_number: 'ATU00000024' });
    expect(saved.json()).toMatchObject({ vat: { status: 'invalid' }, vat_treatment: { treatment: 'standard', rate: 20 } });
    expect(await notificationTypes(t.database, user.id)).toEqual(['tax-verification-failed']);
    expect(t.mails.some((mail) => mail.userId === user.id && (mail.data as { type: string }).type === 'tax-verification-failed')).toBe(true);
    await upgrade(t, client);
    expect((await billingOf(client)).invoices[0]).toMatchObject({ reverse_charge: false, vat_rate: 20, vat_amount: 540, gross_amount: 3240 });
  });

  it("a business in the seller's own country pays its VAT (no cross-border reverse charge); outside the EU no VAT", async () => {
    const german = await buyer(t, { country_code: 'DE' });
    const saved = await saveDetails(german.client, { ...ADDRESS, country_code: 'DE', city: 'Berlin', postal_code: '10115', vat_number: 'DE136695976' });
    expect(saved.json()).toMatchObject({ vat: { status: 'valid' }, vat_treatment: { treatment: 'standard', rate: 19 } });

    const american = await buyer(t, { country_code: 'US' });
    await saveDetails(american.client, { ...ADDRESS, country_code: 'US', city: 'Austin', postal_code: '73301', company: null });
    await upgrade(t, american.client, 'pro_monthly', 'USD');
    expect((await billingOf(american.client)).invoices[0]).toMatchObject({
      vat_rate: 0,
      vat_amount: 0,
      gross_amount: 2900,
      currency: 'USD',
      reverse_charge: false,
    });
  });
});
