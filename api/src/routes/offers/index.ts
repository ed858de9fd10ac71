// Offers and the letter of intent (issue #30 §1), the dialog's two parties only:
//   GET  /api/dialogs/{id}/offers     → OffersResponse (newest first, every version; until when another
//                                       buyer's exclusivity holds the listing; the listing's inventory term)
//   POST /api/dialogs/{id}/offers     { terms } → 201 Offer (the buyer, PRO; NDA accepted where needed)
//   POST /api/offers/{id}/counter     { version, terms } → 201 Offer (the party whose turn it is)
//   POST /api/offers/{id}/accept      { version, signer_name } → Offer (signed; exclusivity starts)
//   POST /api/offers/{id}/decline     { version } → Offer
//   GET  /api/offers/{id}/letter-of-intent?lang=  the signed letter (PDF) of an accepted offer
// 403 for anyone else (the access layer, before the body is read) and for the party whose turn it is
// not; 404 unknown ids; 409 a second open offer, a stale version, a closed or expired offer; 422 bad
// input per field (the contract's schemas, and the dates by the app's clock).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptOfferRequestSchema,
  counterOfferRequestSchema,
  createOfferRequestSchema,
  declineOfferRequestSchema,
  errorBodySchema,
  letterQuerySchema,
  offerSchema,
  offersResponseSchema,
  OFFER_PATHS,
  offerInventoryOf,
} from '@bizmarkt/shared/contract';
import type { DialogRow, UserRow } from '../../db/schema';
import { hidesMessages } from '../../domain/messaging-view';
import { renderLoiPdf } from '../../domain/loi-pdf';
import { partyOf, type OfferOutcome } from '../../domain/offers';
import { formValidation, sendFieldErrors } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { attributeName, translate } from '../../lib/messages';
import { currentUser, participantOf, SUBSCRIPTION_REQUIRED, UNAUTHORIZED, type AuthenticatedRequest } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import type { OfferWithVersions } from '../../repositories/offers';
import { toOffer } from '../../responses/offer';
import { checkedDialog, dialogExists, dialogParticipant, pathId } from '../dialogs/dialog-access';
import checklistRoutes from './checklist';

