// Wires billing into the app: `app.billing` (service, catalogue, provider, the sandbox when it is
// the provider, the private invoice store) and its jobs. Stripe when its two secrets are set, else
// the sandbox; the VAT verifier is VIES when VAT_VERIFIER=vies, else the local fake.
import fp from 'fastify-plugin';
import { defineBillingPeriodEndJob } from '../jobs/billing-period-end';
import { defineSandboxJobs, SANDBOX_EXPIRE_JOB, SANDBOX_SETTLE_JOB, SANDBOX_WEBHOOK_ATTEMPTS, SANDBOX_WEBHOOK_JOB } from '../jobs/billing-sandbox';
import { defineVatRecheckJob, VAT_RECHECK_DELAY_SECONDS, VAT_RECHECK_JOB } from '../jobs/billing-vat';
import { createCatalogRepository, type CatalogRepository } from './catalog-repository';
import { createInvoiceStore, type InvoiceStore } from './invoice-store';
import type { PaymentProvider } from './provider';
import { createSandbox, type Sandbox } from './sandbox-provider';
import { createBillingService, type BillingService } from './service';
import { createStripeProvider } from './stripe-provider';
import type { Effect } from './subscription-events';
import { invoiceById, setInvoicePdf } from './subscription-repository';
import { createFakeVatVerifier, createViesVerifier } from './vat-verifier';

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
    const invoices = createInvoiceStore(config.invoiceDir);

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
    defineBillingPeriodEndJob(app);
    defineSandboxJobs(app);
    defineVatRecheckJob(app);
  },
  { name: 'billing', dependencies: ['config', 'db', 'jobs', 'notifier'] },
);
