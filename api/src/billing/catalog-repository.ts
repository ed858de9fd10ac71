// SQL of the billing catalogue and of the buyer's side: plans and prices, VAT rates, billing details,
// checkouts. (Subscriptions, provider events and invoices: subscription-repository.ts.)
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Currency } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import {
  billingCheckouts,
  billingDetails,
  billingPlans,
  billingPrices,
  vatRates,
  type BillingCheckoutRow,
  type BillingDetailsRow,
  type BillingPlanRow,
  type BillingPriceRow,
} from '../db/schema';

export type PlanWithPrices = BillingPlanRow & { prices: BillingPriceRow[] };
export type CheckoutStatus = BillingCheckoutRow['status'];
export type DetailsChanges = Omit<BillingDetailsRow, 'user_id' | 'created_at' | 'updated_at' | 'vat_checked_at'> & {
  vat_checked_at?: Date | null;
};

export function createCatalogRepository(db: Db) {
  const rateOf = db
    .select({ rate: vatRates.rate })
    .from(vatRates)
    .where(eq(vatRates.country_code, sql.placeholder('country')))
    .prepare('billing_vat_rate_of');
  const detailsOf = db
    .select()
    .from(billingDetails)
    .where(eq(billingDetails.user_id, sql.placeholder('userId')))
    .prepare('billing_details_of');

  return {
    async activePlans(): Promise<PlanWithPrices[]> {
      const plans = await db.select().from(billingPlans).where(eq(billingPlans.active, true)).orderBy(asc(billingPlans.sort));
      if (plans.length === 0) return [];
      const prices = await db
        .select()
        .from(billingPrices)
        .where(
          inArray(
            billingPrices.plan_id,
            plans.map((plan) => plan.id),
          ),
        )
        .orderBy(asc(billingPrices.currency));
      return plans.map((plan) => ({ ...plan, prices: prices.filter((price) => price.plan_id === plan.id) }));
    },

    async planPrice(planId: string, currency: Currency): Promise<{ plan: BillingPlanRow; price: BillingPriceRow } | null> {
      const [row] = await db
        .select({ plan: billingPlans, price: billingPrices })
        .from(billingPlans)
        .innerJoin(billingPrices, eq(billingPrices.plan_id, billingPlans.id))
        .where(and(eq(billingPlans.id, planId), eq(billingPrices.currency, currency), eq(billingPlans.active, true)));
      return row ?? null;
    },

    async planById(planId: string): Promise<BillingPlanRow | null> {
      const [row] = await db.select().from(billingPlans).where(eq(billingPlans.id, planId));
      return row ?? null;
    },

    async priceOf(planId: string, currency: Currency): Promise<BillingPriceRow | null> {
      const [row] = await db
        .select()
        .from(billingPrices)
        .where(and(eq(billingPrices.plan_id, planId), eq(billingPrices.currency, currency)));
      return row ?? null;
    },

    /** The standard rate of an EU member state, or null for any other country. */
    async euRate(countryCode: string | null): Promise<number | null> {
      if (!countryCode) return null;
      const [row] = await rateOf.execute({ country: countryCode });
      return row ? Number(row.rate) : null;
    },

    async details(userId: number): Promise<BillingDetailsRow | null> {
      const [row] = await detailsOf.execute({ userId });
      return row ?? null;
    },

    async saveDetails(userId: number, changes: DetailsChanges): Promise<BillingDetailsRow> {
      const [row] = await db
        .insert(billingDetails)
        .values({ user_id: userId, ...changes })
        .onConflictDoUpdate({ target: billingDetails.user_id, set: { ...changes, updated_at: sql`now()` } })
        .returning();
      if (!row) throw new Error('billing details upsert returned no row');
      return row;
    },

    /** Records the VAT service's answer, unless the number changed meanwhile. */
    async setVatStatus(userId: number, vatNumber: string, status: 'valid' | 'invalid' | 'pending', checkedAt: Date | null) {
      const rows = await db
        .update(billingDetails)
        .set({ vat_status: status, vat_checked_at: checkedAt, updated_at: sql`now()` })
        .where(and(eq(billingDetails.user_id, userId), eq(billingDetails.vat_number, vatNumber)))
        .returning({ user_id: billingDetails.user_id });
      return rows.length > 0;
    },

    async createCheckout(row: typeof billingCheckouts.$inferInsert): Promise<BillingCheckoutRow> {
      const [created] = await db.insert(billingCheckouts).values(row).returning();
      if (!created) throw new Error('checkout insert returned no row');
      return created;
    },

    async checkout(id: string): Promise<BillingCheckoutRow | null> {
      const [row] = await db.select().from(billingCheckouts).where(eq(billingCheckouts.id, id));
      return row ?? null;
    },
  };
}

/** Moves a checkout on, only from the given statuses (a late or replayed event cannot move it back). */
export async function moveCheckout(
  db: Db,
  id: string,
  to: CheckoutStatus,
  from: readonly CheckoutStatus[],
  failureReason: string | null = null,
): Promise<boolean> {
  const rows = await db
    .update(billingCheckouts)
    .set({ status: to, failure_reason: failureReason, updated_at: sql`now()` })
    .where(and(eq(billingCheckouts.id, id), inArray(billingCheckouts.status, [...from])))
    .returning({ id: billingCheckouts.id });
  return rows.length > 0;
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
