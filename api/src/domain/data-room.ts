// The data room (issue #30 §2) as one service, a function of what it uses (the repositories, the
// media store's private `dataRoom` area and the clock); routes/data-room/ checks the session, CSRF and
// that the caller is one of the dialog's two parties, and shapes the answers. The rules are here:
// - a buyer's access: the seller's override first (revoked, paused), then the offers (the buyer of an
//   accepted offer opens `nda` and `loi` documents; while another buyer's exclusivity runs, everyone
//   else is paused unless the seller granted them), then the seller's grant, then an accepted NDA or,
//   on a listing without an NDA, the conversation itself (decision 0254);
//   a buyer without PRO opens nothing (the chat's files are locked the same way);
// - uploads through the shared checks (upload-check.ts, policy `dataRoomDocument`); images re-encoded
//   without metadata as chat images are; PDFs stored as the sanitiser saved them; XLSX checked as a
//   workbook (xlsx-check.ts) and stored as uploaded, served only as a download, never stamped;
// - a buyer's PDF is stamped on every page with their name, email and the time it was served;
// - every open and download by a buyer is logged for the seller;
// - a buyer hears of the seller's grant, pause or revoke, and of a new document they may open, in the
//   app and by mail as their settings allow (decision 0221); the stream's `data-room` event is
//   published by the repository in the write's transaction.
import { randomBytes } from 'node:crypto';
import type { DataRoomAccess, DataRoomOverride, DataRoomVisibility } from '@bizmarkt/shared/contract';
import type { DialogRow, UserRow } from '../db/schema';
import type { Clock } from '../jobs/clock';
import { decodeImage, fromPixels, imageJob } from '../lib/images';
import type { MediaStore } from '../lib/media-store';
import { checkUpload, refusalOf, storeThenCommit, UPLOAD_POLICIES } from '../lib/upload-check';
import type { UploadedFile } from '../lib/uploaded-file';
import { XLSX_CONTENT_TYPE } from '../lib/xlsx-check';
import type { Repositories } from '../repositories';
import type { DataRoomBuyerRow, DataRoomDocumentWithFolder, DataRoomRepository } from '../repositories/data-room';
import { isPro } from './messaging-view';
import type { Notifier } from './notifier';
import type { FastifyBaseLogger } from 'fastify';

export const DATA_ROOM_IMAGE_MAX_SIDE = 4096;
export const DATA_ROOM_LOG_LIMIT = 200;

export interface DataRoomDeps {
  repository: DataRoomRepository;
  repositories: Pick<Repositories, 'listings'>;
  store: MediaStore;
  clock: Clock;
  notifier: Notifier;
}

/** What a buyer is told of the seller's override (resetting to the rules tells nothing). */
const OVERRIDE_NOTIFICATION = {
  granted: 'data-room-access-granted',
  paused: 'data-room-access-paused',
  revoked: 'data-room-access-revoked',
} as const;

/** What the access rules read of one buyer. */
export interface AccessFacts {
  override: DataRoomOverride | null;
  /** The buyer has PRO (the chat and its files are locked without it). */
  pro: boolean;
  /** The listing asks for an NDA (without one, a buyer in conversation opens `nda` documents: decision 0254). */
  listingNda: boolean;
  /** The seller accepted the buyer's NDA for the listing's current NDA text. */
  ndaAccepted: boolean;
  buyerId: number;
  acceptedOffers: ReadonlyArray<{ buyer_id: number; exclusivity_until: Date | null }>;
  now: Date;
}

/** A buyer's access from the facts (pure: unit-tested beside). */
export function accessOf(facts: AccessFacts): DataRoomAccess {
  const none = (reason: DataRoomAccess['reason'], pausedUntil: Date | null = null): DataRoomAccess => ({
    nda: false,
    loi: false,
    reason,
    override: facts.override,
    paused_until: pausedUntil?.toISOString() ?? null,
  });
  if (!facts.pro) return none('subscription');
  if (facts.override === 'revoked' || facts.override === 'paused') return none(facts.override);
  if (facts.acceptedOffers.some((offer) => offer.buyer_id === facts.buyerId)) {
    return { nda: true, loi: true, reason: 'loi', override: facts.override, paused_until: null };
  }
  const holding = facts.acceptedOffers
    .filter((offer) => offer.buyer_id !== facts.buyerId && offer.exclusivity_until !== null && offer.exclusivity_until > facts.now)
    .map((offer) => offer.exclusivity_until!)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (holding && facts.override !== 'granted') return none('exclusivity', holding);
  if (facts.override === 'granted') return { nda: true, loi: false, reason: 'granted', override: facts.override, paused_until: null };
  if (facts.ndaAccepted) return { nda: true, loi: false, reason: 'nda', override: facts.override, paused_until: null };
  // No NDA to sign: being in a conversation about the listing is what an NDA would have opened (0254).
  if (!facts.listingNda) return { nda: true, loi: false, reason: 'conversation', override: facts.override, paused_until: null };
  return none('no_nda');
}

