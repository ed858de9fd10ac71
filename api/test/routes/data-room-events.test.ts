// The data room tells its buyers (issue #30 §2, decision 0221) and the seller sees all of them (0222):
// the seller's grant, pause and revoke, and a new document a buyer may open, reach that buyer in the
// app, by mail as their settings allow, and as a `data-room` stream event; the seller's access list
// holds every buyer in a dialog about the listing with their access; strangers and buyers are refused.
import { and, eq } from 'drizzle-orm';
import type { StreamEvent } from '@bizmarkt/shared/contract';
import { notifications, users, type NotificationType } from '../../src/db/schema';
import { withDefaultSettings } from '../../src/domain/notification-settings';
import type { TestClient } from '../helpers/client';
import { dialogOf, ndaListing, proBuyer, uploadPdf } from '../helpers/data-room';
import { mailsOf } from '../helpers/listing-lifecycle';
import { messagingWorld, type MessagingWorld, type Party } from '../helpers/messaging';
import { openStream, type OpenStream } from '../helpers/stream';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
let w: MessagingWorld;
let ada: Party;
let bob: Party;
const open: OpenStream[] = [];

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
  ada = await proBuyer(t.app, t.database, 'Ada', 'Lovelace');
  bob = await proBuyer(t.app, t.database, 'Bob', 'Builder');
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function streamOf(client: TestClient): Promise<OpenStream> {
  const stream = await openStream(t.app, client);
  open.push(stream);
  await stream.next((event) => event.type === 'unread');
  return stream;
}

const about = (dialogId: number) => (event: StreamEvent) => event.type === 'dialog' && event.dialogId === dialogId && event.topic === 'data-room';
const count = (stream: OpenStream, dialogId: number) => stream.events.filter(about(dialogId)).length;
const inApp = async (userId: number, type: NotificationType, listingId: number) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.type, type)))
  ).filter((row) => row.data.business_id === listingId);
const setAccess = (dialogId: number, state: string, client: TestClient = w.seller.client) =>
  client.request({ method: 'PUT', url: `/api/dialogs/${dialogId}/data-room/access`, payload: { state } });

describe('data-room notifications and stream events', () => {
  it("tells the buyer of the seller's grant, pause and revoke, in the app, by mail and on the stream; not of a repeat or a reset", async () => {
    const listingId = await ndaListing(t.database, w.seller.user.id, 'Pet brand events');
    const bobDialog = await dialogOf(bob, listingId);
    const adaDialog = await dialogOf(ada, listingId);
    const bobStream = await streamOf(bob.client);
    const adaStream = await streamOf(ada.client);
    const mailsBefore = (await mailsOf(t.database, bob.user.id, 'data-room-access-granted')).length;

    expect((await setAccess(bobDialog, 'granted')).statusCode).toBe(200);
    await bobStream.next(about(bobDialog));
    const granted = await inApp(bob.user.id, 'data-room-access-granted', listingId);
    expect(granted).toHaveLength(1);
    expect(granted[0]!.data).toMatchObject({ dialog_id: bobDialog, business_name: 'Pet brand events', party: 'buyer' });
    expect(await mailsOf(t.database, bob.user.id, 'data-room-access-granted')).toHaveLength(mailsBefore + 1);

    // The same state again: nothing new.
    expect((await setAccess(bobDialog, 'granted')).statusCode).toBe(200);
    expect(await inApp(bob.user.id, 'data-room-access-granted', listingId)).toHaveLength(1);

    expect((await setAccess(bobDialog, 'paused')).statusCode).toBe(200);
    await bobStream.next(() => count(bobStream, bobDialog) === 2);
    expect(await inApp(bob.user.id, 'data-room-access-paused', listingId)).toHaveLength(1);

    // Bob turned off the mails of news about listings he asked for: in the app only.
    const settings = withDefaultSettings(bob.user.notification_settings);
    await t.database.db
      .update(users)
      .set({ notification_settings: { ...settings, email: { ...settings.email, nda_accepted: false } } })
      .where(eq(users.id, bob.user.id));
    expect((await setAccess(bobDialog, 'revoked')).statusCode).toBe(200);
    await bobStream.next(() => count(bobStream, bobDialog) === 3);
    expect(await inApp(bob.user.id, 'data-room-access-revoked', listingId)).toHaveLength(1);
    expect(await mailsOf(t.database, bob.user.id, 'data-room-access-revoked')).toHaveLength(0);

    // Back to the rules: the stream refreshes, no notification.
    const before = (await t.database.db.select().from(notifications).where(eq(notifications.user_id, bob.user.id))).length;
    expect((await setAccess(bobDialog, 'default')).statusCode).toBe(200);
    await bobStream.next(() => count(bobStream, bobDialog) === 4);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.user_id, bob.user.id))).toHaveLength(before);

    // Ada's dialog heard none of Bob's changes; a refused change (the buyer's) publishes nothing.
    expect(count(adaStream, adaDialog)).toBe(0);
    expect((await setAccess(adaDialog, 'revoked', ada.client)).statusCode).toBe(403);
    expect(count(adaStream, adaDialog)).toBe(0);
    expect(await inApp(ada.user.id, 'data-room-access-revoked', listingId)).toHaveLength(0);
  });

  it('tells the buyers who may open a new document, and refreshes every dialog of the listing', async () => {
    const listingId = await ndaListing(t.database, w.seller.user.id, 'Pet brand uploads', ada);
    const adaDialog = await dialogOf(ada, listingId);
    const bobDialog = await dialogOf(bob, listingId);
    const adaStream = await streamOf(ada.client);
    const bobStream = await streamOf(bob.client);

    // An nda document: Ada (NDA accepted) is told, Bob (no NDA) only refreshes.
    await uploadPdf(w.seller, adaDialog, 'pnl.pdf', 'nda');
    await adaStream.next(about(adaDialog));
    await bobStream.next(about(bobDialog));
    const added = await inApp(ada.user.id, 'data-room-document-added', listingId);
    expect(added).toHaveLength(1);
    expect(added[0]!.data).toMatchObject({ dialog_id: adaDialog, document_name: 'pnl.pdf', party: 'buyer' });
    expect(await inApp(bob.user.id, 'data-room-document-added', listingId)).toHaveLength(0);

    // An loi document: nobody holds an accepted offer, so nobody is told.
    const contract = await uploadPdf(w.seller, adaDialog, 'supplier.pdf', 'loi', 'Supplier contracts');
    await adaStream.next(() => count(adaStream, adaDialog) === 2);
    expect(await inApp(ada.user.id, 'data-room-document-added', listingId)).toHaveLength(1);

    // A deletion refreshes too.
    expect((await w.seller.client.request({ method: 'DELETE', url: contract.url })).statusCode).toBe(204);
    await bobStream.next(() => count(bobStream, bobDialog) === 3);
  });
});

