// Messages (issue #12, spec §7):
//   POST /api/messages                 text (JSON) or media (multipart `media`) → 201 { message }
//   GET  /api/messages/{id}/media      the file, to the dialog's two parties only
//   GET  /api/messages/{id}/media/thumb  an image's thumbnail, likewise
//   GET  /api/messages/dashboard       the latest message to the caller per dialog
// Sending needs PRO for a buyer (403 'PRO subscription required'; the owner answers free), and is
// limited per user (MESSAGE_RATE_LIMIT → 429 'Please wait before sending more messages.').
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHMENT_MAX_BYTES,
  DASHBOARD_MESSAGES_LIMIT,
  dashboardMessagesResponseSchema,
  errorBodySchema,
  sendMessageResponseSchema,
  MESSAGING_PATHS,
} from '@bizmarkt/shared/contract';
import { hidesMessages, isPro } from '../../domain/messaging-view';
import { cacheControlOf } from '../../lib/media-store';
import { attachmentName, attachmentThumbKey, newAttachmentKey, prepareAttachment } from '../../lib/attachments';
import { formValidation, sendFieldErrors } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { translate } from '../../lib/messages';
import { refusalOf, sendUploadRefused, storeThenCommit, UPLOAD_POLICIES } from '../../lib/upload-check';
import { currentUser, SUBSCRIPTION_REQUIRED, UNAUTHORIZED } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import { toDashboardMessage } from '../../responses/dialogs';
import { toMessage } from '../../responses/message';
import { sendMessageBodySchema } from '../../schemas/messages';
import { pathId } from '../dialogs/dialog-access';
import { refuseWhenTooFast } from './send-limit';

const errors = { 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The media store's private area (lib/media-store.ts): served below to the dialog's two parties only.
  const store = app.mediaStores.attachments;
  const repos = app.repositories;
  const { messaging } = app;

  app.post(
    MESSAGING_PATHS.messages,
    {
      // The matrix writes about the owner's listing: buyers without PRO are refused (the owner answers free).
      config: { access: 'verified', uploads: true, uploadLimitBytes: ATTACHMENT_MAX_BYTES, matrix: { refuse: ['free', 'otherSeller', 'admin'] } },
      attachValidation: true,
      preHandler: formValidation(),
      schema: { body: sendMessageBodySchema, response: { 201: sendMessageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const lang = requestLang(request);
      const body = request.body;
      // The listing's owner, read once: the PRO gate and the dialog both need it. A buyer without PRO
      // is refused before anything is stored (the owner answers free).
      const listing = await messaging.listingParty(body.business_id);
      if (listing && listing.user_id !== user.id && !isPro(user)) return reply.code(403).send(SUBSCRIPTION_REQUIRED);
      const resolved = await messaging.resolveDialog(user, listing, body.opponent_id, { create: true });
      if (!resolved.ok) return sendFieldErrors(reply, { [resolved.field]: [translate(resolved.rule, lang, { attribute: resolved.field })] }, lang);
      if (await refuseWhenTooFast(request, reply, user)) return reply;
      const { dialog } = resolved;
      const recipientId = dialog.buyer_id === user.id ? dialog.seller_id : dialog.buyer_id;
      const base = { dialog_id: dialog.id, user_id: user.id, recipient_id: recipientId, created_at: app.clock.now() };

      let row;
      if (body.type === 'text') {
        row = await repos.messages.add({ ...base, type: 'text', message: body.message });
      } else {
        let prepared;
        try {
          prepared = await prepareAttachment(body.media);
        } catch (error) {
          const refusal = refusalOf(error);
          if (!refusal) throw error;
          return sendUploadRefused(reply, refusal, UPLOAD_POLICIES.chatAttachment, lang);
        }
        const key = newAttachmentKey(dialog.id, prepared.extension);
        const thumbKey = prepared.thumb ? attachmentThumbKey(key) : null;
        const files = [{ key, data: prepared.data, contentType: prepared.contentType }];
        if (thumbKey && prepared.thumb) files.push({ key: thumbKey, data: prepared.thumb, contentType: prepared.contentType });
        const media = {
          ...base,
          type: 'media' as const,
          media_key: key,
          thumb_key: thumbKey,
          media_type: prepared.kind === 'pdf' ? ('application/pdf' as const) : ('image' as const),
          media_name: attachmentName(body.media.filename, prepared.extension),
        };
        // The files and the row go together: a failed insert leaves no file behind.
        row = await storeThenCommit(store, files, () => repos.messages.add(media), request.log);
      }
      await messaging.scheduleEmail(row);
      return reply.code(201).send({ message: toMessage(row, user.id) });
    },
  );

  const serveMedia = (variant: 'file' | 'thumb') => async (request: FastifyRequest, reply: FastifyReply) => {
    const user = currentUser(request);
    const id = pathId(request);
    const message = id === null ? undefined : await repos.messages.find(id);
    if (!message || !message.media_key) return reply.code(404).send(NOT_FOUND);
    const dialog = await repos.dialogs.find(message.dialog_id);
    if (!dialog || (dialog.buyer_id !== user.id && dialog.seller_id !== user.id)) return reply.code(403).send(UNAUTHORIZED);
    // The locked chat withholds the seller's files too.
    if (message.user_id !== user.id && hidesMessages(dialog, user)) return reply.code(403).send(SUBSCRIPTION_REQUIRED);
    const key = variant === 'thumb' ? message.thumb_key : message.media_key;
    const file = key ? await store.get(key) : null;
    if (!file) return reply.code(404).send(NOT_FOUND);
    const isPdf = message.media_type === 'application/pdf';
    const contentType = isPdf ? 'application/pdf' : key!.endsWith('.png') ? 'image/png' : 'image/jpeg';
    const name = message.media_name ?? 'attachment';
    return (
      reply
        .header('content-type', contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          // Shown in the browser, PDFs too ('View PDF' opens a new tab; issue #30 §6): the upload checks
          // refused any PDF with scripts or actions, and the sandbox below runs none.
          `inline; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        // Private to the two parties: no shared cache may keep it.
        .header('cache-control', cacheControlOf('private'))
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body)
    );
  };

  const mediaParams = { params: z.object({ id: z.string() }) };
  // The dialog's two parties only (checked in serveMedia).
  const participants = { access: 'authenticated', matrix: { owner: true } } as const;
  app.get(MESSAGING_PATHS.media.pattern, { config: participants, schema: mediaParams }, serveMedia('file'));
  app.get(MESSAGING_PATHS.mediaThumb.pattern, { config: participants, schema: mediaParams }, serveMedia('thumb'));

  app.get(
    MESSAGING_PATHS.dashboard,
    { config: { access: 'authenticated' }, schema: { response: { 200: dashboardMessagesResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = currentUser(request);
      return { data: (await messaging.dashboard(user, DASHBOARD_MESSAGES_LIMIT)).map((entry) => toDashboardMessage(entry, user.id)) };
    },
  );
};

export default messagesRoutes;
