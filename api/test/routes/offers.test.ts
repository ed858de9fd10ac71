// Offers and the letter of intent (issue #30 §1): a buyer offers, the seller counters, the buyer
// accepts by signing; who may act when; the expiry job by a fake clock; what acceptance starts; bad input.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { dialogs, jobs, listings, notifications, offers } from '../../src/db/schema';
import { canonicalTerms } from '../../src/domain/offers';
import { FakeClock } from '../helpers/clock';
import { createUser, loggedIn } from '../helpers/accounts';
import { insertListing, mailsOf, runJobs } from '../helpers/listing-lifecycle';
import { drawnText } from '../helpers/pdf-text';
import { messagingWorld, sendText, type MessagingWorld, type Party } from '../helpers/messaging';
import { offerTermsAt } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

const DAY_MS = 86_400_000;
const clock = new FakeClock(new Date('2026-06-01T09:00:00Z'));
const t = useTestApp({ clock });
let w: MessagingWorld;
let second: Party;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
  const user = await createUser(t.database, { subscription: 'active', name: 'Sam', last_name: 'Second' });
  second = { user, client: await loggedIn(t.app, user.email) };
});

const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY_MS);

function terms(overrides: Record<string, unknown> = {}) {
  return offerTermsAt(clock.now(), {
    cash_at_closing: 150_000,
    seller_financing: { amount: 30_000, term_months: 24, interest_percent: 5.5 },
    deferred: { kind: 'earn_out', amount: 20_000, condition: 'Revenue stays above $40k a month', period_months: 12 },
    conditions: 'Supplier contracts transfer with the business.',
    ...overrides,
  });
}

/** A fresh listing of the seller and the buyer's dialog about it (a first message opens it). */
async function dialogAbout(buyer: Party, listingId?: number): Promise<{ listingId: number; dialogId: number }> {
  const id = listingId ?? (await insertListing(t.database, w.seller.user.id, { name: 'Kitchen knives brand', price: 220_000 }));
  const sent = await sendText(buyer.client, id, 'Is it still available?');
  expect(sent.statusCode).toBe(201);
  return { listingId: id, dialogId: sent.json().message.dialog_id };
}

const makeOffer = (buyer: Party, dialogId: number, body: Record<string, unknown> = { terms: terms() }) =>
  buyer.client.request({ method: 'POST', url: `/api/dialogs/${dialogId}/offers`, payload: body });

