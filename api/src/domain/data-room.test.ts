import { accessOf, mayOpen, stampText, type AccessFacts } from './data-room';

const now = new Date('2026-06-01T09:00:00Z');
const later = new Date('2026-07-01T09:00:00Z');
const facts = (overrides: Partial<AccessFacts> = {}): AccessFacts => ({
  override: null,
  pro: true,
  listingNda: true,
  ndaAccepted: false,
  buyerId: 7,
  acceptedOffers: [],
  now,
  ...overrides,
});

describe('accessOf', () => {
  it('follows the NDA', () => {
    expect(accessOf(facts())).toMatchObject({ nda: false, loi: false, reason: 'no_nda' });
    expect(accessOf(facts({ ndaAccepted: true }))).toMatchObject({ nda: true, loi: false, reason: 'nda' });
  });

  it('on a listing without an NDA opens nda documents to the buyer in conversation, under the same pauses (0254)', () => {
    const open = facts({ listingNda: false });
    expect(accessOf(open)).toMatchObject({ nda: true, loi: false, reason: 'conversation' });
    expect(accessOf({ ...open, override: 'paused' })).toMatchObject({ nda: false, reason: 'paused' });
    expect(accessOf({ ...open, override: 'revoked' })).toMatchObject({ nda: false, reason: 'revoked' });
    expect(accessOf({ ...open, pro: false })).toMatchObject({ nda: false, reason: 'subscription' });
    const held = accessOf({ ...open, buyerId: 8, acceptedOffers: [{ buyer_id: 7, exclusivity_until: later }] });
    expect(held).toMatchObject({ nda: false, loi: false, reason: 'exclusivity', paused_until: later.toISOString() });
  });

  it("opens loi documents to the accepted offer's buyer only, and pauses the others during its exclusivity", () => {
    const offers = [{ buyer_id: 7, exclusivity_until: later }];
    expect(accessOf(facts({ acceptedOffers: offers }))).toMatchObject({ nda: true, loi: true, reason: 'loi' });
    const other = accessOf(facts({ buyerId: 8, ndaAccepted: true, acceptedOffers: offers }));
    expect(other).toMatchObject({ nda: false, loi: false, reason: 'exclusivity', paused_until: later.toISOString() });
    // After the exclusivity: the NDA again.
    expect(accessOf(facts({ buyerId: 8, ndaAccepted: true, acceptedOffers: offers, now: new Date('2026-07-02T00:00:00Z') }))).toMatchObject({ reason: 'nda' });
  });

  it("puts the seller's override first, and PRO before all", () => {
    const offers = [{ buyer_id: 7, exclusivity_until: later }];
    expect(accessOf(facts({ override: 'paused', acceptedOffers: offers }))).toMatchObject({ nda: false, loi: false, reason: 'paused' });
    expect(accessOf(facts({ override: 'revoked', ndaAccepted: true }))).toMatchObject({ nda: false, reason: 'revoked' });
    expect(accessOf(facts({ override: 'granted', buyerId: 8, acceptedOffers: offers }))).toMatchObject({ nda: true, loi: false, reason: 'granted' });
    expect(accessOf(facts({ pro: false, override: 'granted', ndaAccepted: true }))).toMatchObject({ nda: false, reason: 'subscription' });
  });
});

it('mayOpen and stampText', () => {
  expect(mayOpen({ nda: true, loi: false }, 'nda')).toBe(true);
  expect(mayOpen({ nda: true, loi: false }, 'loi')).toBe(false);
  expect(stampText('Zoë Ωmega\n<z@x.de>')).toBe('Zoë ?mega <z@x.de>');
});
