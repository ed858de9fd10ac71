// Offer and checklist events on the stream (issue #30 §1, §3, §4; decision 0209): every write of an
// offer (made, countered, accepted, declined, expired — the expiry job too) and of the checklist tells
// both parties' open streams at once, from whichever instance took it; a stranger hears nothing, and an
// event names nobody (ids and a topic only: a masked seller stays masked).
import type { FastifyInstance } from 'fastify';
import type { StreamEvent } from '@bizmarkt/shared/contract';
import { FakeClock } from '../helpers/clock';
import type { TestClient } from '../helpers/client';
import { currentLeg } from '../helpers/database';
import { insertListing, runJobs } from '../helpers/listing-lifecycle';
import { messagingWorld, sendText, type MessagingWorld } from '../helpers/messaging';
import { offerTermsAt } from '../helpers/offers';
import { openStream, type OpenStream } from '../helpers/stream';
import { createPeerApp, useTestApp } from '../helpers/test-app';

const DAY_MS = 86_400_000;
const clock = new FakeClock(new Date('2026-06-01T09:00:00Z'));
const t = useTestApp({ clock });
const onPostgres = currentLeg() === 'postgres';
let w: MessagingWorld;
const open: OpenStream[] = [];

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function streamOf(client: TestClient, app: FastifyInstance = t.app): Promise<OpenStream> {
  const stream = await openStream(app, client);
  open.push(stream);
  await stream.next((event) => event.type === 'unread');
  return stream;
}

const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY_MS);
const terms = (overrides: Record<string, unknown> = {}) =>
  offerTermsAt(clock.now(), {
    cash_at_closing: 150_000,
    seller_financing: { amount: 30_000, term_months: 24, interest_percent: 5.5 },
    deferred: { kind: 'earn_out', amount: 20_000, condition: 'Revenue stays above $40k a month', period_months: 12 },
    conditions: 'Supplier contracts transfer with the business.',
    ...overrides,
  });

async function freshDialog(): Promise<number> {
  const listingId = await insertListing(t.database, w.seller.user.id, { name: 'Camping stoves brand', price: 210_000 });
  const sent = await sendText(w.pro.client, listingId, 'Is it still available?');
  expect(sent.statusCode).toBe(201);
  return sent.json().message.dialog_id as number;
}

const about = (dialogId: number, topic: string) => (event: StreamEvent) => event.type === 'dialog' && event.dialogId === dialogId && event.topic === topic;
const count = (stream: OpenStream, dialogId: number, topic: string) => stream.events.filter(about(dialogId, topic)).length;
const makeOffer = (dialogId: number, overrides: Record<string, unknown> = {}) =>
  w.pro.client.request({ method: 'POST', url: `/api/dialogs/${dialogId}/offers`, payload: { terms: terms(overrides) } });

function expectNobodyNamed(stream: OpenStream): void {
  for (const event of stream.events.filter((e) => e.type === 'dialog')) expect(Object.keys(event).sort()).toEqual(['dialogId', 'topic', 'type']);
  for (const secret of [w.seller.user.name, w.seller.user.last_name, w.seller.user.email, 'seller_id', 'buyer_id', 'user_id']) {
    expect(stream.text).not.toContain(secret);
  }
}

