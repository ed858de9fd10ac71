// The data room of a deal (issue #30 §2), the dialog's two parties only (the listing's data room, seen
// through one dialog):
//   GET    /api/dialogs/{id}/data-room                       → DataRoomResponse
//   POST   /api/dialogs/{id}/data-room/documents             multipart `document`, `folder`, `visibility` → 201 DataRoomDocument (the seller)
//   GET    /api/dialogs/{id}/data-room/documents/{document}  the file (`?download=1`, and an XLSX always: as an attachment; `?lang=`: the stamp's); a buyer's PDF watermarked
//   DELETE /api/dialogs/{id}/data-room/documents/{document}  → 204 (the seller)
//   PUT    /api/dialogs/{id}/data-room/access                { state } → DataRoomAccess (the seller, for the dialog's buyer)
//   GET    /api/dialogs/{id}/data-room/buyers                → DataRoomBuyersResponse (the seller: every buyer of the listing)
// 403 for anyone else (the access layer, before the body is read), for the buyer on the seller's
// routes and for a document the buyer's access does not open; 404 unknown dialog or document; 422 per
// field (the upload through the shared checks). Nothing here names the seller.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DATA_ROOM_DOCUMENT_MAX_BYTES,
  DATA_ROOM_PATHS,
  DATA_ROOM_SUGGESTED_FOLDERS,
  dataRoomAccessRequestSchema,
  dataRoomAccessSchema,
  dataRoomBuyersResponseSchema,
  dataRoomDocumentSchema,
  dataRoomResponseSchema,
  dataRoomUploadFieldsSchema,
  errorBodySchema,
  objectOrEmpty,
  type DataRoomDocument,
} from '@bizmarkt/shared/contract';
import type { DialogRow, UserRow } from '../../db/schema';
import { mayOpen, type Party } from '../../domain/data-room';
import { customRule, formValidation } from '../../lib/form-validation';
import { requestLang, type Lang } from '../../lib/lang';
import { cacheControlOf } from '../../lib/media-store';
import { translate } from '../../lib/messages';
import { refusalOf, sendUploadRefused, UPLOAD_POLICIES } from '../../lib/upload-check';
import { isUploadedFile, type UploadedFile } from '../../lib/uploaded-file';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-check';
import { currentUser, UNAUTHORIZED } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import type { DataRoomDocumentWithFolder } from '../../repositories/data-room';
import { uploadRefinement } from '../../schemas/upload-refinement';
import { checkedDialog, dialogExists, dialogParticipant, pathId } from '../dialogs/dialog-access';
import { dataRoomService } from './service';

