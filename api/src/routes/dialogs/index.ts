// Dialogs (issue #12, spec §7), the two parties only (403 for anyone else, 404 for unknown ids):
//   GET   /api/dialogs?page=&dialog_id=      → DialogListResponse (groups per listing)
//   POST  /api/dialogs                       { business_id, opponent_id? (the owner's) } → { dialog }
//   GET   /api/dialogs/{id}/messages?before_id= → older messages
//   POST  /api/dialogs/{id}/read             → { unreadMessages }
//   PATCH /api/dialogs/{id}                  { buyer_step | seller_step } → DialogStepResponse
//   GET   /api/dialogs/{id}/nda-records      → NdaRecordsResponse
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDialogRequestSchema,
  createDialogResponseSchema,
  DIALOG_GROUPS_PER_PAGE,
  DIALOG_MESSAGES_PAGE,
  dialogListResponseSchema,
  dialogMessagesQuerySchema,
  dialogMessagesResponseSchema,
  dialogReadResponseSchema,
  dialogsQuerySchema,
  dialogStepRequestSchema,
  dialogStepResponseSchema,
  errorBodySchema,
  ndaRecordsResponseSchema,
  MESSAGING_PATHS,
} from '@bizmarkt/shared/contract';
import { hidesMessages, visibleMessages } from '../../domain/messaging-view';
import type { DialogRow, UserRow } from '../../db/schema';
import { formValidation, sendFieldErrors } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { translate } from '../../lib/messages';
import { currentUser, UNAUTHORIZED } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import { toDialog, toDialogGroup } from '../../responses/dialogs';
import { toMessage } from '../../responses/message';
import { toNdaRecord } from '../../responses/nda-record';
import { checkedDialog, dialogExists, dialogParticipant, isParticipant } from './dialog-access';

const params = z.object({ id: z.string() });
const errors = { 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const participantOnly = { access: 'authenticated', resource: dialogParticipant } as const;
/** `GET /api/dialogs?dialog_id=` of a dialog the caller is not part of: 403 (the matrix probes the owner's dialog). */
const listOrOwnDialog = { access: 'authenticated', matrix: { owner: true } } as const;

const dialogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dialogs } = app.repositories;
  const { messaging } = app;
  const groupsOf = async (viewer: UserRow, rows: DialogRow[]) => (await messaging.dialogGroups(viewer, rows)).map((group) => toDialogGroup(group, viewer.id));

  app.get(
    MESSAGING_PATHS.dialogs,
    { config: listOrOwnDialog, schema: { querystring: dialogsQuerySchema, response: { 200: dialogListResponseSchema, ...errors } } },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header('cache-control', 'no-store');
      const { page, dialog_id: dialogId } = request.query;
      if (dialogId !== undefined) {
        const dialog = await dialogs.find(dialogId);
        if (!dialog) return reply.code(404).send(NOT_FOUND);
        if (!isParticipant(dialog, user.id)) return reply.code(403).send(UNAUTHORIZED);
        return { data: await groupsOf(user, [dialog]), meta: { current_page: 1, last_page: 1 } };
      }
      const { listingIds, lastPage } = await dialogs.groupPage(user.id, page, DIALOG_GROUPS_PER_PAGE);
      const rows = await dialogs.forListings(user.id, listingIds);
      // Groups in the order of the page (their newest activity), dialogs newest first within each.
      const order = new Map(listingIds.map((id, index) => [id, index]));
      rows.sort((a, b) => (order.get(a.business_id) ?? 0) - (order.get(b.business_id) ?? 0));
      return { data: await groupsOf(user, rows), meta: { current_page: page, last_page: lastPage } };
    },
  );

  app.post(
    MESSAGING_PATHS.dialogs,
    {
      config: { access: 'verified' },
      attachValidation: true,
      preHandler: formValidation(),
      schema: { body: createDialogRequestSchema, response: { 200: createDialogResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const lang = requestLang(request);
      const { business_id: listingId, opponent_id: opponentId } = request.body;
      // The listing, read once: who the dialog is with, and what the answer shows of it.
      const listing = await messaging.dialogListing(listingId);
      const resolved = await messaging.resolveDialog(user, listing, opponentId, { create: true });
      if (!resolved.ok) return sendFieldErrors(reply, { [resolved.field]: [translate(resolved.rule, lang, { attribute: resolved.field })] }, lang);
      return { dialog: toDialog(await messaging.dialogView(user, resolved.dialog, listing), user.id) };
    },
  );

  app.get(
    MESSAGING_PATHS.dialogMessages.pattern,
    {
      config: participantOnly,
      onRequest: dialogExists,
      schema: { params, querystring: dialogMessagesQuerySchema, response: { 200: dialogMessagesResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const dialog = checkedDialog(request);
      reply.header('cache-control', 'no-store');
      const { rows, more } = await dialogs.olderMessages(dialog.id, request.query.before_id, DIALOG_MESSAGES_PAGE);
      return { messages: visibleMessages(rows, hidesMessages(dialog, user), user.id).map((row) => toMessage(row, user.id)), has_older_messages: more };
    },
  );

  app.post(
    MESSAGING_PATHS.dialogRead.pattern,
    { config: participantOnly, onRequest: dialogExists, schema: { params, response: { 200: dialogReadResponseSchema, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      await dialogs.markRead(checkedDialog(request).id, user.id);
      const unread = await app.repositories.messages.unreadCounts(user.id);
      return { unreadMessages: unread.total };
    },
  );

  app.patch(
    MESSAGING_PATHS.dialog.pattern,
    {
      config: participantOnly,
      onRequest: dialogExists,
      attachValidation: true,
      preHandler: formValidation(),
      schema: { params, body: dialogStepRequestSchema, response: { 200: dialogStepResponseSchema, ...errors, 409: errorBodySchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const lang = requestLang(request);
      const dialog = checkedDialog(request);
      const { buyer_step: buyerStep, seller_step: sellerStep } = request.body;
      const isSeller = dialog.seller_id === user.id;
      // Never the other party's step.
      if ((isSeller && buyerStep !== undefined) || (!isSeller && sellerStep !== undefined)) return reply.code(403).send(UNAUTHORIZED);
      const step = isSeller ? sellerStep : buyerStep;
      if (step === undefined) {
        const field = isSeller ? 'seller_step' : 'buyer_step';
        return sendFieldErrors(reply, { [field]: [translate('messaging.step_one', lang)] }, lang);
      }
      // A buyer locked out by another buyer's exclusivity does not move the buying steps (decision 0243).
      if (!isSeller && (await app.repositories.offers.exclusiveElsewhere(dialog.business_id, dialog.id, app.clock.now()))) {
        return reply.code(409).send({ message: translate('offers.under_offer', lang) });
      }
      return messaging.setOwnStep(dialog, isSeller ? 'seller_step' : 'buyer_step', step);
    },
  );

  app.get(
    MESSAGING_PATHS.dialogNdaRecords.pattern,
    { config: participantOnly, onRequest: dialogExists, schema: { params, response: { 200: ndaRecordsResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const records = await app.repositories.ndaRecords.listForDialog(checkedDialog(request).id);
      return { data: records.map(toNdaRecord) };
    },
  );
};

export default dialogsRoutes;
