import { drawnText } from '../../test/helpers/pdf-text';
import type { OfferWithVersions } from '../repositories/offers';
import { renderLoiPdf, winAnsi } from './loi-pdf';

const signedAt = new Date('2026-06-02T10:30:00Z');
const offer: OfferWithVersions = {
  id: 9,
  dialog_id: 3,
  business_id: 4,
  status: 'accepted',
  turn: 'seller',
  current_version: 1,
  valid_until: new Date('2026-06-05T10:00:00Z'),
  signer_id: 2,
  signer_party: 'seller',
  signer_name: 'Sina Seller',
  ip: '203.0.113.9',
  user_agent: 'Test',
  signed_version: 1,
  terms_sha256: 'ab'.repeat(32),
  signed_at: signedAt,
  exclusivity_until: new Date('2026-07-02T10:30:00Z'),
  closed_at: signedAt,
  closed_by_id: 2,
  created_at: new Date('2026-06-01T10:00:00Z'),
  versions: [
    {
      id: 1,
      offer_id: 9,
      version: 1,
      author_id: 1,
      author_party: 'buyer',
      terms: {
        price: 100_000,
        cash_at_closing: 80_000,
        seller_financing: null,
        deferred: { kind: 'holdback', amount: 20_000, condition: 'Account health stays green 🚀', period_months: 6 },
        inventory: 'included',
        exclusivity_days: 30,
        due_diligence_days: 20,
        target_closing_date: '2026-08-01',
        conditions: 'Übergabe der Lieferantenverträge. '.repeat(200),
        valid_until: '2026-06-05T10:00:00.000Z',
      },
      changed_fields: [],
      created_at: new Date('2026-06-01T10:00:00Z'),
    },
  ],
};

describe('letter of intent PDF', () => {
  it('draws text outside WinAnsi as "?" and wraps long conditions onto further pages', async () => {
    expect(winAnsi('Grüße €5 🚀 – 株')).toBe('Grüße €5 ? – ?');
    const pdf = await renderLoiPdf({ offer, lang: 'de', listingName: 'Küchenmesser GmbH', buyerName: 'Paula Pro', sellerName: 'Sina Seller' });
    const text = drawnText(pdf).replace(/\n/g, ' ');
    expect(text).toContain('Einbehalt auf Treuhandkonto');
    expect(text).toContain('Account health stays green ?');
    expect(text).toContain('Seite 2 von');
    expect(text).toContain('IP-Adresse: 203.0.113.9');
  });

  it('names a masked seller only as the seller, without her address', async () => {
    const text = drawnText(await renderLoiPdf({ offer, lang: 'en', listingName: 'Knives', buyerName: 'Paula Pro', sellerName: null }));
    expect(text).not.toContain('Sina');
    expect(text).not.toContain('203.0.113.9');
    expect(text).toContain('Accepted and signed by The seller of the listing (Seller)');
  });
});
