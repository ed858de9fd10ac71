// What GET /api/plans and GET /api/billing show, read and decided here (the catalogue, the buyer's VAT
// case, the subscription's state), written as the contract's shapes by responses/billing.ts.
import type { Currency, SubscriptionStatus } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import type { BillingPlanRow, BillingPriceRow, InvoiceRow, SubscriptionRow } from '../db/schema';
import { buyerOf, type Buyer } from './buyer';
import type { CatalogRepository, PlanWithPrices } from './catalog-repository';
import { subscriptionStatus } from './lifecycle';
import { currentSubscription, invoicesOf } from './subscription-repository';
import { vatCase, type VatCase } from './vat';

export interface PlansInput {
  currency: Currency | undefined;
  /** The billing country, else the profile's, else the query's. */
  countryCode: string | null;
  vatNumberValid: boolean;
  lang: 'en' | 'de';
  sellerCountry: string;
}

export interface PlansOverview {
  plans: PlanWithPrices[];
  currency: Currency;
  vat: VatCase;
  countryCode: string | null;
}

export async function plansOverview(catalog: CatalogRepository, input: PlansInput): Promise<PlansOverview> {
  const euRate = await catalog.euRate(input.countryCode);
  const vat = vatCase({ countryCode: input.countryCode, euRate, vatNumberValid: input.vatNumberValid, sellerCountry: input.sellerCountry });
  const plans = await catalog.activePlans();
  const currency = input.currency ?? (euRate !== null || input.lang === 'de' ? 'EUR' : 'USD');
  return { plans, currency, vat, countryCode: input.countryCode };
}

export interface BillingOverview {
  status: SubscriptionStatus;
  /** The subscription while it runs (not free), else null. */
  running: SubscriptionRow | null;
  /** The running subscription's plan and price in its currency (null when either is gone). */
  plan: { plan: BillingPlanRow; price: BillingPriceRow } | null;
  buyer: Buyer;
  invoices: InvoiceRow[];
}

export async function billingOverview(db: Db, catalog: CatalogRepository, userId: number, now: Date, sellerCountry: string): Promise<BillingOverview> {
  const [row, buyer, invoices] = await Promise.all([currentSubscription(db, userId), buyerOf(db, userId, sellerCountry), invoicesOf(db, userId)]);
  if (!buyer) throw new Error(`user ${userId} not found`);
  const status = subscriptionStatus(row, now);
  const running = row !== null && status !== 'free' ? row : null;
  return { status, running, plan: running ? await planOf(catalog, running) : null, buyer, invoices };
}

async function planOf(catalog: CatalogRepository, row: SubscriptionRow): Promise<BillingOverview['plan']> {
  const plan = await catalog.planById(row.plan_id);
  const price = await catalog.priceOf(row.plan_id, row.currency);
  return plan && price ? { plan, price } : null;
}