const params = z.object({ id: z.string() });
const errors = { 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** The offer and its dialog the access check loaded (routes on /api/offers/{id}/…). */
const loaded = new WeakMap<FastifyRequest, { offer: OfferWithVersions; dialog: DialogRow } | null>();

/** The access layer's check: the caller is one of the two parties of the offer's dialog (403 otherwise, also for an unknown id). */
const offerParticipant = participantOf(async (request: AuthenticatedRequest) => {
  const id = pathId(request);
  const offer = id === null ? undefined : await request.server.offers.find(id);
  const dialog = offer ? await request.server.repositories.dialogs.find(offer.dialog_id) : undefined;
  loaded.set(request, offer && dialog ? { offer, dialog } : null);
  return dialog ? [dialog.buyer_id, dialog.seller_id] : null;
});

const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { offers } = app;
  // The deal's due-diligence checklist (issue #30 §3).
  await app.register(checklistRoutes);

  /** Whether the buyer viewing may not see the seller's name (the chat locked, or the NDA not accepted). */
  async function sellerMasked(dialog: DialogRow, viewer: UserRow): Promise<boolean> {
    if (dialog.buyer_id !== viewer.id) return false;
    if (hidesMessages(dialog, viewer)) return true;
    const listing = await app.repositories.listings.findRecord(dialog.business_id);
    if (!listing?.nda) return false;
    return listing.nda_version_id === null || !(await app.repositories.listings.hasAcceptedNda(viewer.id, listing.nda_version_id));
  }

  async function answer(reply: FastifyReply, request: FastifyRequest, outcome: OfferOutcome, dialog: DialogRow, status: 200 | 201) {
    const user = currentUser(request);
    const lang = requestLang(request);
    if (!outcome.ok) {
      if (outcome.status === 422) {
        const fields = Object.fromEntries(
          Object.entries(outcome.errors).map(([field, key]) => [field, [translate(key!, lang, { attribute: attributeName(field, lang) })]]),
        );
        return sendFieldErrors(reply, fields, lang);
      }
      if (outcome.status === 404) return reply.code(404).send(NOT_FOUND);
      const body = outcome.key ? { message: translate(outcome.key, lang) } : UNAUTHORIZED;
      return reply.code(outcome.status).send(body);
    }
    const party = partyOf(dialog, user.id)!;
    const masked = outcome.offer.signer_party === 'seller' ? await sellerMasked(dialog, user) : false;
    return reply.code(status).send(toOffer(outcome.offer, party, { sellerMasked: masked }));
  }

  app.get(
    OFFER_PATHS.dialogOffers.pattern,
    {
      config: { access: 'authenticated', resource: dialogParticipant },
      onRequest: dialogExists,
      schema: { params, response: { 200: offersResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const dialog = checkedDialog(request);
      reply.header('cache-control', 'no-store');
      const rows = await offers.list(dialog.id);
      const masked = rows.some((row) => row.signer_party === 'seller') ? await sellerMasked(dialog, user) : false;
      const party = partyOf(dialog, user.id)!;
      const listing = await app.repositories.listings.findRecord(dialog.business_id);
      const underOfferUntil = await app.repositories.offers.exclusiveElsewhereUntil(dialog.business_id, dialog.id, app.clock.now());
      return {
        data: rows.map((row) => toOffer(row, party, { sellerMasked: masked })),
        under_offer_until: underOfferUntil?.toISOString() ?? null,
        listing_inventory: offerInventoryOf(listing?.inventory_included),
      };
    },
  );

  app.post(
    OFFER_PATHS.dialogOffers.pattern,
    {
      // The dialog's buyer only (the seller answers, and is refused here: 403); the matrix probes the
      // PRO actor's own dialog with the owner.
      config: { access: 'subscribed', resource: dialogParticipant, matrix: { pass: ['pro'] } },
      onRequest: dialogExists,
      attachValidation: true,
      preHandler: formValidation(),
      schema: { params, body: createOfferRequestSchema, response: { 201: offerSchema, ...errors } },
    },
    async (request, reply) => {
      const dialog = checkedDialog(request);
      const outcome = await offers.make(dialog, currentUser(request), request.body.terms);
      return answer(reply, request, outcome, dialog, 201);
    },
  );

  /** The offer and dialog of an /api/offers/{id}/… route, and the PRO rule for a buyer (the seller answers free). */
  function checked(request: FastifyRequest, reply: FastifyReply): { offer: OfferWithVersions; dialog: DialogRow } | null {
    const found = loaded.get(request);
    if (!found) {
      reply.code(404).send(NOT_FOUND);
      return null;
    }
    const user = currentUser(request);
    if (found.dialog.buyer_id === user.id && user.subscription !== 'active') {
      reply.code(403).send(SUBSCRIPTION_REQUIRED);
      return null;
    }
    return found;
  }

  // The party whose turn it is (the seller for a buyer's version): others of the two get 403 in the handler.
  const answerConfig = { access: 'verified', resource: offerParticipant } as const;

  app.post(
    OFFER_PATHS.counter.pattern,
    {
      config: answerConfig,
      attachValidation: true,
      preHandler: formValidation(),
      schema: { params, body: counterOfferRequestSchema, response: { 201: offerSchema, ...errors } },
    },
    async (request, reply) => {
      const found = checked(request, reply);
      if (!found) return reply;
      const outcome = await offers.counter(found.offer, found.dialog, currentUser(request), request.body.version, request.body.terms);
      return answer(reply, request, outcome, found.dialog, 201);
    },
  );

  app.post(
    OFFER_PATHS.accept.pattern,
    {
      config: answerConfig,
      attachValidation: true,
      preHandler: formValidation(),
      schema: { params, body: acceptOfferRequestSchema, response: { 200: offerSchema, ...errors } },
    },
    async (request, reply) => {
      const found = checked(request, reply);
      if (!found) return reply;
      const outcome = await offers.accept(found.offer, found.dialog, currentUser(request), {
        version: request.body.version,
        signerName: request.body.signer_name,
        // The client's address as the API trusts it (lib/client-address.ts: X-Forwarded-For only from TRUST_PROXY).
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return answer(reply, request, outcome, found.dialog, 200);
    },
  );

  app.post(
    OFFER_PATHS.decline.pattern,
    {
      config: answerConfig,
      attachValidation: true,
      preHandler: formValidation(),
      schema: { params, body: declineOfferRequestSchema, response: { 200: offerSchema, ...errors } },
    },
    async (request, reply) => {
      const found = checked(request, reply);
      if (!found) return reply;
      const outcome = await offers.decline(found.offer, found.dialog, currentUser(request), request.body.version);
      return answer(reply, request, outcome, found.dialog, 200);
    },
  );

  app.get(
    OFFER_PATHS.letter.pattern,
    { config: { access: 'authenticated', resource: offerParticipant }, schema: { params, querystring: letterQuerySchema } },
    async (request, reply) => {
      const found = loaded.get(request);
      if (!found || found.offer.status !== 'accepted') return reply.code(404).send(NOT_FOUND);
      const user = currentUser(request);
      const { offer, dialog } = found;
      const [listing, buyer, seller] = await Promise.all([
        app.repositories.listings.findRecord(dialog.business_id),
        app.repositories.users.findById(dialog.buyer_id),
        app.repositories.users.findById(dialog.seller_id),
      ]);
      const fullName = (person: UserRow | undefined) => [person?.name, person?.last_name].filter(Boolean).join(' ');
      const lang = request.query.lang ?? (user.locale === 'de' ? 'de' : 'en');
      const masked = await sellerMasked(dialog, user);
      const pdf = await renderLoiPdf({
        offer,
        lang,
        listingName: listing?.name ?? '',
        buyerName: fullName(buyer),
        sellerName: masked ? null : fullName(seller),
      });
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="letter-of-intent-${offer.id}.pdf"`)
          .header('x-content-type-options', 'nosniff')
          // Private to the two parties: no shared cache may keep it.
          .header('cache-control', 'private, no-store')
          .send(pdf)
      );
    },
  );
};

export default offerRoutes;
