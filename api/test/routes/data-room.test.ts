// The data room (issue #30 §2): the seller uploads into folders, each document for buyers with an NDA
// or for the buyer under LOI only; a buyer's access follows the NDA, the offers (another buyer's
// exclusivity pauses it) and the seller's override; PDFs a buyer gets are watermarked; every open and
// download is logged for the seller; strangers are refused; bad files by the shared upload checks.
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { dataRoomAccessLog, dataRoomDocuments, listingNdaVersions, listings, ndaAcceptances } from '../../src/db/schema';
import { createUser, loggedIn, multipartBody, pngFixture } from '../helpers/accounts';
import { FakeClock } from '../helpers/clock';
import { insertListing } from '../helpers/listing-lifecycle';
import { NDA_TEXT } from '../helpers/listings';
import { isStored } from '../helpers/media';
import { messagingWorld, sendText, type MessagingWorld, type Party } from '../helpers/messaging';
import { drawnText } from '../helpers/pdf-text';
import { offerTermsAt } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

const DAY_MS = 86_400_000;
const clock = new FakeClock(new Date('2026-06-01T09:00:00Z'));
const t = useTestApp({ clock });
let w: MessagingWorld;
let ada: Party;
let bob: Party;
let cleo: Party;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
  ada = await party('Ada', 'Lovelace');
  bob = await party('Bob', 'Builder');
  cleo = await party('Cleo', 'Patra');
});

async function party(name: string, lastName: string): Promise<Party> {
  const user = await createUser(t.database, { subscription: 'active', name, last_name: lastName });
  return { user, client: await loggedIn(t.app, user.email) };
}

/** A fresh listing of the seller under NDA; the buyers given get their NDA accepted. */
async function ndaListing(...accepted: Party[]): Promise<number> {
  const id = await insertListing(t.database, w.seller.user.id, { name: 'Amazon pet brand', nda: true, price: 300_000 });
  const [version] = await t.database.db.insert(listingNdaVersions).values({ business_id: id, version: 1, text: NDA_TEXT }).returning();
  await t.database.db.update(listings).set({ nda_version_id: version!.id }).where(eq(listings.id, id));
  for (const buyer of accepted) {
    await t.database.db.insert(ndaAcceptances).values({ user_id: buyer.user.id, business_id: id, nda_version_id: version!.id });
  }
  return id;
}

async function dialogOf(buyer: Party, listingId: number): Promise<number> {
  const sent = await sendText(buyer.client, listingId, 'Could I see the data room?');
  expect(sent.statusCode).toBe(201);
  return sent.json().message.dialog_id;
}

async function twoPagePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of [1, 2]) pdf.addPage([595, 842]).drawText(`${title} page ${page}`, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await pdf.save());
}

function upload(client: Party['client'], dialogId: number, fields: Record<string, string>, file?: { filename: string; contentType: string; data: Buffer }) {
  const { payload, headers } = multipartBody(fields, file ? { name: 'document', ...file } : undefined);
  return client.request({ method: 'POST', url: `/api/dialogs/${dialogId}/data-room/documents`, payload, headers });
}

const room = (party: Party, dialogId: number) => party.client.request({ url: `/api/dialogs/${dialogId}/data-room` });
const names = (body: { folders: Array<{ documents: Array<{ name: string }> }> }) => body.folders.flatMap((folder) => folder.documents.map((d) => d.name));

/** A listing with a P&L PDF (nda), a supplier contract PDF (loi) and a screenshot (nda), through the seller's dialog with `buyer`. */
async function stockedRoom(listingId: number, sellerDialog: number) {
  const pnl = await upload(
    w.seller.client,
    sellerDialog,
    { folder: 'P&L exports', visibility: 'nda' },
    { filename: 'pnl-2025.pdf', contentType: 'application/pdf', data: await twoPagePdf('P&L 2025') },
  );
  expect(pnl.statusCode).toBe(201);
  const contract = await upload(
    w.seller.client,
    sellerDialog,
    { folder: 'Supplier contracts', visibility: 'loi' },
    { filename: 'supplier.pdf', contentType: 'application/pdf', data: await twoPagePdf('Supplier') },
  );
  expect(contract.statusCode).toBe(201);
  const shot = await upload(
    w.seller.client,
    sellerDialog,
    { folder: 'Screenshots', visibility: 'nda' },
    { filename: 'health.png', contentType: 'image/png', data: pngFixture(64, 48) },
  );
  expect(shot.statusCode).toBe(201);
  return { pnl: pnl.json(), contract: contract.json(), shot: shot.json(), listingId };
}

