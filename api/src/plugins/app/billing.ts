// Wires billing (src/billing/) into the app: `app.billing` (service, catalogue, provider, the sandbox
// when it is the provider, the private invoice store) and its jobs. Stripe when its two secrets are
// set, else the sandbox; the VAT verifier is VIES when VAT_VERIFIER=vies, else the local fake.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BILLING_PATHS } from '@bizmarkt/shared/contract';
import { createCatalogRepository, type CatalogRepository } from '../../billing/catalog-repository';
import type { ProviderEvent } from '../../billing/events';
import { createInvoiceStore, type InvoiceStore } from '../../billing/invoice-store';
import {
  BILLING_PERIOD_END_EVERY_SECONDS,
  BILLING_PERIOD_END_JOB,
  SANDBOX_EXPIRE_JOB,
  SANDBOX_RENEWALS_EVERY_SECONDS,
  SANDBOX_RENEWALS_JOB,
  SANDBOX_SETTLE_JOB,
  SANDBOX_WEBHOOK_ATTEMPTS,
  SANDBOX_WEBHOOK_JOB,
  VAT_RECHECK_DELAY_SECONDS,
  VAT_RECHECK_JOB,
} from '../../billing/jobs';
import type { PaymentProvider } from '../../billing/provider';
import { createSandbox, type Sandbox } from '../../billing/sandbox-provider';
import { createBillingService, type BillingService } from '../../billing/service';
import { signatureHeader } from '../../billing/signature';
import { createStripeProvider } from '../../billing/stripe-provider';
import type { Effect } from '../../billing/subscription-events';
import { invoiceById, setInvoicePdf } from '../../billing/subscription-repository';
import { createFakeVatVerifier, createViesVerifier } from '../../billing/vat-verifier';

export interface BillingModule {
  service: BillingService;
  catalog: CatalogRepository;
  provider: PaymentProvider;
  sandbox: Sandbox | null;
  invoices: InvoiceStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingModule;
  }
}

export default fp(
  async (app) => {
    const config = app.config.billing;
    const db = app.database.db;
    const log = app.log.child({ module: 'billing' });
    const now = () => app.clock.now();
    const catalog = createCatalogRepository(db);
    const invoices = createInvoiceStore(app.mediaStores.invoices);

    const sandbox = config.stripe
      ? null
      : createSandbox({
          db,
          appUrl: app.config.appUrl,
          secret: config.sandboxWebhookSecret,
          now,
          pendingSeconds: config.sandboxPendingSeconds,
          async emit(events) {
            for (const event of events) await app.jobs.enqueue(SANDBOX_WEBHOOK_JOB, { event }, { maxAttempts: SANDBOX_WEBHOOK_ATTEMPTS });
          },
          async scheduleSettle(checkoutId, runAt) {
            await app.jobs.enqueue(SANDBOX_SETTLE_JOB, { checkoutId }, { runAt, key: `${SANDBOX_SETTLE_JOB}:${checkoutId}` });
          },
          async scheduleExpiry(checkoutId, runAt) {
            await app.jobs.enqueue(SANDBOX_EXPIRE_JOB, { checkoutId }, { runAt, key: `${SANDBOX_EXPIRE_JOB}:${checkoutId}` });
          },
        });
    const provider = config.stripe ? await createStripeProvider(config.stripe) : (sandbox as Sandbox).provider;

    const notify = async (userId: number, type: Parameters<typeof app.notifier.notify>[1], data: Record<string, unknown> = {}) => {
      await app.notifier.notify(userId, type, data);
    };

    /** After the commit: a failure here is logged, never undoes the payment. */
    async function runEffects(effects: Effect[]): Promise<void> {
      for (const effect of effects) {
        try {
          if (effect.kind === 'notify') await notify(effect.userId, effect.type, effect.data);
          else {
            const invoice = await invoiceById(db, effect.invoiceId);
            if (invoice) await setInvoicePdf(db, invoice.id, await invoices.write(invoice));
          }
        } catch (error) {
          log.error({ err: error, effect: effect.kind }, 'billing effect failed after the payment was recorded');
        }
      }
    }

    const service = createBillingService({
      db,
      catalog,
      provider,
      verifier: config.vatVerifier === 'vies' ? createViesVerifier() : createFakeVatVerifier(),
      config,
      appUrl: app.config.appUrl,
      now,
      runEffects,
      notify,
      async retryVatCheck(userId, vatNumber) {
        const runAt = new Date(now().getTime() + VAT_RECHECK_DELAY_SECONDS * 1000);
        await app.jobs.enqueue(VAT_RECHECK_JOB, { userId, vatNumber }, { runAt, key: `${VAT_RECHECK_JOB}:${userId}` });
      },
      warn: (message, details) => log.warn(details ?? {}, message),
    });

    app.decorate('billing', { service, catalog, provider, sandbox, invoices });
    defineBillingJobs(app);
  },
  { name: 'billing', dependencies: ['config', 'db', 'jobs', 'notifier', 'media'] },
);

function defineBillingJobs(app: FastifyInstance): void {
  const { service, catalog, sandbox } = app.billing;
  // By the clock passed to the job, so fake-clock tests drive it.
  app.jobs.every(BILLING_PERIOD_END_JOB, BILLING_PERIOD_END_EVERY_SECONDS, async (_payload, { now, log }) => {
    const ended = await service.processDue(now);
    if (ended > 0) log.info({ ended }, 'subscriptions ended at their period end or after the grace period');
  });

  if (sandbox) {
    const secret = app.config.billing.sandboxWebhookSecret;
    app.jobs.define<{ event: ProviderEvent }>(SANDBOX_WEBHOOK_JOB, async ({ event }, { now }) => {
      const payload = JSON.stringify(event);
      // Signed at each attempt, as Stripe does: a retry carries a fresh timestamp.
      const signature = signatureHeader(payload, secret, Math.floor(now.getTime() / 1000));
      const response = await app.inject({
        method: 'POST',
        url: BILLING_PATHS.webhook,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      if (response.statusCode >= 300) throw new Error(`webhook ${event.type} answered ${response.statusCode}`);
    });

    app.jobs.define<{ checkoutId: string }>(SANDBOX_SETTLE_JOB, async ({ checkoutId }) => {
      const checkout = await catalog.checkout(checkoutId);
      if (checkout) await sandbox.choose(checkout, 'settle_ok');
    });

    app.jobs.define<{ checkoutId: string }>(SANDBOX_EXPIRE_JOB, async ({ checkoutId }) => {
      const checkout = await catalog.checkout(checkoutId);
      if (checkout) await sandbox.expire(checkout);
    });

    app.jobs.every(SANDBOX_RENEWALS_JOB, SANDBOX_RENEWALS_EVERY_SECONDS, async (_payload, { now }) => {
      await sandbox.renewDue(now);
    });
  }

  app.jobs.define<{ userId: number; vatNumber: string }>(VAT_RECHECK_JOB, async ({ userId, vatNumber }) => {
    await service.verifyVatNumber(userId, vatNumber);
  });
}