describe('offer and checklist events on the stream', () => {
  it('tells both parties of an offer made, countered and accepted, and no stranger', async () => {
    const dialogId = await freshDialog();
    const seller = await streamOf(w.seller.client);
    const buyer = await streamOf(w.pro.client);
    const stranger = await streamOf(w.stranger.client);

    const made = await makeOffer(dialogId);
    expect(made.statusCode).toBe(201);
    await seller.next(about(dialogId, 'offer'));
    await buyer.next(about(dialogId, 'offer'));

    const offerId = made.json().id as number;
    const countered = await w.seller.client.request({
      method: 'POST',
      url: `/api/offers/${offerId}/counter`,
      payload: { version: 1, terms: terms({ price: 230_000, cash_at_closing: 180_000 }) },
    });
    expect(countered.statusCode).toBe(201);
    await buyer.next(() => count(buyer, dialogId, 'offer') === 2);

    const accepted = await w.pro.client.request({
      method: 'POST',
      url: `/api/offers/${offerId}/accept`,
      payload: { version: 2, signer_name: `${w.pro.user.name} ${w.pro.user.last_name}` },
    });
    expect(accepted.statusCode).toBe(200);
    await seller.next(() => count(seller, dialogId, 'offer') === 3);

    expect(stranger.events.filter((e) => e.type === 'dialog')).toEqual([]);
    expectNobodyNamed(buyer);
  });

  it('tells both parties of a decline and of an expiry by the job', async () => {
    const declinedDialog = await freshDialog();
    const expiringDialog = await freshDialog();
    const seller = await streamOf(w.seller.client);
    const buyer = await streamOf(w.pro.client);

    const toDecline = await makeOffer(declinedDialog);
    expect(toDecline.statusCode).toBe(201);
    const declined = await w.seller.client.request({ method: 'POST', url: `/api/offers/${toDecline.json().id}/decline`, payload: { version: 1 } });
    expect(declined.statusCode).toBe(200);
    await buyer.next(() => count(buyer, declinedDialog, 'offer') === 2);

    expect((await makeOffer(expiringDialog, { valid_until: inDays(1).toISOString() })).statusCode).toBe(201);
    await seller.next(about(expiringDialog, 'offer'));
    clock.advance(2 * DAY_MS);
    await runJobs(t.app);
    await seller.next(() => count(seller, expiringDialog, 'offer') === 2);
    await buyer.next(() => count(buyer, expiringDialog, 'offer') === 2);
  });

  it('tells both parties of a checklist request, answer and verification (topic checklist), and nothing of a refused one', async () => {
    const dialogId = await freshDialog();
    const seller = await streamOf(w.seller.client);
    const buyer = await streamOf(w.pro.client);
    const act = (client: TestClient, payload: Record<string, unknown>) =>
      client.request({ method: 'POST', url: `/api/dialogs/${dialogId}/checklist/revenue`, payload });

    expect((await act(w.seller.client, { action: 'answer', note: 'Nothing asked yet.' })).statusCode).toBe(409);
    expect((await act(w.pro.client, { action: 'request', note: 'The last twelve months, please.' })).statusCode).toBe(200);
    await seller.next(about(dialogId, 'checklist'));
    expect((await act(w.seller.client, { action: 'answer', note: 'See the P&L in the data room.' })).statusCode).toBe(200);
    await buyer.next(() => count(buyer, dialogId, 'checklist') === 2);
    expect((await act(w.pro.client, { action: 'verify' })).statusCode).toBe(200);
    await seller.next(() => count(seller, dialogId, 'checklist') === 3);
    // The refused answer at the start published nothing.
    expect(count(seller, dialogId, 'checklist')).toBe(3);
  });
});

(onPostgres ? describe : describe.skip)('offer events across two API instances on one PostgreSQL', () => {
  let peer: Awaited<ReturnType<typeof createPeerApp>> | undefined;
  beforeAll(async () => {
    peer = await createPeerApp(t);
  });
  afterAll(async () => {
    await peer?.close();
  });

  it('an offer made through A arrives on B for the seller, not for a stranger, and names nobody', async () => {
    const dialogId = await freshDialog();
    const sellerOnB = await streamOf(w.seller.client, peer!.app);
    const buyerOnB = await streamOf(w.pro.client, peer!.app);
    const strangerOnB = await streamOf(w.stranger.client, peer!.app);

    expect((await makeOffer(dialogId)).statusCode).toBe(201);
    await sellerOnB.next(about(dialogId, 'offer'));
    await buyerOnB.next(about(dialogId, 'offer'));
    // Told once, not once per pooled connection.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(count(sellerOnB, dialogId, 'offer')).toBe(1);
    expect(strangerOnB.events.filter((e) => e.type === 'dialog')).toEqual([]);
    expectNobodyNamed(buyerOnB);
  });
});
