// The NDA flow (issue #12, spec §4):
//   POST  /api/messages/nda             (PRO) { business_id, message?, signer_name, nda_version_id? } → 201
//   PATCH /api/messages/nda/{id}        the non-author of the pending request: { result: accept|reject }
//   POST  /api/nda-records/{id}/revoke  the seller: the buyer loses the protected fields at once
// Every signature is recorded (who, when, IP, user agent, the exact text's version and SHA-256).
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  ndaAnswerRequestSchema,
  ndaAnswerResponseSchema,
  ndaRecordSchema,
  ndaRequestResponseSchema,
  ndaRequestSchema,
  MESSAGING_PATHS,
} from '@bizmarkt/shared/contract';
import { formValidation, sendFieldErrors } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { translate } from '../../lib/messages';
import { mediaUrl } from '../../lib/media';
import { currentUser, UNAUTHORIZED } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import { toMessage } from '../../responses/message';
import { toNdaRecord } from '../../responses/nda-record';
import { isParticipant, pathId } from '../dialogs/dialog-access';
import { refuseWhenTooFast } from './send-limit';

const params = z.object({ id: z.string() });
const errors = { 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

const ndaRoutes: FastifyPluginAsyncZod = async (app) => {
  const repos = app.repositories;

  app.post(
    MESSAGING_PATHS.ndaRequest,
    {
      config: { access: 'subscribed' },
      attachValidation: true,
      preHandler: formValidation(),
      schema: { body: ndaRequestSchema, response: { 201: ndaRequestResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const lang = requestLang(request);
      const body = request.body;
      const fail = (key: Parameters<typeof translate>[0]) =>
        sendFieldErrors(reply, { business_id: [translate(key, lang, { attribute: 'business_id' })] }, lang);
      const conflict = (key: Parameters<typeof translate>[0]) => reply.code(409).send({ message: translate(key, lang) });
      const listing = await repos.listings.findRecord(body.business_id);
      if (!listing || listing.user_id === user.id) return fail('messaging.exists');
      if (!listing.nda || listing.nda_version_id === null || listing.nda_text === null) return fail('messaging.no_nda');
      if (body.nda_version_id !== undefined && body.nda_version_id !== listing.nda_version_id) return conflict('messaging.nda_changed');
      if (await repos.listings.hasAcceptedNda(user.id, listing.nda_version_id)) return conflict('messaging.nda_granted');
      // The listing read above is the one the dialog is about: its owner is not read again.
      const resolved = await app.messaging.resolveDialog(user, listing, undefined, { create: true });
      if (!resolved.ok) return fail(resolved.rule);
      if (await repos.ndaRecords.hasPending(resolved.dialog.id)) return conflict('messaging.nda_pending');
      if (await refuseWhenTooFast(request, reply, user)) return reply;

      const { messages, record } = await repos.ndaRecords.request({
        dialogId: resolved.dialog.id,
        listingId: listing.id,
        signerId: user.id,
        sellerId: listing.user_id,
        signerName: body.signer_name,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        versionId: listing.nda_version_id,
        textSha256: createHash('sha256').update(listing.nda_text, 'utf8').digest('hex'),
        note: body.message && body.message !== '' ? body.message : null,
        now: app.clock.now(),
      });
      const buyerName = [user.name, user.last_name].filter(Boolean).join(' ') || body.signer_name;
      const avatar = mediaUrl(user.avatar_thumb);
      await app.notifier.notify(listing.user_id, 'nda-requested', {
        business_id: listing.id,
        business_name: listing.name,
        buyer_name: buyerName,
        ...(avatar ? { buyer_avatar: avatar } : {}),
        dialog_id: resolved.dialog.id,
      });
      return reply
        .code(201)
        .send({ dialog_id: resolved.dialog.id, messages: messages.map((message) => toMessage(message, user.id)), record: toNdaRecord(record) });
    },
  );

  app.patch(
    MESSAGING_PATHS.ndaAnswer.pattern,
    {
      // The dialog's other party (the seller) only, checked below.
      config: { access: 'verified', matrix: { owner: true } },
      attachValidation: true,
      preHandler: formValidation(),
      schema: { params, body: ndaAnswerRequestSchema, response: { 200: ndaAnswerResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const lang = requestLang(request);
      const id = pathId(request);
      const record = id === null ? undefined : await repos.ndaRecords.findByMessage(id);
      if (!record) return reply.code(404).send(NOT_FOUND);
      const dialog = await repos.dialogs.find(record.dialog_id);
      if (!dialog || !isParticipant(dialog, user.id)) return reply.code(403).send(UNAUTHORIZED);
      // Only the non-author (the seller) decides; the requester cannot accept their own request.
      if (record.signer_id === user.id) return reply.code(403).send(UNAUTHORIZED);
      const accept = request.body.result === 'accept';
      const answered =
        record.decision === 'pending'
          ? await repos.ndaRecords.answer(record.id, {
              accept,
              deciderId: user.id,
              text: translate(accept ? 'messaging.nda_accepted' : 'messaging.nda_rejected', lang),
              now: app.clock.now(),
            })
          : undefined;
      if (!answered) return reply.code(409).send({ message: translate('messaging.nda_answered', lang) });
      if (accept) {
        const listing = await repos.listings.findRecord(record.business_id);
        await app.notifier.notify(record.signer_id, 'nda-accepted', {
          business_id: record.business_id,
          ...(listing ? { business_name: listing.name } : {}),
          dialog_id: record.dialog_id,
        });
      }
      return { message: toMessage(answered.message, user.id), replaced_message_id: record.pending_message_id, record: toNdaRecord(answered.record) };
    },
  );

  app.post(
    MESSAGING_PATHS.ndaRevoke.pattern,
    // The dialog's seller only, checked below.
    { config: { access: 'verified', matrix: { owner: true } }, schema: { params, response: { 200: ndaRecordSchema, ...errors } } },
    async (request, reply) => {
      const user = currentUser(request);
      const id = pathId(request);
      const record = id === null ? undefined : await repos.ndaRecords.find(id);
      if (!record) return reply.code(404).send(NOT_FOUND);
      const dialog = await repos.dialogs.find(record.dialog_id);
      if (!dialog || dialog.seller_id !== user.id) return reply.code(403).send(UNAUTHORIZED);
      const revoked = await repos.ndaRecords.revoke(record.id, user.id, app.clock.now());
      if (!revoked) return reply.code(409).send({ message: translate('messaging.nda_not_revocable', requestLang(request)) });
      return toNdaRecord(revoked);
    },
  );
};

export default ndaRoutes;
