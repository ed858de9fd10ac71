// The answers of GET /api/plans and GET /api/billing (shapes: shared/src/contract/billing.ts).
import { BILLING_PATHS, type BillingResponse, type Currency, type Invoice, type Plan, type PlansResponse, type VatDisplay } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import type { BillingDetailsRow, InvoiceRow, SubscriptionRow } from '../db/schema';
import { buyerOf } from './buyer';
import type { CatalogRepository, PlanWithPrices } from './catalog-repository';
import { subscriptionStatus } from './lifecycle';
import { currentSubscription, invoicesOf } from './subscription-repository';
import { vatCase, withVat, type VatCase } from './vat';

export function vatDisplay(vat: VatCase, countryCode: string | null): VatDisplay {
  return { treatment: vat.treatment, country_code: countryCode, rate: vat.rate, prices_include_vat: vat.treatment === 'standard' };
}

function savingPercent(plan: PlanWithPrices, plans: PlanWithPrices[]): number | null {
  if (plan.interval !== 'year') return null;
  const monthly = plans.find((other) => other.tier === plan.tier && other.interval === 'month');
  const price = plan.prices[0];
  const monthlyPrice = monthly?.prices.find((candidate) => candidate.currency === price?.currency);
  if (!price || !monthlyPrice) return null;
  return Math.round((1 - price.net_amount / (12 * monthlyPrice.net_amount)) * 100);
}

function planOf(plan: PlanWithPrices, plans: PlanWithPrices[], vat: VatCase): Plan {
  return {
    id: plan.id,
    tier: 'pro',
    interval: plan.interval,
    prices: plan.prices.map((price) => {
      const { vat: vatAmount, gross } = withVat(price.net_amount, vat.rate);
      return { currency: price.currency, net_amount: price.net_amount, vat_rate: vat.rate, vat_amount: vatAmount, gross_amount: gross };
    }),
    saving_percent: savingPercent(plan, plans),
  };
}

export interface PlansInput {
  currency: Currency | undefined;
  /** The billing country, else the profile's, else the query's. */
  countryCode: string | null;
  vatNumberValid: boolean;
  lang: 'en' | 'de';
  sellerCountry: string;
}

export async function plansAnswer(catalog: CatalogRepository, input: PlansInput): Promise<PlansResponse> {
  const euRate = await catalog.euRate(input.countryCode);
  const vat = vatCase({ countryCode: input.countryCode, euRate, vatNumberValid: input.vatNumberValid, sellerCountry: input.sellerCountry });
  const plans = await catalog.activePlans();
  const currency = input.currency ?? (euRate !== null || input.lang === 'de' ? 'EUR' : 'USD');
  return { plans: plans.map((plan) => planOf(plan, plans, vat)), currency, vat: vatDisplay(vat, input.countryCode) };
}

export function invoiceAnswer(invoice: InvoiceRow): Invoice {
  return {
    id: invoice.id,
    number: invoice.number,
    issued_at: invoice.issued_at.toISOString(),
    currency: invoice.currency,
    net_amount: invoice.net_amount,
    vat_rate: Number(invoice.vat_rate),
    vat_amount: invoice.vat_amount,
    gross_amount: invoice.gross_amount,
    reverse_charge: invoice.vat_treatment === 'reverse_charge',
    status: invoice.status,
    refunded_amount: invoice.refunded_amount,
    pdf_url: BILLING_PATHS.invoicePdf(invoice.id),
  };
}

function detailsAnswer(details: BillingDetailsRow | null): BillingResponse['billing_details'] {
  if (!details) return null;
  const { name, company, address_line1, address_line2, postal_code, city, country_code, vat_number } = details;
  return { name, company, address_line1, address_line2, postal_code, city, country_code, vat_number };
}

async function currentPlan(catalog: CatalogRepository, row: SubscriptionRow, vat: VatCase): Promise<BillingResponse['plan']> {
  const plan = await catalog.planById(row.plan_id);
  const price = await catalog.priceOf(row.plan_id, row.currency);
  if (!plan || !price) return null;
  return {
    id: plan.id,
    interval: plan.interval,
    currency: row.currency,
    net_amount: price.net_amount,
    gross_amount: withVat(price.net_amount, vat.rate).gross,
  };
}

export async function billingAnswer(db: Db, catalog: CatalogRepository, userId: number, now: Date, sellerCountry: string): Promise<BillingResponse> {
  const [row, buyer, invoices] = await Promise.all([currentSubscription(db, userId), buyerOf(db, userId, sellerCountry), invoicesOf(db, userId)]);
  if (!buyer) throw new Error(`user ${userId} not found`);
  const status = subscriptionStatus(row, now);
  const running = row !== null && status !== 'free';
  return {
    plan: running ? await currentPlan(catalog, row, buyer.vat) : null,
    status,
    period_end: running ? (row.current_period_end?.toISOString() ?? null) : null,
    cancel_at_period_end: running && row.cancel_at_period_end,
    grace_period_end: status === 'past_due' ? (row?.grace_until?.toISOString() ?? null) : null,
    can_manage_payment_method: running && row.provider_customer_id !== null,
    billing_details: detailsAnswer(buyer.details),
    vat: { status: buyer.details?.vat_status ?? 'none', checked_at: buyer.details?.vat_checked_at?.toISOString() ?? null },
    vat_treatment: vatDisplay(buyer.vat, buyer.countryCode),
    invoices: invoices.map(invoiceAnswer),
  };
}