export function mayOpen(access: Pick<DataRoomAccess, 'nda' | 'loi'>, visibility: DataRoomVisibility): boolean {
  return visibility === 'nda' ? access.nda : access.loi;
}

/** What a stamp may hold: WinAnsi text (the standard fonts' encoding) on one line. */
export function stampText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** The PDF with the line on every page: small at the foot and once across the page, light. */
export async function watermarkPdf(data: Buffer, line: string): Promise<Buffer> {
  const { PDFDocument, StandardFonts, degrees, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.load(data, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = stampText(line);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    page.drawText(text, { x: 24, y: 14, size: 8, font, color: rgb(0.35, 0.35, 0.35) });
    const size = Math.max(8, Math.min(18, (Math.hypot(width, height) * 0.8) / Math.max(1, font.widthOfTextAtSize(text, 1))));
    page.drawText(text, {
      x: width * 0.1,
      y: height * 0.15,
      size,
      font,
      color: rgb(0.6, 0.6, 0.6),
      opacity: 0.35,
      rotate: degrees((Math.atan2(height * 0.7, width * 0.8) * 180) / Math.PI),
    });
  }
  return Buffer.from(await pdf.save());
}

/** The stored name: the uploaded file's without paths and control characters. */
export function documentName(filename: string | undefined, extension: string): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what this strips
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return clean === '' ? `document.${extension}` : clean;
}

interface Prepared {
  data: Buffer;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'text/csv' | typeof XLSX_CONTENT_TYPE;
  extension: 'pdf' | 'jpg' | 'png' | 'csv' | 'xlsx';
}

