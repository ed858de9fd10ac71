// Payments (issue #13):
//   POST /api/payments/webhook   every provider's events (Stripe's signature scheme). Forged or stale
//                                signature → 400, nothing changes; a replayed event id → 200, nothing
//                                changes; a failure while handling → 5xx, so the provider retries.
// The sandbox provider's pages live beside it (sandbox.ts), only when the sandbox is the provider.
import type { FastifyPluginAsync } from 'fastify';
import { BILLING_PATHS } from '@bizmarkt/shared/contract';
import sandboxRoutes from './sandbox';
import { named } from '../../lib/plugin-name';

/** Stripe's events stay well under this; a bigger body is not an event of theirs. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const paymentsRoutes: FastifyPluginAsync = async (app) => {
  // Encapsulated: the signature is over the exact bytes, so this plugin's JSON bodies stay raw text.
  await app.register(
    named(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
        done(null, body);
      });
      webhook.post(BILLING_PATHS.webhook, { config: { access: 'public' }, bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers['stripe-signature'];
        const signature = Array.isArray(header) ? header[0] : header;
        const outcome = await app.billing.service.receiveWebhook(raw, signature);
        if (outcome === 'forged') return reply.code(400).send({ message: 'Invalid signature.' });
        return reply.code(200).send({ received: true, duplicate: outcome === 'replayed' });
      });
    }, 'payment webhook'),
  );

  if (app.billing.sandbox) await app.register(named(sandboxRoutes));
};

export default paymentsRoutes;