describe('data room', () => {
  it('seller uploads; the NDA buyer opens nda documents watermarked, not loi ones; the log records it; strangers are refused', async () => {
    const listingId = await ndaListing(ada);
    const adaDialog = await dialogOf(ada, listingId);
    const bobDialog = await dialogOf(bob, listingId);
    const { pnl, contract, shot } = await stockedRoom(listingId, adaDialog);
    expect(pnl).toMatchObject({
      folder: 'P&L exports',
      name: 'pnl-2025.pdf',
      visibility: 'nda',
      content_type: 'application/pdf',
      url: `/api/dialogs/${adaDialog}/data-room/documents/${pnl.id}`,
    });
    const [row] = await t.database.db.select().from(dataRoomDocuments).where(eq(dataRoomDocuments.id, pnl.id));
    expect(row!.business_id).toBe(listingId);
    expect(row!.storage_key).toMatch(new RegExp(`^data-room/${listingId}/[a-f0-9]{32}\\.pdf$`));
    expect(await isStored(t.app.mediaStores.dataRoom, row!.storage_key)).toBe(true);

    // The seller sees every folder, through any of her dialogs about the listing.
    const sellerView = await room(w.seller, bobDialog);
    expect(sellerView.statusCode).toBe(200);
    expect(sellerView.json()).toMatchObject({ role: 'seller', access: { nda: false, loi: false, reason: 'no_nda' } });
    expect(sellerView.json().folders.map((f: { name: string }) => f.name)).toEqual(['P&L exports', 'Screenshots', 'Supplier contracts']);
    expect(sellerView.json().suggested_folders).toContain('Amazon account health');

    // Ada (NDA accepted): the nda documents only.
    const adaView = await room(ada, adaDialog);
    expect(adaView.statusCode).toBe(200);
    expect(adaView.json()).toMatchObject({ role: 'buyer', access: { nda: true, loi: false, reason: 'nda' }, log: [] });
    expect(names(adaView.json()).sort()).toEqual(['health.png', 'pnl-2025.pdf']);
    // Nothing of the seller in the buyer's answer.
    for (const secret of [w.seller.user.email, 'Sina', 'Seller"', `"seller_id"`]) expect(adaView.body).not.toContain(secret);

    clock.set('2026-06-01T10:15:00Z');
    const pdf = await ada.client.request({ url: `${pnl.url}?download=1` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="pnl-2025\.pdf"/);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const text = drawnText(pdf.rawPayload);
    const stamp = `Provided to Ada Lovelace <${ada.user.email}> on 2026-06-01 10:15 UTC`;
    expect(text).toContain('P&L 2025 page 1');
    // Twice on each of the two pages (the foot and across).
    expect(text.split(stamp).length - 1).toBe(4);
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(2);

    // German reader: the stamp in German.
    const german = await ada.client.request({ url: `${pnl.url}?lang=de` });
    expect(german.headers['content-disposition']).toMatch(/^inline;/);
    expect(drawnText(german.rawPayload)).toContain(`Bereitgestellt für Ada Lovelace <${ada.user.email}> am 2026-06-01 10:15 UTC`);

    // The image: served as chat media is.
    const image = await ada.client.request({ url: shot.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });

    // The loi document: refused (and not logged).
    expect((await ada.client.request({ url: contract.url })).statusCode).toBe(403);
    // Bob, no NDA: nothing listed, nothing opened.
    const bobView = await room(bob, bobDialog);
    expect(bobView.json()).toMatchObject({ access: { nda: false, loi: false, reason: 'no_nda' }, folders: [] });
    expect((await bob.client.request({ url: `/api/dialogs/${bobDialog}/data-room/documents/${pnl.id}` })).statusCode).toBe(403);
    // A stranger to the dialog: 403 before anything; an unknown dialog: 404; a document of another listing: 404.
    expect((await room(w.stranger, adaDialog)).statusCode).toBe(403);
    expect((await w.stranger.client.request({ url: pnl.url })).statusCode).toBe(403);
    expect((await room(ada, 2_000_000)).statusCode).toBe(404);
    const elsewhere = await dialogOf(ada, await ndaListing(ada));
    expect((await ada.client.request({ url: `/api/dialogs/${elsewhere}/data-room/documents/${pnl.id}` })).statusCode).toBe(404);

    // The access log: the seller reads who opened or downloaded what.
    const log = (await room(w.seller, adaDialog)).json().log;
    expect(
      log.map((entry: { action: string; document_name: string; buyer_email: string; buyer_name: string }) => [
        entry.action,
        entry.document_name,
        entry.buyer_name,
        entry.buyer_email,
      ]),
    ).toEqual([
      ['open', 'health.png', 'Ada Lovelace', ada.user.email],
      ['open', 'pnl-2025.pdf', 'Ada Lovelace', ada.user.email],
      ['download', 'pnl-2025.pdf', 'Ada Lovelace', ada.user.email],
    ]);
    expect(log[2].created_at).toBe('2026-06-01T10:15:00.000Z');
    expect(await t.database.db.select().from(dataRoomAccessLog).where(eq(dataRoomAccessLog.business_id, listingId))).toHaveLength(3);
  });

  it('the LOI buyer opens both; another buyer is paused during the exclusivity; the seller grants, pauses and revokes one buyer', async () => {
    const listingId = await ndaListing(ada, cleo);
    const adaDialog = await dialogOf(ada, listingId);
    const bobDialog = await dialogOf(bob, listingId);
    const cleoDialog = await dialogOf(cleo, listingId);
    const { pnl, contract } = await stockedRoom(listingId, adaDialog);

    // Ada's offer, accepted by the seller: exclusivity for 30 days.
    const made = await ada.client.request({
      method: 'POST',
      url: `/api/dialogs/${adaDialog}/offers`,
      payload: {
        terms: offerTermsAt(clock.now(), { price: 280_000, cash_at_closing: 280_000, inventory: 'included' }),
      },
    });
    expect(made.statusCode).toBe(201);
    const accepted = await w.seller.client.request({
      method: 'POST',
      url: `/api/offers/${made.json().id}/accept`,
      payload: { version: 1, signer_name: 'Sina Seller' },
    });
    expect(accepted.statusCode).toBe(200);

    const adaView = (await room(ada, adaDialog)).json();
    expect(adaView.access).toMatchObject({ nda: true, loi: true, reason: 'loi' });
    expect(names(adaView).sort()).toEqual(['health.png', 'pnl-2025.pdf', 'supplier.pdf']);
    expect((await ada.client.request({ url: contract.url })).statusCode).toBe(200);

    // Cleo has an NDA but Ada's exclusivity holds the listing.
    const cleoView = (await room(cleo, cleoDialog)).json();
    expect(cleoView.access).toMatchObject({ nda: false, loi: false, reason: 'exclusivity', paused_until: accepted.json().exclusivity_until });
    expect(cleoView.folders).toEqual([]);
    expect((await cleo.client.request({ url: `/api/dialogs/${cleoDialog}/data-room/documents/${pnl.id}` })).statusCode).toBe(403);

    // The seller grants Bob (no NDA): the nda documents, even during the exclusivity; never the loi ones.
    const setAccess = (dialogId: number, state: string) =>
      w.seller.client.request({ method: 'PUT', url: `/api/dialogs/${dialogId}/data-room/access`, payload: { state } });
    const granted = await setAccess(bobDialog, 'granted');
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ nda: true, loi: false, reason: 'granted', override: 'granted' });
    expect((await bob.client.request({ url: `/api/dialogs/${bobDialog}/data-room/documents/${pnl.id}` })).statusCode).toBe(200);
    expect((await bob.client.request({ url: `/api/dialogs/${bobDialog}/data-room/documents/${contract.id}` })).statusCode).toBe(403);

    // The seller pauses Ada, then revokes her, then returns her to the rules.
    expect((await setAccess(adaDialog, 'paused')).json()).toMatchObject({ nda: false, loi: false, reason: 'paused', override: 'paused' });
    expect((await ada.client.request({ url: pnl.url })).statusCode).toBe(403);
    expect((await room(ada, adaDialog)).json().folders).toEqual([]);
    expect((await setAccess(adaDialog, 'revoked')).json()).toMatchObject({ reason: 'revoked', override: 'revoked' });
    expect((await ada.client.request({ url: contract.url })).statusCode).toBe(403);
    expect((await setAccess(adaDialog, 'default')).json()).toMatchObject({ nda: true, loi: true, reason: 'loi', override: null });
    expect((await ada.client.request({ url: contract.url })).statusCode).toBe(200);

    // Only the seller manages access; bad input per field.
    expect((await ada.client.request({ method: 'PUT', url: `/api/dialogs/${adaDialog}/data-room/access`, payload: { state: 'granted' } })).statusCode).toBe(
      403,
    );
    const bad = await setAccess(bobDialog, 'forever');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['state']);

    // After the exclusivity, Cleo's NDA opens the nda documents again.
    clock.advance(31 * DAY_MS);
    expect((await room(cleo, cleoDialog)).json().access).toMatchObject({ nda: true, loi: false, reason: 'nda' });
    expect((await cleo.client.request({ url: `/api/dialogs/${cleoDialog}/data-room/documents/${pnl.id}` })).statusCode).toBe(200);
  });

  it('uploads go through the shared checks: wrong content, missing fields, the buyer; the seller deletes', async () => {
    const listingId = await ndaListing(ada);
    const dialogId = await dialogOf(ada, listingId);
    const html = await upload(
      w.seller.client,
      dialogId,
      { folder: 'Trademark papers', visibility: 'nda' },
      { filename: 'tm.pdf', contentType: 'application/pdf', data: Buffer.from('<!doctype html><script>alert(1)</script>') },
    );
    expect(html.statusCode).toBe(422);
    expect(Object.keys(html.json().errors)).toEqual(['document']);
    expect(html.json().errors.document[0]).toMatch(/must be a PDF file/);
    const zip = await upload(
      w.seller.client,
      dialogId,
      { folder: 'Trademark papers', visibility: 'nda' },
      {
        filename: 'sheet.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data: Buffer.from('PK\x03\x04rest-of-a-zip'),
      },
    );
    expect(zip.statusCode).toBe(422);
    const fields = await upload(
      w.seller.client,
      dialogId,
      { folder: '', visibility: 'public' },
      { filename: 'a.csv', contentType: 'text/csv', data: Buffer.from('month,revenue\n2025-01,100\n') },
    );
    expect(fields.statusCode).toBe(422);
    expect(Object.keys(fields.json().errors).sort()).toEqual(['folder', 'visibility']);
    const noFile = multipartBody({ folder: 'X', visibility: 'nda' });
    const german = await w.seller.client.request({
      method: 'POST',
      url: `/api/dialogs/${dialogId}/data-room/documents`,
      headers: { 'x-lang': 'de', ...noFile.headers },
      payload: noFile.payload,
    });
    expect(german.statusCode).toBe(422);
    expect(Object.keys(german.json().errors)).toEqual(['document']);
    expect(german.json().errors.document[0]).toMatch(/Dokument/);
    // The buyer may not upload.
    expect(
      (
        await upload(
          ada.client,
          dialogId,
          { folder: 'Mine', visibility: 'nda' },
          { filename: 'a.csv', contentType: 'text/csv', data: Buffer.from('a,b\n1,2\n') },
        )
      ).statusCode,
    ).toBe(403);
    expect(await t.database.db.select().from(dataRoomDocuments).where(eq(dataRoomDocuments.business_id, listingId))).toEqual([]);

    // A CSV is accepted; the seller deletes it and its file.
    const csv = await upload(
      w.seller.client,
      dialogId,
      { folder: 'p&l EXPORTS', visibility: 'nda' },
      { filename: 'pnl.csv', contentType: 'text/csv', data: Buffer.from('month,revenue\n2025-01,100\n') },
    );
    expect(csv.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(dataRoomDocuments).where(eq(dataRoomDocuments.id, csv.json().id));
    expect((await ada.client.request({ method: 'DELETE', url: csv.json().url })).statusCode).toBe(403);
    expect((await w.seller.client.request({ method: 'DELETE', url: csv.json().url })).statusCode).toBe(204);
    expect(await isStored(t.app.mediaStores.dataRoom, row!.storage_key)).toBe(false);
    expect((await w.seller.client.request({ method: 'DELETE', url: csv.json().url })).statusCode).toBe(404);
  });
});
