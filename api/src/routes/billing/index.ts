// PRO plans and the caller's billing (issue #13; paths in the shared contract's BILLING_PATHS):
//   GET  /api/plans                       public: plans, prices and VAT as they apply to the caller
//   GET  /api/billing                     plan, status, period end, details, VAT number, invoices
//   POST /api/billing/checkout            verified: { plan_id, currency } → 201 { url }; 409 when already PRO
//   GET  /api/billing/checkouts/{id}      the checkout's state (return pages poll it); someone else's → 403
//   POST /api/billing/cancel | resume     → the billing answer; 409 when there is nothing to cancel/resume
//   POST /api/billing/payment-method      → { url } of the provider's portal (or the sandbox's page)
//   PUT  /api/billing/details             billing details and EU VAT number; 422 field errors; Precognition
//   GET  /api/billing/invoices/{id}/pdf   the invoice PDF; only its owner (else 403)
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BILLING_PATHS,
  billingDetailsRequestSchema,
  billingResponseSchema,
  checkoutRequestSchema,
  checkoutStatusResponseSchema,
  idFromText,
  INT4_MAX,
  plansQuerySchema,
  plansResponseSchema,
  redirectResponseSchema,
  type BillingDetailsRequest,
} from '@bizmarkt/shared/contract';
import { BillingConflict } from '../../billing/service';
import { formValidation, sendFieldErrors } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { translate, type MessageKey } from '../../lib/messages';
import { currentUser, participantOf } from '../../plugins/app/access';
import { invoiceById } from '../../billing/subscription-repository';
import { toBillingResponse, toPlansResponse } from '../../responses/billing';
import { detailsRules } from './details-rules';

const idParams = z.object({ id: z.string().max(255) });
const invoiceParams = z.object({ id: idFromText() });

const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service, catalog, invoices } = app.billing;
  const db = app.database.db;

  const answer = async (userId: number) => toBillingResponse(await service.overview(userId));

  /** A refused change: 409 with the reason in the caller's language. */
  async function conflict<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof BillingConflict)) throw error;
      return reply.code(409).send({ message: translate(`billing.${error.message}` as MessageKey, requestLang(request)) });
    }
  }

  app.get(
    BILLING_PATHS.plans,
    { config: { access: 'public' }, schema: { querystring: plansQuerySchema, response: { 200: plansResponseSchema } } },
    async (request) => {
      const userId = request.session?.userId ?? null;
      const user = userId === null ? undefined : await app.repositories.users.findById(userId);
      const details = user ? await catalog.details(user.id) : null;
      const plans = await service.plans({
        currency: request.query.currency,
        countryCode: details?.country_code ?? user?.country_code ?? request.query.country ?? null,
        vatNumberValid: details?.vat_status === 'valid',
        lang: requestLang(request),
      });
      return toPlansResponse(plans);
    },
  );

  app.get(BILLING_PATHS.billing, { config: { access: 'authenticated' }, schema: { response: { 200: billingResponseSchema } } }, async (request) =>
    answer(currentUser(request).id),
  );

  app.post(
    BILLING_PATHS.checkout,
    { config: { access: 'verified' }, schema: { body: checkoutRequestSchema, response: { 201: redirectResponseSchema } } },
    async (request, reply) =>
      conflict(request, reply, async () => {
        const lang = requestLang(request);
        const result = await service.startCheckout(currentUser(request), request.body, lang);
        if (result === 'unknown_plan') return sendFieldErrors(reply, { plan_id: [translate('billing.plan_unknown', lang)] }, lang);
        return reply.code(201).send(result);
      }),
  );

  const ownCheckout = participantOf(async (request) => {
    const checkout = await catalog.checkout((request.params as { id: string }).id);
    return checkout ? [checkout.user_id] : null;
  });
  app.get(
    BILLING_PATHS.checkoutStatus.pattern,
    { config: { access: 'authenticated', resource: ownCheckout }, schema: { params: idParams, response: { 200: checkoutStatusResponseSchema } } },
    async (request) => {
      // The resource check has made sure the checkout exists and is the caller's.
      const status = await service.checkoutStatus(currentUser(request).id, request.params.id);
      if (!status) throw new Error('checkout vanished after its ownership check');
      return status;
    },
  );

  for (const [path, cancel] of [
    [BILLING_PATHS.cancel, true],
    [BILLING_PATHS.resume, false],
  ] as const) {
    app.post(path, { config: { access: 'authenticated' }, schema: { response: { 200: billingResponseSchema } } }, async (request, reply) =>
      conflict(request, reply, async () => {
        const user = currentUser(request);
        await service.setCancelled(user.id, cancel);
        return answer(user.id);
      }),
    );
  }

  app.post(
    BILLING_PATHS.paymentMethod,
    { config: { access: 'authenticated' }, schema: { response: { 200: redirectResponseSchema } } },
    async (request, reply) => conflict(request, reply, () => service.paymentMethodUrl(currentUser(request).id, requestLang(request))),
  );

  app.put(
    BILLING_PATHS.details,
    {
      config: { access: 'authenticated', precognitive: true },
      attachValidation: true,
      schema: { body: billingDetailsRequestSchema, response: { 200: billingResponseSchema } },
      preHandler: formValidation(detailsRules(app), 'billing'),
    },
    async (request) => {
      const user = currentUser(request);
      const fields = request.body as BillingDetailsRequest & { vat_number: string | null; country_code: string };
      await service.saveDetails(user.id, fields);
      return answer(user.id);
    },
  );

  const ownInvoice = participantOf(async (request) => {
    const id = Number((request.params as { id: string }).id);
    const invoice = Number.isInteger(id) && id > 0 && id <= INT4_MAX ? await invoiceById(db, id) : null;
    return invoice ? [invoice.user_id] : null;
  });
  app.get(
    BILLING_PATHS.invoicePdf.pattern,
    { config: { access: 'authenticated', resource: ownInvoice }, schema: { params: invoiceParams } },
    async (request, reply) => {
      const invoice = await invoiceById(db, request.params.id);
      if (!invoice) return reply.code(403).send({ message: 'This action is unauthorized.' });
      const pdf = await invoices.read(invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="invoice-${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default billingRoutes;
