// Refunds (issue #13), admins only (config.access 'admin': 401 logged out, 403 others; CSRF as every
// state-changing call):
//   POST /api/admin/invoices/{id}/refund {amount?}   → 201 AdminRefund: the provider refunds all that is
//        left of the invoice's payment, or `amount` (minor units). 404 unknown invoice, 409 nothing left,
//        422 a bad amount or more than is left, 502 the provider refused or did not answer.
// The invoice's status follows the provider's `charge.refunded` event (src/billing/refunds.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRefundSchema, errorBodySchema, formatMoney, refundRequestSchema, BILLING_PATHS } from '@bizmarkt/shared/contract';
import { formValidation, sendFieldErrors } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { attributeName, translate } from '../../lib/messages';
import { currentUser } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import { toAdminRefund } from '../../responses/billing';
import { pathIdOf } from '../../lib/path-id';

const idParams = z.object({ id: z.string() });

const adminInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    BILLING_PATHS.adminInvoiceRefund.pattern,
    {
      config: { access: 'admin' },
      attachValidation: true,
      schema: {
        params: idParams,
        body: refundRequestSchema,
        response: { 201: adminRefundSchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 502: errorBodySchema },
      },
      preHandler: formValidation(),
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const invoiceId = pathIdOf(request.params.id);
      if (invoiceId === null) return reply.code(404).send(NOT_FOUND);
      const outcome = await app.billing.service.refundInvoice({ invoiceId, amount: request.body.amount, adminId: currentUser(request).id });
      if (outcome.ok) {
        const body = toAdminRefund(outcome.refund, outcome.invoice, outcome.remaining);
        return reply.code(201).header('cache-control', 'no-store').send(body);
      }
      switch (outcome.reason) {
        case 'not_found':
          return reply.code(404).send(NOT_FOUND);
        case 'nothing_left':
          return reply.code(409).send({ message: translate('billing.refund_nothing_left', lang) });
        case 'too_much': {
          const max = formatMoney(outcome.remaining, outcome.invoice.currency, lang);
          return sendFieldErrors(reply, { amount: [translate('billing.refund_too_much', lang, { attribute: attributeName('amount', lang), max })] }, lang);
        }
        case 'refused':
          return reply.code(502).send({ message: translate('billing.refund_refused', lang) });
        default:
          return reply.code(502).send({ message: translate('billing.refund_unknown', lang) });
      }
    },
  );
};

export default adminInvoicesRoutes;
