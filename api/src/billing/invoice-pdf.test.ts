import type { InvoiceRow } from '../db/schema';
import { drawnText } from '../../test/helpers/pdf-text';
import { renderInvoicePdf } from './invoice-pdf';

const invoice: InvoiceRow = {
  id: 7,
  user_id: 1,
  number: '2026-000042',
  year: 2026,
  sequence: 42,
  issued_at: new Date('2026-03-10T09:00:00Z'),
  provider_payment_id: 'in_1',
  plan_id: 'pro_yearly',
  period_start: new Date('2026-03-10T09:00:00Z'),
  period_end: new Date('2027-03-10T09:00:00Z'),
  currency: 'EUR',
  net_amount: 27000,
  vat_rate: 0,
  vat_amount: 0,
  gross_amount: 27000,
  vat_treatment: 'reverse_charge',
  seller: { name: 'Bizmarkt GmbH', address_line1: 'Friedrichstraße 123', postal_code: '10117', city: 'Berlin', country_code: 'DE', vat_number: 'DE136695976' },
  buyer: {
    name: 'Anna Example',
    company: 'Example GmbH',
    address_line1: 'Ring 1',
    postal_code: '1010',
    city: 'Wien',
    country_code: 'AT',
    vat_number: 'ATU13585627',
  },
  locale: 'de',
  status: 'paid',
  refunded_amount: 0,
  pdf_key: null,
  created_at: new Date('2026-03-10T09:00:00Z'),
};

describe('invoice PDF', () => {
  it("is written in the customer's language and states the reverse charge", async () => {
    const text = drawnText(await renderInvoicePdf(invoice));
    expect(text).toContain('Rechnung 2026-000042');
    expect(text).toContain('USt-IdNr.: ATU13585627');
    expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(text).toMatch(/270,00\s€/);
  });

  it('in English with VAT', async () => {
    const text = drawnText(
      await renderInvoicePdf({ ...invoice, locale: 'en', vat_treatment: 'standard', vat_rate: 20, vat_amount: 5400, gross_amount: 32400 }),
    );
    expect(text).toContain('Invoice 2026-000042');
    expect(text).toContain('VAT 20 %');
    expect(text).toContain('€324.00');
    expect(text).not.toContain('Reverse charge');
  });
});