/** Checks and prepares an upload for storing; throws UploadRefused. */
export async function prepareDocument(file: UploadedFile | undefined): Promise<Prepared> {
  const checked = await checkUpload(file, UPLOAD_POLICIES.dataRoomDocument);
  if (checked.kind === 'pdf') return { data: checked.data, contentType: 'application/pdf', extension: 'pdf' };
  if (checked.kind === 'csv') return { data: checked.data, contentType: 'text/csv', extension: 'csv' };
  // Stored as uploaded (checked, not rewritten: decision 0223); only ever served as an attachment.
  if (checked.kind === 'xlsx') return { data: checked.data, contentType: XLSX_CONTENT_TYPE, extension: 'xlsx' };
  const format = checked.format;
  if (format !== 'jpeg' && format !== 'png') throw new Error('the data room accepts JPEG and PNG images only');
  try {
    const data = await imageJob(async () => {
      const decoded = await decodeImage(checked.data, {
        kinds: [format],
        maxSide: DATA_ROOM_IMAGE_MAX_SIDE,
        ...(format === 'jpeg' ? { background: '#ffffff' } : {}),
      });
      const pipeline = fromPixels(decoded);
      return format === 'jpeg' ? pipeline.removeAlpha().jpeg({ quality: 88, mozjpeg: true }).toBuffer() : pipeline.png({ compressionLevel: 9 }).toBuffer();
    });
    return format === 'jpeg' ? { data, contentType: 'image/jpeg', extension: 'jpg' } : { data, contentType: 'image/png', extension: 'png' };
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}

export type Party = 'seller' | 'buyer';

export function createDataRoom(deps: DataRoomDeps) {
  const { repository, repositories, store, clock, notifier } = deps;

  /** The access of the dialog's buyer (whoever asks: the seller reads it too). */
  async function buyerAccess(dialog: Pick<DialogRow, 'business_id' | 'buyer_id'>, buyer: Pick<UserRow, 'id' | 'subscription'>): Promise<DataRoomAccess> {
    const [override, acceptedOffers, listing] = await Promise.all([
      repository.override(dialog.business_id, buyer.id),
      repository.acceptedOffers(dialog.business_id),
      repositories.listings.findRecord(dialog.business_id),
    ]);
    const listingNda = listing?.nda === true;
    const ndaAccepted = listingNda && listing?.nda_version_id ? await repositories.listings.hasAcceptedNda(buyer.id, listing.nda_version_id) : false;
    return accessOf({ override, pro: isPro(buyer), listingNda, ndaAccepted, buyerId: buyer.id, acceptedOffers, now: clock.now() });
  }

  /** Tells one buyer of the listing's data room (`party: buyer`: their settings flag, decision 0176). */
  async function tell(
    buyerId: number,
    type: (typeof OVERRIDE_NOTIFICATION)[DataRoomOverride] | 'data-room-document-added',
    dialogId: number,
    businessId: number,
    extra = {},
  ) {
    const listing = await repositories.listings.findRecord(businessId);
    await notifier.notify(buyerId, type, {
      business_id: businessId,
      ...(listing ? { business_name: listing.name } : {}),
      dialog_id: dialogId,
      party: 'buyer',
      ...extra,
    });
  }

  /** Every buyer in a dialog about the listing with their access now (the seller's list). */
  async function buyers(businessId: number): Promise<Array<DataRoomBuyerRow & { access: DataRoomAccess }>> {
    const rows = await repository.buyers(businessId);
    return Promise.all(
      rows.map(async (row) => ({
        ...row,
        access: await buyerAccess({ business_id: businessId, buyer_id: row.buyer_id }, { id: row.buyer_id, subscription: row.subscription }),
      })),
    );
  }

  return {
    buyerAccess,

    /** Whether the listing asks for an NDA (the seller's labels and the buyer's texts follow it: 0254). */
    listingNda: async (businessId: number) => (await repositories.listings.findRecord(businessId))?.nda === true,

    documents: (businessId: number) => repository.documents(businessId),
    document: (businessId: number, id: number) => repository.document(businessId, id),
    documentsIn: (businessId: number, ids: readonly number[]) => repository.documentsIn(businessId, ids),
    log: (businessId: number) => repository.logOf(businessId, DATA_ROOM_LOG_LIMIT),

    /** Stores the checked file and records it; a failed insert leaves no file behind. Throws UploadRefused. */
    async upload(
      businessId: number,
      input: { file: UploadedFile; folder: string; visibility: DataRoomVisibility },
      log: FastifyBaseLogger,
    ): Promise<DataRoomDocumentWithFolder> {
      const prepared = await prepareDocument(input.file);
      const key = `data-room/${businessId}/${randomBytes(16).toString('hex')}.${prepared.extension}`;
      const row = await storeThenCommit(
        store,
        [{ key, data: prepared.data, contentType: prepared.contentType }],
        () =>
          repository.add({
            business_id: businessId,
            folder: input.folder,
            name: documentName(input.file.filename, prepared.extension),
            storage_key: key,
            content_type: prepared.contentType,
            size: prepared.data.length,
            visibility: input.visibility,
            created_at: clock.now(),
          }),
        log,
      );
      // Each buyer who may open it hears of it (the others' streams only refresh).
      for (const buyer of await buyers(businessId)) {
        if (mayOpen(buyer.access, row.visibility))
          await tell(buyer.buyer_id, 'data-room-document-added', buyer.dialog_id, businessId, { document_name: row.name });
      }
      return row;
    },

    async remove(businessId: number, id: number): Promise<boolean> {
      const row = await repository.remove(businessId, id);
      if (row) await store.remove([row.storage_key]);
      return row !== undefined;
    },

    buyers,

    /** The seller's override of the dialog's buyer (null: the rules); the buyer is told of a new grant, pause or revoke. */
    async setOverride(dialog: Pick<DialogRow, 'id' | 'business_id' | 'buyer_id'>, state: DataRoomOverride | null): Promise<void> {
      const before = await repository.override(dialog.business_id, dialog.buyer_id);
      if (before === state) return;
      await repository.setOverride(dialog.business_id, dialog.buyer_id, state, clock.now());
      if (state !== null) await tell(dialog.buyer_id, OVERRIDE_NOTIFICATION[state], dialog.id, dialog.business_id);
    },

    /**
     * The file as the reader gets it: a buyer's PDF stamped (`stamp` gives the line for the time) and
     * the buyer's open or download logged; the seller gets the stored file. Null when the file is gone.
     */
    async serve(
      document: DataRoomDocumentWithFolder,
      reader: { party: Party; user: Pick<UserRow, 'id'> },
      options: { download: boolean; stamp: (now: Date) => string },
    ): Promise<Buffer | null> {
      const data = await store.read(document.storage_key);
      if (!data) return null;
      if (reader.party === 'seller') return data;
      const now = clock.now();
      const body = document.content_type === 'application/pdf' ? await watermarkPdf(data, options.stamp(now)) : data;
      await repository.log({
        business_id: document.business_id,
        document_id: document.id,
        document_name: document.name,
        user_id: reader.user.id,
        action: options.download ? 'download' : 'open',
        created_at: now,
      });
      return body;
    },
  };
}

export type DataRoom = ReturnType<typeof createDataRoom>;