describe('offers', () => {
  it('buyer offers, seller counters (changes marked), buyer accepts by signing: versions kept, exclusivity and due diligence start', async () => {
    const { listingId, dialogId } = await dialogAbout(w.pro);
    const other = await dialogAbout(second, listingId);

    const made = await makeOffer(w.pro, dialogId);
    expect(made.statusCode).toBe(201);
    const offer = made.json();
    expect(offer).toMatchObject({ status: 'open', turn: 'seller', viewer: 'buyer', current_version: 1, signature: null });
    expect(offer.versions).toHaveLength(1);
    expect(offer.versions[0]).toMatchObject({ version: 1, author: 'buyer', changed_fields: [] });
    expect(JSON.stringify(offer)).not.toContain(String(w.pro.user.email));
    // The seller is told in the app and by mail.
    expect(
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.user_id, w.seller.user.id), eq(notifications.type, 'offer-received')))
      ).length,
    ).toBe(1);
    expect(await mailsOf(t.database, w.seller.user.id, 'offer-received')).toHaveLength(1);

    // One open offer per dialog.
    expect((await makeOffer(w.pro, dialogId)).statusCode).toBe(409);
    // Not the buyer's turn.
    expect(
      (await w.pro.client.request({ method: 'POST', url: `/api/offers/${offer.id}/accept`, payload: { version: 1, signer_name: 'Paula Pro' } })).statusCode,
    ).toBe(403);

    const countered = await w.seller.client.request({
      method: 'POST',
      url: `/api/offers/${offer.id}/counter`,
      payload: { version: 1, terms: terms({ price: 215_000, cash_at_closing: 165_000, exclusivity_days: 21 }) },
    });
    expect(countered.statusCode).toBe(201);
    expect(countered.json()).toMatchObject({ status: 'open', turn: 'buyer', viewer: 'seller', current_version: 2 });
    expect(countered.json().versions[1]).toMatchObject({ version: 2, author: 'seller', changed_fields: ['price', 'cash_at_closing', 'exclusivity_days'] });
    expect(countered.json().versions[0].terms.price).toBe(200_000);
    expect(await mailsOf(t.database, w.pro.user.id, 'offer-countered')).toHaveLength(1);

    // A stale version is refused; the seller cannot answer her own counter.
    expect(
      (await w.pro.client.request({ method: 'POST', url: `/api/offers/${offer.id}/accept`, payload: { version: 1, signer_name: 'Paula Pro' } })).statusCode,
    ).toBe(409);
    expect((await w.seller.client.request({ method: 'POST', url: `/api/offers/${offer.id}/decline`, payload: { version: 2 } })).statusCode).toBe(403);

    // Signing: the account's own full name only.
    const wrongName = await w.pro.client.request({
      method: 'POST',
      url: `/api/offers/${offer.id}/accept`,
      payload: { version: 2, signer_name: 'Somebody Else' },
    });
    expect(wrongName.statusCode).toBe(422);
    expect(Object.keys(wrongName.json().errors)).toEqual(['signer_name']);

    const accepted = await w.pro.client.request({
      method: 'POST',
      url: `/api/offers/${offer.id}/accept`,
      payload: { version: 2, signer_name: '  paula   PRO ' },
      headers: { 'user-agent': 'JestBrowser/1.0' },
    });
    expect(accepted.statusCode).toBe(200);
    const signed = accepted.json();
    const version2 = countered.json().versions[1].terms;
    expect(signed).toMatchObject({ status: 'accepted', turn: null, signature: { signer: 'buyer', signer_name: 'paula PRO', version: 2 } });
    expect(signed.exclusivity_until).toBe(new Date(clock.now().getTime() + 21 * DAY_MS).toISOString());

    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ status: 'accepted', signer_id: w.pro.user.id, signed_version: 2, user_agent: 'JestBrowser/1.0' });
    expect(row!.ip).not.toBe('');
    const expectedSha = createHash('sha256').update(canonicalTerms(version2), 'utf8').digest('hex');
    expect(row!.terms_sha256).toBe(expectedSha);
    expect(signed.signature.terms_sha256).toBe(expectedSha);

    // The signed letter, in the reader's language, to the two parties only.
    const letter = await w.seller.client.request({ url: `/api/offers/${offer.id}/letter-of-intent?lang=de` });
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    const german = drawnText(letter.rawPayload);
    expect(german).toContain('Absichtserklärung');
    expect(german).toMatch(/nicht bindend, mit Ausnahme der Vertraulichkeit und der Exklusivität/);
    expect(german).toContain('Kitchen knives brand');
    expect(german).toContain('paula PRO');
    expect(german).toContain('Fassung 2');
    expect(german).toMatch(/215\.000\s\$/);
    expect(german.replace(/\s/g, '')).toContain(expectedSha);
    const english = drawnText((await w.pro.client.request({ url: `/api/offers/${offer.id}/letter-of-intent` })).rawPayload);
    expect(english).toMatch(/not binding, except for its confidentiality and exclusivity/);
    expect(english).toContain('Sina Seller');
    expect((await w.stranger.client.request({ url: `/api/offers/${offer.id}/letter-of-intent` })).statusCode).toBe(403);

    // Exclusivity: the listing hidden for the agreed days; both sides at due diligence (step 2).
    const [listing] = await t.database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing).toMatchObject({ status: 'hidden', hide_for_x_days: 21 });
    const [dialog] = await t.database.db.select().from(dialogs).where(eq(dialogs.id, dialogId));
    expect(dialog).toMatchObject({ buyer_step: 2, seller_step: 2 });
    // The other buyer is told it is under offer, without a word of who.
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, second.user.id), eq(notifications.type, 'listing-under-offer')));
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ business_id: listingId, dialog_id: other.dialogId, days: 21 });
    expect(JSON.stringify(told[0]!.data)).not.toMatch(/Paula|Pro\b/);
    expect(await mailsOf(t.database, w.seller.user.id, 'offer-accepted')).toHaveLength(1);
    // And cannot make an offer of their own meanwhile.
    expect((await makeOffer(second, other.dialogId)).statusCode).toBe(409);

    // Both parties read every version; a closed offer takes no more answers.
    const listed = await w.seller.client.request({ url: `/api/dialogs/${dialogId}/offers` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data[0]).toMatchObject({ id: offer.id, status: 'accepted', viewer: 'seller' });
    expect(listed.json().data[0].versions).toHaveLength(2);
    expect((await w.seller.client.request({ method: 'POST', url: `/api/offers/${offer.id}/decline`, payload: { version: 2 } })).statusCode).toBe(409);
  });

  it('lets the buyer counter a counter and the seller decline; refuses strangers, sellers making offers, and free buyers', async () => {
    const { dialogId } = await dialogAbout(w.pro);
    const offer = (await makeOffer(w.pro, dialogId)).json();
    const stranger = await w.stranger.client.request({ method: 'POST', url: `/api/offers/${offer.id}/decline`, payload: { version: 1 } });
    expect(stranger.statusCode).toBe(403);
    expect((await w.stranger.client.request({ url: `/api/dialogs/${dialogId}/offers` })).statusCode).toBe(403);
    expect((await w.stranger.client.request({ url: '/api/dialogs/2147483000/offers' })).statusCode).toBe(404);
    expect((await w.stranger.client.request({ method: 'POST', url: '/api/offers/2147483000/decline', payload: { version: 1 } })).statusCode).toBe(403);
    // The seller does not make offers (PRO or not): 403.
    expect((await makeOffer(w.seller, dialogId)).statusCode).toBe(403);

    const v2 = await w.seller.client.request({
      method: 'POST',
      url: `/api/offers/${offer.id}/counter`,
      payload: { version: 1, terms: terms({ price: 230_000 }) },
    });
    expect(v2.statusCode).toBe(201);
    const v3 = await w.pro.client.request({
      method: 'POST',
      url: `/api/offers/${offer.id}/counter`,
      payload: { version: 2, terms: terms({ price: 210_000, inventory: 'included' }) },
    });
    expect(v3.statusCode).toBe(201);
    expect(v3.json().versions.map((v: { author: string; changed_fields: string[] }) => [v.author, v.changed_fields])).toEqual([
      ['buyer', []],
      ['seller', ['price']],
      ['buyer', ['price', 'inventory']],
    ]);
    // No letter before an acceptance.
    expect((await w.pro.client.request({ url: `/api/offers/${offer.id}/letter-of-intent` })).statusCode).toBe(404);
    const declined = await w.seller.client.request({ method: 'POST', url: `/api/offers/${offer.id}/decline`, payload: { version: 3 } });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', turn: null });
    expect(await mailsOf(t.database, w.pro.user.id, 'offer-declined')).toHaveLength(1);
    // Declined: a new offer may follow.
    expect((await makeOffer(w.pro, dialogId)).statusCode).toBe(201);

    // A free buyer cannot offer (PRO, as messaging).
    const free = await w.free.client.request({ method: 'POST', url: `/api/dialogs/${dialogId}/offers`, payload: { terms: terms() } });
    expect(free.statusCode).toBe(403);
  });

  it('asks for the accepted NDA where the listing has one', async () => {
    const { dialogId } = await dialogAbout(w.pro, w.ndaListingId);
    const refused = await makeOffer(w.pro, dialogId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/NDA/);
  });

  it('expires at its valid-until by the jobs table, tells both sides, and refuses answers after', async () => {
    const { dialogId } = await dialogAbout(w.pro);
    const offer = (await makeOffer(w.pro, dialogId, { terms: terms({ valid_until: inDays(2).toISOString() }) })).json();
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'offer-expire'));
    expect(queued.some((job) => (job.payload as { offer_id: number }).offer_id === offer.id)).toBe(true);

    clock.advanceDays(1);
    await runJobs(t.app);
    expect((await t.database.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.status).toBe('open');

    clock.advanceDays(1.5);
    await runJobs(t.app);
    expect((await t.database.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.status).toBe('expired');
    expect(await mailsOf(t.database, w.pro.user.id, 'offer-expired')).toHaveLength(1);
    expect(await mailsOf(t.database, w.seller.user.id, 'offer-expired')).toHaveLength(1);

    const late = await w.seller.client.request({ method: 'POST', url: `/api/offers/${offer.id}/accept`, payload: { version: 1, signer_name: 'Sina Seller' } });
    expect(late.statusCode).toBe(409);
  });

  it('refuses to accept an offer past its valid-until even before the job ran', async () => {
    const { dialogId } = await dialogAbout(w.pro);
    const offer = (await makeOffer(w.pro, dialogId, { terms: terms({ valid_until: inDays(1).toISOString() }) })).json();
    clock.advanceDays(2);
    const late = await w.seller.client.request({ method: 'POST', url: `/api/offers/${offer.id}/accept`, payload: { version: 1, signer_name: 'Sina Seller' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/expired/);
    expect((await t.database.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.status).toBe('expired');
  });

  it('answers bad input with 422 per field', async () => {
    const { dialogId } = await dialogAbout(w.pro);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ price: 0 }, 'terms.price'],
      [{ cash_at_closing: 190_000 }, 'terms.cash_at_closing'],
      [{ valid_until: new Date(clock.now().getTime() - 60_000).toISOString() }, 'terms.valid_until'],
      [{ valid_until: inDays(90).toISOString() }, 'terms.valid_until'],
      [{ target_closing_date: clock.now().toISOString().slice(0, 10) }, 'terms.target_closing_date'],
      [{ target_closing_date: '2026-02-30' }, 'terms.target_closing_date'],
      [{ exclusivity_days: 0 }, 'terms.exclusivity_days'],
      [{ seller_financing: { amount: 10, term_months: 0, interest_percent: 3 } }, 'terms.seller_financing.term_months'],
      [{ deferred: { kind: 'bonus', amount: 10, condition: 'x', period_months: 3 } }, 'terms.deferred.kind'],
      [{ inventory: 'maybe' }, 'terms.inventory'],
    ];
    for (const [override, field] of cases) {
      const response = await makeOffer(w.pro, dialogId, { terms: terms(override) });
      expect([response.statusCode, Object.keys(response.json().errors ?? {})]).toEqual([422, [field]]);
    }
    const german = await w.pro.client.request({
      method: 'POST',
      url: `/api/dialogs/${dialogId}/offers`,
      payload: { terms: terms({ cash_at_closing: 190_000 }) },
      headers: { 'x-lang': 'de' },
    });
    expect(german.json().errors['terms.cash_at_closing'][0]).toMatch(/Preis/);
    expect((await makeOffer(w.pro, dialogId, {})).statusCode).toBe(422);
    // No offer was written by any of these.
    expect(await t.database.db.select().from(offers).where(eq(offers.dialog_id, dialogId))).toEqual([]);
  });
});