const errors = { 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const params = z.object({ id: z.string() });
const documentParams = z.object({ id: z.string(), document: z.string() });

const documentFile = z
  .custom<UploadedFile>(isUploadedFile, customRule('data_room.document_invalid'))
  .superRefine(uploadRefinement(UPLOAD_POLICIES.dataRoomDocument));
const uploadBodySchema = z.preprocess(objectOrEmpty, dataRoomUploadFieldsSchema.extend({ document: documentFile }));

function toDocument(row: DataRoomDocumentWithFolder, dialogId: number): DataRoomDocument {
  return {
    id: row.id,
    folder: row.folder,
    name: row.name,
    content_type: row.content_type,
    size: row.size,
    visibility: row.visibility,
    created_at: row.created_at.toISOString(),
    url: DATA_ROOM_PATHS.document(dialogId, row.id),
  };
}

const fullName = (user: Pick<UserRow, 'name' | 'last_name'>) => [user.name, user.last_name].filter(Boolean).join(' ');

/** The line stamped on a buyer's PDF, in the reader's language. */
function stampLine(user: Pick<UserRow, 'name' | 'last_name' | 'email'>, lang: Lang, now: Date): string {
  const time = `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return lang === 'de' ? `Bereitgestellt für ${fullName(user)} <${user.email}> am ${time}` : `Provided to ${fullName(user)} <${user.email}> on ${time}`;
}

const dataRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const dataRoom = dataRoomService(app);

  const partyOf = (dialog: DialogRow, user: UserRow): Party => (dialog.seller_id === user.id ? 'seller' : 'buyer');

  /** The seller's routes: the dialog's buyer is refused (403). */
  function sellerOnly(request: FastifyRequest, reply: FastifyReply): DialogRow | null {
    const dialog = checkedDialog(request);
    if (partyOf(dialog, currentUser(request)) === 'seller') return dialog;
    reply.code(403).send({ message: translate('data_room.not_seller', requestLang(request)) });
    return null;
  }

  async function buyerOf(dialog: DialogRow): Promise<UserRow> {
    const buyer = await app.repositories.users.findById(dialog.buyer_id);
    if (!buyer) throw new Error(`dialog ${dialog.id} without its buyer`);
    return buyer;
  }

  const participant = { access: 'authenticated', resource: dialogParticipant } as const;

  app.get(
    DATA_ROOM_PATHS.dataRoom.pattern,
    { config: participant, onRequest: dialogExists, schema: { params, response: { 200: dataRoomResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = currentUser(request);
      const dialog = checkedDialog(request);
      const role = partyOf(dialog, user);
      const [documents, access, listingNda] = await Promise.all([
        dataRoom.documents(dialog.business_id),
        dataRoom.buyerAccess(dialog, role === 'buyer' ? user : await buyerOf(dialog)),
        dataRoom.listingNda(dialog.business_id),
      ]);
      const shown = role === 'seller' ? documents : documents.filter((row) => mayOpen(access, row.visibility));
      const folders: Array<{ name: string; documents: DataRoomDocument[] }> = [];
      for (const row of shown) {
        const last = folders.at(-1);
        if (last && last.name.toLowerCase() === row.folder.toLowerCase()) last.documents.push(toDocument(row, dialog.id));
        else folders.push({ name: row.folder, documents: [toDocument(row, dialog.id)] });
      }
      const log =
        role === 'seller'
          ? (await dataRoom.log(dialog.business_id)).map((row) => ({
              id: row.id,
              document_id: row.document_id,
              document_name: row.document_name,
              buyer_id: row.buyer_id,
              buyer_name: fullName({ name: row.buyer_first_name, last_name: row.buyer_last_name }),
              buyer_email: row.buyer_email,
              action: row.action,
              created_at: row.created_at.toISOString(),
            }))
          : [];
      return { role, listing_nda: listingNda, folders, access, log, suggested_folders: [...DATA_ROOM_SUGGESTED_FOLDERS] };
    },
  );

  app.post(
    DATA_ROOM_PATHS.documents.pattern,
    {
      config: { access: 'verified', resource: dialogParticipant, uploads: true, uploadLimitBytes: DATA_ROOM_DOCUMENT_MAX_BYTES },
      onRequest: dialogExists,
      attachValidation: true,
      preHandler: formValidation(),
      schema: { params, body: uploadBodySchema, response: { 201: dataRoomDocumentSchema, ...errors } },
    },
    async (request, reply) => {
      const dialog = sellerOnly(request, reply);
      if (!dialog) return reply;
      const { document, folder, visibility } = request.body;
      try {
        const row = await dataRoom.upload(dialog.business_id, { file: document, folder, visibility }, request.log);
        return reply.code(201).send(toDocument(row, dialog.id));
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        return sendUploadRefused(reply, refusal, UPLOAD_POLICIES.dataRoomDocument, requestLang(request));
      }
    },
  );

  app.get(
    DATA_ROOM_PATHS.document.pattern,
    {
      config: participant,
      onRequest: dialogExists,
      schema: { params: documentParams, querystring: z.object({ download: z.enum(['0', '1']).optional(), lang: z.enum(['en', 'de']).optional() }) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const dialog = checkedDialog(request);
      const id = pathId(request, 'document');
      const document = id === null ? undefined : await dataRoom.document(dialog.business_id, id);
      if (!document) return reply.code(404).send(NOT_FOUND);
      const party = partyOf(dialog, user);
      if (party === 'buyer' && !mayOpen(await dataRoom.buyerAccess(dialog, user), document.visibility)) return reply.code(403).send(UNAUTHORIZED);
      // A spreadsheet is never shown in the browser: always an attachment (decision 0223).
      const download = request.query.download === '1' || document.content_type === XLSX_CONTENT_TYPE;
      // A link, not fetch: the stamp's language from `?lang=`, else the account's.
      const lang: Lang = request.query.lang ?? (user.locale === 'de' ? 'de' : requestLang(request));
      const body = await dataRoom.serve(document, { party, user }, { download, stamp: (now) => stampLine(user, lang, now) });
      if (!body) return reply.code(404).send(NOT_FOUND);
      const name = document.name;
      return (
        reply
          .header('content-type', document.content_type === 'text/csv' ? 'text/csv; charset=utf-8' : document.content_type)
          .header('content-length', body.length)
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-disposition',
            `${download ? 'attachment' : 'inline'}; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
          )
          // Private to the two parties, stamped for one reader: no cache may keep it.
          .header('cache-control', cacheControlOf('private'))
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(body)
      );
    },
  );

  app.delete(
    DATA_ROOM_PATHS.document.pattern,
    {
      config: { access: 'verified', resource: dialogParticipant },
      onRequest: dialogExists,
      schema: { params: documentParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const dialog = sellerOnly(request, reply);
      if (!dialog) return reply;
      const id = pathId(request, 'document');
      if (id === null || !(await dataRoom.remove(dialog.business_id, id))) return reply.code(404).send(NOT_FOUND);
      return reply.code(204).send(null);
    },
  );

  app.put(
    DATA_ROOM_PATHS.access.pattern,
    {
      config: { access: 'verified', resource: dialogParticipant },
      onRequest: dialogExists,
      attachValidation: true,
      preHandler: formValidation(),
      schema: { params, body: dataRoomAccessRequestSchema, response: { 200: dataRoomAccessSchema, ...errors } },
    },
    async (request, reply) => {
      const dialog = sellerOnly(request, reply);
      if (!dialog) return reply;
      const { state } = request.body;
      await dataRoom.setOverride(dialog, state === 'default' ? null : state);
      return dataRoom.buyerAccess(dialog, await buyerOf(dialog));
    },
  );

  app.get(
    DATA_ROOM_PATHS.buyers.pattern,
    { config: participant, onRequest: dialogExists, schema: { params, response: { 200: dataRoomBuyersResponseSchema, ...errors } } },
    async (request, reply) => {
      const dialog = sellerOnly(request, reply);
      if (!dialog) return reply;
      reply.header('cache-control', 'no-store');
      const buyers = await dataRoom.buyers(dialog.business_id);
      return {
        data: buyers.map((row) => ({ dialog_id: row.dialog_id, buyer_id: row.buyer_id, buyer_name: fullName(row), access: row.access })),
      };
    },
  );
};

export default dataRoomRoutes;
