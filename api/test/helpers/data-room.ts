// Shared steps of the data-room tests (issue #30 §2): a listing under NDA with buyers whose NDA was
// accepted, their dialogs, a small PDF, and the seller's upload.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { listingNdaVersions, listings, ndaAcceptances } from '../../src/db/schema';
import type { TestClient } from './client';
import { createUser, loggedIn, multipartBody } from './accounts';
import type { DatabaseHandle } from '../../src/db/client';
import { insertListing } from './listing-lifecycle';
import { NDA_TEXT } from './listings';
import { sendText, type Party } from './messaging';

export async function proBuyer(app: FastifyInstance, database: DatabaseHandle, name: string, lastName: string): Promise<Party> {
  const user = await createUser(database, { subscription: 'active', name, last_name: lastName });
  return { user, client: await loggedIn(app, user.email) };
}

/** A fresh listing of the seller under NDA; the buyers given get their NDA accepted. */
export async function ndaListing(database: DatabaseHandle, sellerId: number, name: string, ...accepted: Party[]): Promise<number> {
  const id = await insertListing(database, sellerId, { name, nda: true, price: 300_000 });
  const [version] = await database.db.insert(listingNdaVersions).values({ business_id: id, version: 1, text: NDA_TEXT }).returning();
  await database.db.update(listings).set({ nda_version_id: version!.id }).where(eq(listings.id, id));
  for (const buyer of accepted) {
    await database.db.insert(ndaAcceptances).values({ user_id: buyer.user.id, business_id: id, nda_version_id: version!.id });
  }
  return id;
}

export async function dialogOf(buyer: Party, listingId: number): Promise<number> {
  const sent = await sendText(buyer.client, listingId, 'Could I see the data room?');
  if (sent.statusCode !== 201) throw new Error(`no dialog: ${sent.statusCode} ${sent.body}`);
  return sent.json().message.dialog_id;
}

export async function onePagePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(title, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await pdf.save());
}

export function uploadDocument(
  client: TestClient,
  dialogId: number,
  fields: Record<string, string>,
  file?: { filename: string; contentType: string; data: Buffer },
) {
  const { payload, headers } = multipartBody(fields, file ? { name: 'document', ...file } : undefined);
  return client.request({ method: 'POST', url: `/api/dialogs/${dialogId}/data-room/documents`, payload, headers });
}

/** A PDF uploaded by the seller through `dialogId`; its answer (id, url). */
export async function uploadPdf(seller: Party, dialogId: number, name: string, visibility: 'nda' | 'loi', folder = 'P&L exports') {
  const response = await uploadDocument(
    seller.client,
    dialogId,
    { folder, visibility },
    { filename: name, contentType: 'application/pdf', data: await onePagePdf(name) },
  );
  if (response.statusCode !== 201) throw new Error(`upload refused: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; url: string; name: string };
}
