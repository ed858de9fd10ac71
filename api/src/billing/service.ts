// Billing actions behind the routes and jobs: checkout, cancel, resume, the payment-method portal,
// billing details with the VAT number, verified webhooks, period ends, account deletion.
import { randomBytes } from 'node:crypto';
import type { BillingDetailsRequest, CheckoutRequest, CheckoutStatusResponse } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import type { NotificationType, UserRow } from '../db/schema';
import { buyerOf } from './buyer';
import { billingOverview, plansOverview, type BillingOverview, type PlansInput, type PlansOverview } from './overview';
import type { CatalogRepository } from './catalog-repository';
import type { BillingConfig } from '../config';
import { dueToEnd, subscriptionStatus } from './lifecycle';
import type { PaymentProvider } from './provider';
import { refundInvoice, type RefundOutcome } from './refunds';
import { currentSubscription, lockSubscription, setUserPro, subscriptionsDue, updateSubscription } from './subscription-repository';
import { applySubscriptionSnapshot, type Effect, type EventContext } from './subscription-events';
import { withVat } from './vat';
import type { VatVerifier } from './vat-verifier';
import { handleProviderEvent } from './webhook-handler';
import { billingPageUrl, checkoutReturnUrls, type Locale } from './urls';

export interface ServiceDeps {
  db: Db;
  catalog: CatalogRepository;
  provider: PaymentProvider;
  verifier: VatVerifier;
  config: BillingConfig;
  appUrl: string;
  now(): Date;
  runEffects(effects: Effect[]): Promise<void>;
  notify(userId: number, type: NotificationType, data?: Record<string, unknown>): Promise<void>;
  /** Asks the VAT service again later (it was unreachable). */
  retryVatCheck(userId: number, vatNumber: string): Promise<void>;
  warn(message: string, details?: Record<string, unknown>): void;
}

export class BillingConflict extends Error {}

export type WebhookOutcome = 'forged' | 'replayed' | 'processed';

