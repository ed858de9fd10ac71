// The due-diligence checklist (issue #30 §3), the dialog's two parties only:
//   GET  /api/dialogs/{id}/checklist          → ChecklistResponse (the spec's eleven items, the progress)
//   POST /api/dialogs/{id}/checklist/{item}   { action: request|verify } (the buyer) or
//                                             { action: answer, note } (the seller) → ChecklistItem
// 403 for anyone else and for the wrong side; 404 unknown dialog or item; 409 an item not in the
// state the action starts from; 422 bad input (an answer without a note).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checklistActionRequestSchema, checklistItemSchema, checklistResponseSchema, errorBodySchema, OFFER_PATHS } from '@bizmarkt/shared/contract';
import { isChecklistItem } from '../../domain/due-diligence';
import { formValidation, sendFieldErrors } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { attributeName, translate } from '../../lib/messages';
import { currentUser, SUBSCRIPTION_REQUIRED, UNAUTHORIZED } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import { toChecklist, toChecklistItem } from '../../responses/checklist';
import { checkedDialog, dialogExists, dialogParticipant } from '../dialogs/dialog-access';

const errors = { 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };
const participantOnly = { access: 'authenticated', resource: dialogParticipant } as const;

const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OFFER_PATHS.checklist.pattern,
    {
      config: participantOnly,
      onRequest: dialogExists,
      schema: { params: z.object({ id: z.string() }), response: { 200: checklistResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toChecklist(await app.dueDiligence.checklist(checkedDialog(request).id));
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
      const outcome = await app.dueDiligence.act(dialog, user.id, item, request.body.action, request.body.note);
      if (outcome.ok) return toChecklistItem(outcome.entry);
      if (outcome.status === 403) return reply.code(403).send(UNAUTHORIZED);
      if (outcome.status === 422)
        return sendFieldErrors(reply, { [outcome.field]: [translate(outcome.key, lang, { attribute: attributeName(outcome.field, lang) })] }, lang);
      return reply.code(409).send({ message: translate(outcome.key, lang) });
    },
  );
};

export default checklistRoutes;
