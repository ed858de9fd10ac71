// A checklist answer points at data-room documents (issue #30 §3, decision 0220): the seller picks
// documents of the listing's data room that the dialog's buyer may open; the buyer sees them as links
// to the data room's own path (its access checks, its watermark, its log) and as locked when their
// access does not open them (an loi document without an accepted offer; paused, revoked).
import { and, eq } from 'drizzle-orm';
import { dueDiligenceDocuments, dueDiligenceItems } from '../../src/db/schema';
import type { TestClient } from '../helpers/client';
import { dialogOf, ndaListing, proBuyer, uploadPdf } from '../helpers/data-room';
import { messagingWorld, type MessagingWorld, type Party } from '../helpers/messaging';
import { drawnText } from '../helpers/pdf-text';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
let w: MessagingWorld;
let ada: Party;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
  ada = await proBuyer(t.app, t.database, 'Ada', 'Lovelace');
});

const act = (client: TestClient, dialogId: number, item: string, payload: Record<string, unknown>) =>
  client.request({ method: 'POST', url: `/api/dialogs/${dialogId}/checklist/${item}`, payload });
const itemOf = async (client: TestClient, dialogId: number, item: string) =>
  (await client.request({ url: `/api/dialogs/${dialogId}/checklist` })).json().items.find((entry: { item: string }) => entry.item === item);
const setAccess = (dialogId: number, state: string) =>
  w.seller.client.request({ method: 'PUT', url: `/api/dialogs/${dialogId}/data-room/access`, payload: { state } });

