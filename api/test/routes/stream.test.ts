// GET /api/stream (issue #30 §4): the logged-in user's server-sent events — new messages, unread
// counts, dialog changes (steps, NDA answers) — on this instance and, on PostgreSQL, from another
// instance that took the write (the change feed). Each user hears their own events only, and nothing
// in an event names a masked seller.
import type { FastifyInstance } from 'fastify';
import type { StreamEvent } from '@bizmarkt/shared/contract';
import { STREAM_MAX_PER_USER } from '../../src/plugins/app/stream-hub';
import { TestClient } from '../helpers/client';
import { currentLeg } from '../helpers/database';
import { messagingWorld, sendText, type MessagingWorld } from '../helpers/messaging';
import { openStream, type OpenStream } from '../helpers/stream';
import { createPeerApp, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const onPostgres = currentLeg() === 'postgres';
let w: MessagingWorld;
const open: OpenStream[] = [];

async function streamOf(client: TestClient, app: FastifyInstance = t.app): Promise<OpenStream> {
  const stream = await openStream(app, client);
  open.push(stream);
  return stream;
}

const isMessage = (text: string) => (event: StreamEvent) => event.type === 'message' && event.message.message === text;

beforeEach(async () => {
  w = await messagingWorld(t.app, t.database);
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

describe('GET /api/stream', () => {
  it('is an event stream for a logged-in user only, with a retry, the counts, and no caching', async () => {
    const visitor = await new TestClient(t.app).request({ url: '/api/stream', headers: { accept: 'text/event-stream' } });
    expect(visitor.statusCode).toBe(401);

    const notEvents = await w.pro.client.request({ url: '/api/stream', headers: { 'x-lang': 'de' } });
    expect(notEvents.statusCode).toBe(406);
    expect(notEvents.json().message).toContain('Server-Sent Events');

    const stream = await streamOf(w.pro.client);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store, no-transform');
    const first = await stream.next((event) => event.type === 'unread');
    expect(first).toEqual({ type: 'unread', unreadNotifications: 0, unreadMessages: 0, unreadByDialog: {} });
    expect(stream.text.startsWith('retry: 3000\n\n')).toBe(true);
  });

  it('delivers a message to its recipient at once, with the new unread counts, and to no one else', async () => {
    const seller = await streamOf(w.seller.client);
    const stranger = await streamOf(w.stranger.client);
    const buyer = await streamOf(w.pro.client);
    await seller.next((event) => event.type === 'unread');

    const sent = await sendText(w.pro.client, w.listingId, 'Is the brand still for sale?');
    expect(sent.statusCode).toBe(201);
    const event = await seller.next(isMessage('Is the brand still for sale?'));
    expect(event).toMatchObject({ type: 'message', message: { type: 'text', is_mine: false, read: false } });
    const dialogId = event.type === 'message' ? event.message.dialog_id : 0;
    const counts = await seller.next((e) => e.type === 'unread' && e.unreadMessages === 1);
    expect(counts).toEqual({ type: 'unread', unreadNotifications: expect.any(Number), unreadMessages: 1, unreadByDialog: { [dialogId]: 1 } });

    // Reading the dialog sends the new count to the seller's stream.
    expect((await w.seller.client.request({ method: 'POST', url: `/api/dialogs/${dialogId}/read` })).statusCode).toBeLessThan(300);
    await seller.next(() => {
      const unread = seller.events.filter((e) => e.type === 'unread').map((e) => (e.type === 'unread' ? e.unreadMessages : -1));
      return unread.at(-1) === 0 && unread.includes(1);
    });

    // Neither the writer's own stream nor a stranger's hears the message.
    await sendText(w.seller.client, w.listingId, 'Yes, it is.', w.pro.user.id);
    await buyer.next(isMessage('Yes, it is.'));
    expect(buyer.events.filter(isMessage('Is the brand still for sale?'))).toEqual([]);
    expect(stranger.events.filter((e) => e.type !== 'unread')).toEqual([]);
    expect(stranger.text).not.toContain('Is the brand still for sale?');
    expect(stranger.text).not.toContain('Yes, it is.');
  });

  it("tells both parties of a step change, and only them (the open 'Buying process' tab re-reads it)", async () => {
    const sent = await sendText(w.pro.client, w.listingId, 'Hello');
    const dialogId = sent.json().message.dialog_id as number;
    const seller = await streamOf(w.seller.client);
    const buyer = await streamOf(w.pro.client);
    const stranger = await streamOf(w.stranger.client);
    await stranger.next((event) => event.type === 'unread');

    const step = await w.seller.client.request({ method: 'PATCH', url: `/api/dialogs/${dialogId}`, payload: { seller_step: 3 } });
    expect(step.statusCode).toBe(200);
    const wanted = (event: StreamEvent) => event.type === 'dialog' && event.dialogId === dialogId && event.topic === 'step';
    await buyer.next(wanted);
    await seller.next(wanted);
    expect(stranger.events.filter((e) => e.type === 'dialog')).toEqual([]);
  });

  it('names no masked seller: an NDA request and its decline reach the buyer as ids, types and texts only', async () => {
    const buyer = await streamOf(w.pro.client);
    const seller = await streamOf(w.seller.client);
    const request = await w.pro.client.request({
      method: 'POST',
      url: '/api/messages/nda',
      payload: { business_id: w.ndaListingId, message: 'May I see it?', signer_name: 'Paula Pro', nda_version_id: w.ndaVersionId },
    });
    expect(request.statusCode).toBe(201);
    const dialogId = request.json().dialog_id as number;
    const nda = (event: StreamEvent) => event.type === 'dialog' && event.dialogId === dialogId && event.topic === 'nda';
    await seller.next(nda);
    await seller.next((event) => event.type === 'message' && event.message.type === 'nda_request');
    await buyer.next(nda);

    const pendingId = request.json().messages[1].id as number;
    const declined = await w.seller.client.request({ method: 'PATCH', url: `/api/messages/nda/${pendingId}`, payload: { result: 'reject' } });
    expect(declined.statusCode).toBe(200);
    await buyer.next((event) => event.type === 'message' && event.message.type === 'nda_request_decision_negative');
    await buyer.next((event) => nda(event) && buyer.events.filter(nda).length === 2);

    // Everything the buyer heard: nothing of the seller who stays masked.
    for (const secret of [w.seller.user.name, w.seller.user.last_name, w.seller.user.email, 'seller_id', 'user_id', 'opponent']) {
      expect(buyer.text).not.toContain(secret);
    }
  });

  it(`refuses more than ${STREAM_MAX_PER_USER} open streams of one user (429, in the reader's language), and frees a place when one closes`, async () => {
    const streams = [];
    for (let i = 0; i < STREAM_MAX_PER_USER; i += 1) streams.push(await streamOf(w.free.client));
    const refused = await w.free.client.request({ url: '/api/stream', headers: { accept: 'text/event-stream', 'x-lang': 'de' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('Zu viele offene Verbindungen');
    expect(t.app.streams.count(w.free.user.id)).toBe(STREAM_MAX_PER_USER);
    streams[0]!.close();
    await streams[0]!.ended;
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.app.streams.count(w.free.user.id)).toBe(STREAM_MAX_PER_USER - 1);
    expect((await streamOf(w.free.client)).status).toBe(200);
  });

  it('ends the stream when its session ends (logout in another request)', async () => {
    const stream = await streamOf(w.pro.client);
    await stream.next((event) => event.type === 'unread');
    expect((await w.pro.client.logout()).statusCode).toBe(204);
    await stream.ended;
    expect(t.app.streams.count(w.pro.user.id)).toBe(0);
  });
});

(onPostgres ? describe : describe.skip)('the stream across two API instances on one PostgreSQL', () => {
  let peer: Awaited<ReturnType<typeof createPeerApp>> | undefined;
  beforeAll(async () => {
    peer = await createPeerApp(t);
  });
  afterAll(async () => {
    await peer?.close();
  });

  it('a message sent through instance A arrives on a stream opened on instance B, and a step change too', async () => {
    const sellerOnB = await streamOf(w.seller.client, peer!.app);
    const strangerOnB = await streamOf(w.stranger.client, peer!.app);
    await sellerOnB.next((event) => event.type === 'unread');
    const sent = await sendText(w.pro.client, w.listingId, 'Sent through A');
    expect(sent.statusCode).toBe(201);
    await sellerOnB.next(isMessage('Sent through A'));
    const dialogId = sent.json().message.dialog_id as number;
    await w.pro.client.request({ method: 'PATCH', url: `/api/dialogs/${dialogId}`, payload: { buyer_step: 2 } });
    await sellerOnB.next((event) => event.type === 'dialog' && event.dialogId === dialogId && event.topic === 'step');
    expect(strangerOnB.text).not.toContain('Sent through A');
    expect(strangerOnB.events.filter((e) => e.type !== 'unread')).toEqual([]);
  });

  it('B closes cleanly with streams open (they end)', async () => {
    const other = await createPeerApp(t);
    const stream = await openStream(other.app, w.pro.client);
    await stream.next((event) => event.type === 'unread');
    await other.close();
    await stream.ended;
  });
});
