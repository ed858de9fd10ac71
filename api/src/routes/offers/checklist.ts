// The due-diligence checklist (issue #30 §3), the dialog's two parties only:
//   GET  /api/dialogs/{id}/checklist          → ChecklistResponse (the spec's eleven items, the progress)
//   POST /api/dialogs/{id}/checklist/{item}   { action: request|verify } (the buyer) or
//                                             { action: answer, note, document_ids } (the seller) → ChecklistItem
// 403 for anyone else and for the wrong side; 404 unknown dialog or item; 409 an item not in the
// state the action starts from; 422 bad input (an answer without a note; `document_ids` naming a
// document that is not in the listing's data room or that the dialog's buyer may not open). An answer's
// documents link to the data room for a reader whose access opens them, and are locked otherwise
// (decision 0220).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DialogRow, UserRow } from '../../db/schema';
import { z } from 'zod';
import { checklistActionRequestSchema, checklistItemSchema, checklistResponseSchema, errorBodySchema, OFFER_PATHS } from '@bizmarkt/shared/contract';
import { mayOpen } from '../../domain/data-room';
import { isChecklistItem } from '../../domain/due-diligence';
import { formValidation, sendFieldErrors } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { attributeName, translate } from '../../lib/messages';
import { currentUser, SUBSCRIPTION_REQUIRED, UNAUTHORIZED } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import { toChecklist, toChecklistItem, type ChecklistReader } from '../../responses/checklist';
import { dataRoomService } from '../data-room/service';
import { checkedDialog, dialogExists, dialogParticipant } from '../dialogs/dialog-access';

const errors = { 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };
const participantOnly = { access: 'authenticated', resource: dialogParticipant } as const;

const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const dataRoom = dataRoomService(app);

  /** The dialog buyer's data-room access (whoever asks). */
  async function buyerAccess(dialog: DialogRow, user: UserRow) {
    const buyer = dialog.buyer_id === user.id ? user : await app.repositories.users.findById(dialog.buyer_id);
    return dataRoom.buyerAccess(dialog, buyer ?? { id: dialog.buyer_id, subscription: null });
  }

  /** The seller opens every document of her data room; the buyer what their access opens. */
  async function readerOf(dialog: DialogRow, user: UserRow): Promise<ChecklistReader> {
    if (dialog.seller_id === user.id) return { dialogId: dialog.id, opens: () => true };
    const access = await buyerAccess(dialog, user);
    return { dialogId: dialog.id, opens: (visibility) => mayOpen(access, visibility) };
  }

  /** An answer's documents: all in the listing's data room and open to the dialog's buyer. */
  async function answerDocumentsOk(dialog: DialogRow, user: UserRow, ids: readonly number[]): Promise<boolean> {
    if (ids.length === 0) return true;
    if (new Set(ids).size !== ids.length) return false;
    const [documents, access] = await Promise.all([dataRoom.documentsIn(dialog.business_id, ids), buyerAccess(dialog, user)]);
    return documents.length === ids.length && documents.every((document) => mayOpen(access, document.visibility));
  }
  app.get(
    OFFER_PATHS.checklist.pattern,
    {
      config: participantOnly,
      onRequest: dialogExists,
      schema: { params: z.object({ id: z.string() }), response: { 200: checklistResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const dialog = checkedDialog(request);
      const [entries, reader] = await Promise.all([app.dueDiligence.checklist(dialog.id), readerOf(dialog, currentUser(request))]);
      return toChecklist(entries, reader);
    },
  );

  app.post(
    OFFER_PATHS.checklistItem.pattern,
    {
      // The buyer requests and verifies, the seller answers (the other side: 403 in the handler).
      config: { access: 'verified', resource: dialogParticipant },
      onRequest: dialogExists,
      attachValidation: true,
      preHandler: formValidation(),
      schema: { params: z.object({ id: z.string(), item: z.string() }), body: checklistActionRequestSchema, response: { 200: checklistItemSchema, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const lang = requestLang(request);
      const dialog = checkedDialog(request);
      const { item } = request.params;
      if (!isChecklistItem(item)) return reply.code(404).send(NOT_FOUND);
      // A buyer acts with PRO, as in the chat (the seller answers free).
      if (dialog.buyer_id === user.id && user.subscription !== 'active') return reply.code(403).send(SUBSCRIPTION_REQUIRED);
      const { action, note, document_ids: documentIds } = request.body;
      // Only an answer carries documents (the seller's; checked before the move, as the note is).
      const ids = action === 'answer' ? documentIds : [];
      if (action === 'answer' && dialog.seller_id === user.id && !(await answerDocumentsOk(dialog, user, ids))) {
        return sendFieldErrors(reply, { document_ids: [translate('checklist.document_unavailable', lang)] }, lang);
      }
      const outcome = await app.dueDiligence.act(dialog, user.id, item, action, note, ids);
      if (outcome.ok) return toChecklistItem(outcome.entry, await readerOf(dialog, user));
      if (outcome.status === 403) return reply.code(403).send(UNAUTHORIZED);
      if (outcome.status === 422)
        return sendFieldErrors(reply, { [outcome.field]: [translate(outcome.key, lang, { attribute: attributeName(outcome.field, lang) })] }, lang);
      return reply.code(409).send({ message: translate(outcome.key, lang) });
    },
  );
};

export default checklistRoutes;