describe("the seller's access list of the listing", () => {
  it('lists every buyer in a dialog about the listing with their access; the seller changes one from it', async () => {
    const listingId = await ndaListing(t.database, w.seller.user.id, 'Pet brand list', ada);
    const adaDialog = await dialogOf(ada, listingId);
    const bobDialog = await dialogOf(bob, listingId);
    const freeDialog = (await w.free.client.request({ method: 'POST', url: '/api/dialogs', payload: { business_id: listingId } })).json().dialog.id;
    const list = (client: TestClient = w.seller.client, dialogId = bobDialog) => client.request({ url: `/api/dialogs/${dialogId}/data-room/buyers` });

    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().data).toEqual([
      {
        dialog_id: adaDialog,
        buyer_id: ada.user.id,
        buyer_name: 'Ada Lovelace',
        access: { nda: true, loi: false, reason: 'nda', override: null, paused_until: null },
      },
      {
        dialog_id: bobDialog,
        buyer_id: bob.user.id,
        buyer_name: 'Bob Builder',
        access: { nda: false, loi: false, reason: 'no_nda', override: null, paused_until: null },
      },
      {
        dialog_id: freeDialog,
        buyer_id: w.free.user.id,
        buyer_name: `${w.free.user.name} ${w.free.user.last_name}`,
        access: { nda: false, loi: false, reason: 'subscription', override: null, paused_until: null },
      },
    ]);

    // Acting on a row goes through that buyer's dialog; the list, read through any dialog, follows.
    expect((await setAccess(adaDialog, 'paused')).statusCode).toBe(200);
    expect((await setAccess(bobDialog, 'granted')).statusCode).toBe(200);
    const after = (await list(w.seller.client, adaDialog))
      .json()
      .data.map((row: { buyer_name: string; access: { reason: string; override: string | null } }) => [row.buyer_name, row.access.reason, row.access.override]);
    expect(after).toEqual([
      ['Ada Lovelace', 'paused', 'paused'],
      ['Bob Builder', 'granted', 'granted'],
      [`${w.free.user.name} ${w.free.user.last_name}`, 'subscription', null],
    ]);

    // A buyer may not read it (not even their own dialog's), a stranger is refused, an unknown dialog is 404.
    expect((await list(ada.client, adaDialog)).statusCode).toBe(403);
    expect((await list(w.stranger.client)).statusCode).toBe(403);
    expect((await list(w.seller.client, 2_000_000_000)).statusCode).toBe(404);
    // Nothing of another listing's buyers.
    const other = await ndaListing(t.database, w.seller.user.id, 'Another brand');
    const otherDialog = await dialogOf(ada, other);
    expect((await list(w.seller.client, otherDialog)).json().data.map((row: { buyer_id: number }) => row.buyer_id)).toEqual([ada.user.id]);
  });
});