describe('checklist answers with data-room documents', () => {
  it('the seller attaches documents the buyer may open; the buyer opens them through the data room, watermarked and logged', async () => {
    const listingId = await ndaListing(t.database, w.seller.user.id, 'Checklist brand', ada);
    const dialogId = await dialogOf(ada, listingId);
    const pnl = await uploadPdf(w.seller, dialogId, 'pnl.pdf', 'nda');
    const health = await uploadPdf(w.seller, dialogId, 'health.pdf', 'nda', 'Amazon account health');
    const contract = await uploadPdf(w.seller, dialogId, 'supplier.pdf', 'loi', 'Supplier contracts');
    expect((await act(ada.client, dialogId, 'revenue', { action: 'request' })).statusCode).toBe(200);

    // An loi document (Ada has no accepted offer), a document of another listing, an unknown id, a repeat: 422, nothing stored.
    const otherListing = await ndaListing(t.database, w.seller.user.id, 'Other brand', ada);
    const elsewhere = await uploadPdf(w.seller, await dialogOf(ada, otherListing), 'other.pdf', 'nda');
    for (const ids of [[pnl.id, contract.id], [elsewhere.id], [2_000_000_000], [pnl.id, pnl.id]]) {
      const refused = await act(w.seller.client, dialogId, 'revenue', { action: 'answer', note: 'See the P&L.', document_ids: ids });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['document_ids']);
    }
    expect((await itemOf(ada.client, dialogId, 'revenue')).state).toBe('requested');
    const bad = await act(w.seller.client, dialogId, 'revenue', { action: 'answer', note: 'x', document_ids: ['one'] });
    expect(bad.statusCode).toBe(422);

    const answered = await act(w.seller.client, dialogId, 'revenue', {
      action: 'answer',
      note: 'The P&L and the account health.',
      document_ids: [health.id, pnl.id],
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().documents).toEqual([
      {
        id: health.id,
        name: 'health.pdf',
        folder: 'Amazon account health',
        content_type: 'application/pdf',
        visibility: 'nda',
        locked: false,
        url: health.url,
      },
      { id: pnl.id, name: 'pnl.pdf', folder: 'P&L exports', content_type: 'application/pdf', visibility: 'nda', locked: false, url: pnl.url },
    ]);
    const [row] = await t.database.db
      .select()
      .from(dueDiligenceItems)
      .where(and(eq(dueDiligenceItems.dialog_id, dialogId), eq(dueDiligenceItems.item, 'revenue')));
    const stored = await t.database.db.select().from(dueDiligenceDocuments).where(eq(dueDiligenceDocuments.item_id, row!.id));
    expect(stored.sort((a, b) => a.position - b.position).map((entry) => entry.document_id)).toEqual([health.id, pnl.id]);

    // The buyer's checklist links them; the link is the data room's, stamped and logged.
    const seen = await itemOf(ada.client, dialogId, 'revenue');
    expect(seen.documents.map((d: { name: string; locked: boolean; url: string | null }) => [d.name, d.locked, d.url])).toEqual([
      ['health.pdf', false, health.url],
      ['pnl.pdf', false, pnl.url],
    ]);
    const file = await ada.client.request({ url: seen.documents[1].url });
    expect(file.statusCode).toBe(200);
    expect(drawnText(file.rawPayload)).toContain(`Provided to Ada Lovelace <${ada.user.email}>`);
    const log = (await w.seller.client.request({ url: `/api/dialogs/${dialogId}/data-room` })).json().log;
    expect(log[0]).toMatchObject({ document_name: 'pnl.pdf', buyer_email: ada.user.email, action: 'open' });

    // Paused: listed, locked, no link, and the data room's path refuses.
    expect((await setAccess(dialogId, 'paused')).statusCode).toBe(200);
    const paused = await itemOf(ada.client, dialogId, 'revenue');
    expect(paused.documents.map((d: { locked: boolean; url: string | null }) => [d.locked, d.url])).toEqual([
      [true, null],
      [true, null],
    ]);
    expect((await ada.client.request({ url: pnl.url })).statusCode).toBe(403);
    // The seller still sees her links.
    expect((await itemOf(w.seller.client, dialogId, 'revenue')).documents.map((d: { locked: boolean }) => d.locked)).toEqual([false, false]);
    // Revoked: the same; back to the rules: open again.
    expect((await setAccess(dialogId, 'revoked')).statusCode).toBe(200);
    expect((await itemOf(ada.client, dialogId, 'revenue')).documents.every((d: { locked: boolean }) => d.locked)).toBe(true);
    expect((await setAccess(dialogId, 'default')).statusCode).toBe(200);
    expect((await itemOf(ada.client, dialogId, 'revenue')).documents.every((d: { locked: boolean }) => !d.locked)).toBe(true);

    // A deleted document leaves the answer.
    expect((await w.seller.client.request({ method: 'DELETE', url: health.url })).statusCode).toBe(204);
    expect((await itemOf(ada.client, dialogId, 'revenue')).documents.map((d: { name: string }) => d.name)).toEqual(['pnl.pdf']);
  });

  it("a document opened by the seller's grant is listed locked once the grant ends", async () => {
    const listingId = await ndaListing(t.database, w.seller.user.id, 'Granted brand');
    const dialogId = await dialogOf(ada, listingId);
    const pnl = await uploadPdf(w.seller, dialogId, 'granted.pdf', 'nda');
    // No NDA: the seller cannot attach what Ada may not open …
    expect((await act(ada.client, dialogId, 'domain', { action: 'request' })).statusCode).toBe(200);
    expect((await act(w.seller.client, dialogId, 'domain', { action: 'answer', note: 'Here.', document_ids: [pnl.id] })).statusCode).toBe(422);
    // … until she grants her.
    expect((await setAccess(dialogId, 'granted')).statusCode).toBe(200);
    expect((await act(w.seller.client, dialogId, 'domain', { action: 'answer', note: 'Here.', document_ids: [pnl.id] })).statusCode).toBe(200);
    expect((await itemOf(ada.client, dialogId, 'domain')).documents[0]).toMatchObject({ locked: false, url: pnl.url });
    expect((await setAccess(dialogId, 'default')).statusCode).toBe(200);
    expect((await itemOf(ada.client, dialogId, 'domain')).documents[0]).toMatchObject({ name: 'granted.pdf', locked: true, url: null });
    // Only the seller's answer carries documents: a buyer's request with document_ids stores none.
    expect((await act(ada.client, dialogId, 'domain', { action: 'request', document_ids: [pnl.id] })).statusCode).toBe(200);
    expect((await itemOf(ada.client, dialogId, 'domain')).documents.map((d: { name: string }) => d.name)).toEqual(['granted.pdf']);
  });
});