export function createBillingService(deps: ServiceDeps) {
  const { db, catalog, provider, config } = deps;
  const sellerCountry = config.seller.country_code;

  /** Applies the provider's answer to a change we asked for, as its event would (notifying once). */
  async function applyProviderAnswer(snapshot: Parameters<typeof applySubscriptionSnapshot>[1]): Promise<void> {
    const now = deps.now();
    const effects = await db.transaction(async (tx) => {
      const ctx: EventContext = { tx, provider: provider.name, occurredAt: now, now, seller: config.seller, effects: [], warn: deps.warn };
      await applySubscriptionSnapshot(ctx, snapshot, false);
      return ctx.effects;
    });
    await deps.runEffects(effects);
  }

  async function runningSubscription(userId: number) {
    const row = await currentSubscription(db, userId);
    return { row, status: subscriptionStatus(row, deps.now()) };
  }

  return {
    /** What GET /api/billing shows the user: the subscription's state, plan, details, VAT case, invoices. */
    overview(userId: number): Promise<BillingOverview> {
      return billingOverview(db, catalog, userId, deps.now(), sellerCountry);
    },

    /** The plans and prices as they apply to a buyer in this VAT situation (GET /api/plans). */
    plans(input: Omit<PlansInput, 'sellerCountry'>): Promise<PlansOverview> {
      return plansOverview(catalog, { ...input, sellerCountry });
    },

    async startCheckout(user: UserRow, request: CheckoutRequest, locale: Locale): Promise<{ url: string } | 'unknown_plan'> {
      const { status, row } = await runningSubscription(user.id);
      if (status !== 'free') throw new BillingConflict('already_pro');
      const found = await catalog.planPrice(request.plan_id, request.currency);
      if (!found) return 'unknown_plan';
      const buyer = await buyerOf(db, user.id, sellerCountry);
      const rate = buyer?.vat.rate ?? 0;
      const { gross } = withVat(found.price.net_amount, rate);
      const checkout = await catalog.createCheckout({
        id: `co_${randomBytes(16).toString('hex')}`,
        user_id: user.id,
        provider: provider.name,
        plan_id: found.plan.id,
        currency: request.currency,
        net_amount: found.price.net_amount,
        vat_rate: rate,
        gross_amount: gross,
        locale,
      });
      return provider.createCheckout({
        checkoutId: checkout.id,
        user: { id: user.id, email: user.email },
        customerId: row?.provider === provider.name ? row.provider_customer_id : null,
        plan: { id: found.plan.id, interval: found.plan.interval },
        currency: request.currency,
        grossAmount: gross,
        productId: found.price.provider_product_id,
        locale,
        ...checkoutReturnUrls(deps.appUrl, locale, checkout.id),
      });
    },

    /** Null when the checkout is not the user's (or does not exist). */
    async checkoutStatus(userId: number, id: string): Promise<CheckoutStatusResponse | null> {
      const checkout = await catalog.checkout(id);
      if (!checkout || checkout.user_id !== userId) return null;
      const { status } = await runningSubscription(userId);
      return { id: checkout.id, status: checkout.status, failure_reason: checkout.failure_reason, subscription_status: status };
    },

    async setCancelled(userId: number, cancel: boolean): Promise<void> {
      const { row, status } = await runningSubscription(userId);
      if (!row || status !== (cancel ? 'active' : 'cancelled')) throw new BillingConflict(cancel ? 'not_active' : 'not_cancelled');
      await applyProviderAnswer(await provider.setCancelAtPeriodEnd(row.provider_subscription_id, cancel));
    },

    async paymentMethodUrl(userId: number, locale: Locale): Promise<{ url: string }> {
      const { row, status } = await runningSubscription(userId);
      if (!row || status === 'free' || !row.provider_customer_id) throw new BillingConflict('no_subscription');
      return provider.createPortal({
        customerId: row.provider_customer_id,
        subscriptionId: row.provider_subscription_id,
        returnUrl: billingPageUrl(deps.appUrl, locale),
        locale,
      });
    },

    /** Saves the details (already validated); a new VAT number is verified, and the charge follows the VAT case. */
    async saveDetails(userId: number, fields: BillingDetailsRequest & { vat_number: string | null }): Promise<void> {
      const before = await catalog.details(userId);
      const vatNumber = fields.vat_number;
      const unchanged = before !== null && before.vat_number === vatNumber;
      await catalog.saveDetails(userId, {
        name: fields.name,
        company: fields.company ?? null,
        address_line1: fields.address_line1,
        address_line2: fields.address_line2 ?? null,
        postal_code: fields.postal_code,
        city: fields.city,
        country_code: fields.country_code,
        vat_number: vatNumber,
        vat_status: vatNumber === null ? 'none' : unchanged ? before.vat_status : 'pending',
        vat_checked_at: unchanged ? before.vat_checked_at : null,
      });
      if (vatNumber !== null && !unchanged) await this.verifyVatNumber(userId, vatNumber);
      await this.syncChargedAmount(userId);
    },

    async verifyVatNumber(userId: number, vatNumber: string): Promise<void> {
      const verdict = await deps.verifier.verify(vatNumber.slice(0, 2), vatNumber.slice(2));
      if (verdict === 'unavailable') {
        await deps.retryVatCheck(userId, vatNumber);
        return;
      }
      const recorded = await catalog.setVatStatus(userId, vatNumber, verdict, deps.now());
      if (recorded) await deps.notify(userId, verdict === 'valid' ? 'tax-verification-success' : 'tax-verification-failed');
    },

    /** A running subscription charges net + the VAT the buyer's case now gives, from its next payment on. */
    async syncChargedAmount(userId: number): Promise<void> {
      const { row, status } = await runningSubscription(userId);
      if (!row || status === 'free') return;
      const price = await catalog.priceOf(row.plan_id, row.currency);
      const buyer = await buyerOf(db, userId, sellerCountry);
      if (!price || !buyer) return;
      await provider.updateAmount(row.provider_subscription_id, withVat(price.net_amount, buyer.vat.rate ?? 0).gross);
    },

    async receiveWebhook(rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
      const event = provider.verifyEvent(rawBody, signature, Math.floor(deps.now().getTime() / 1000));
      if (!event) return 'forged';
      const result = await handleProviderEvent(
        {
          db,
          provider: provider.name,
          seller: config.seller,
          now: deps.now,
          warn: deps.warn,
          invoiceOfPaymentIntent: (id) => provider.invoiceOfPaymentIntent(id),
        },
        event,
      );
      await deps.runEffects(result.effects);
      return result.replayed ? 'replayed' : 'processed';
    },

    /** An admin's refund of an invoice (all that is left, or `amount`); see refunds.ts. */
    refundInvoice(input: { invoiceId: number; amount?: number; adminId: number }): Promise<RefundOutcome> {
      return refundInvoice({ db, provider, now: deps.now, warn: deps.warn }, input);
    },

    /** Ends subscriptions whose time is up (cancelled at period end, past due after the grace period). */
    async processDue(now: Date): Promise<number> {
      let ended = 0;
      for (const candidate of await subscriptionsDue(db, now)) {
        const reason = await db.transaction(async (tx) => {
          const row = await lockSubscription(tx, candidate.provider, candidate.provider_subscription_id);
          const why = row ? dueToEnd(row, now) : null;
          if (!row || !why) return null;
          await updateSubscription(tx, row.id, { status: 'canceled', ended_at: now, grace_until: null });
          await setUserPro(tx, row.user_id, false);
          return why;
        });
        if (!reason) continue;
        ended += 1;
        // The provider must stop retrying the failed payment (a cancelled one simply ends there too).
        if (reason === 'grace_over' && candidate.provider === provider.name) {
          await provider
            .cancelNow(candidate.provider_subscription_id)
            .catch((error: unknown) => deps.warn('provider did not cancel a subscription after its grace period', { error: String(error), id: candidate.id }));
        }
      }
      return ended;
    },

    /** Account deletion: the provider stops charging first; a failure there stops the deletion. */
    async cancelForDeletion(userId: number): Promise<void> {
      const row = await currentSubscription(db, userId);
      if (!row || row.ended_at !== null || row.status === 'canceled') return;
      if (row.provider === provider.name) await provider.cancelNow(row.provider_subscription_id);
      const now = deps.now();
      await db.transaction(async (tx) => {
        await updateSubscription(tx, row.id, { status: 'canceled', ended_at: now, cancel_at_period_end: true });
        await setUserPro(tx, userId, false);
      });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
