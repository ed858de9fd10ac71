// Billing as the API answers it (shapes: shared/src/contract/billing.ts): GET /api/plans and GET
// /api/billing from what billing/overview.ts read and decided, an invoice, an admin's refund.
import { BILLING_PATHS, type AdminRefund, type BillingResponse, type Invoice, type Plan, type PlansResponse, type VatDisplay } from '@bizmarkt/shared/contract';
import type { BillingDetailsRow, InvoiceRow, InvoiceRefundRow } from '../db/schema';
import type { PlanWithPrices } from '../billing/catalog-repository';
import type { BillingOverview, PlansOverview } from '../billing/overview';
import { withVat, type VatCase } from '../billing/vat';

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

function toPlan(plan: PlanWithPrices, plans: PlanWithPrices[], vat: VatCase): Plan {
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

export function toPlansResponse({ plans, currency, vat, countryCode }: PlansOverview): PlansResponse {
  return { plans: plans.map((plan) => toPlan(plan, plans, vat)), currency, vat: vatDisplay(vat, countryCode) };
}

export function toInvoice(invoice: InvoiceRow): Invoice {
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

function toBillingDetails(details: BillingDetailsRow | null): BillingResponse['billing_details'] {
  if (!details) return null;
  const { name, company, address_line1, address_line2, postal_code, city, country_code, vat_number } = details;
  return { name, company, address_line1, address_line2, postal_code, city, country_code, vat_number };
}

export function toBillingResponse({ status, running, plan, buyer, invoices }: BillingOverview): BillingResponse {
  return {
    plan:
      running && plan
        ? {
            id: plan.plan.id,
            interval: plan.plan.interval,
            currency: running.currency,
            net_amount: plan.price.net_amount,
            gross_amount: withVat(plan.price.net_amount, buyer.vat.rate).gross,
          }
        : null,
    status,
    period_end: running ? (running.current_period_end?.toISOString() ?? null) : null,
    cancel_at_period_end: running !== null && running.cancel_at_period_end,
    grace_period_end: status === 'past_due' ? (running?.grace_until?.toISOString() ?? null) : null,
    can_manage_payment_method: running !== null && running.provider_customer_id !== null,
    billing_details: toBillingDetails(buyer.details),
    vat: { status: buyer.details?.vat_status ?? 'none', checked_at: buyer.details?.vat_checked_at?.toISOString() ?? null },
    vat_treatment: vatDisplay(buyer.vat, buyer.countryCode),
    invoices: invoices.map(toInvoice),
  };
}

/** An admin's refund as POST /api/admin/invoices/{id}/refund answers it. */
export function toAdminRefund(refund: InvoiceRefundRow, invoice: InvoiceRow, remaining: number): AdminRefund {
  return {
    id: refund.id,
    invoice_id: invoice.id,
    invoice_number: invoice.number,
    amount: refund.amount,
    currency: invoice.currency,
    status: refund.status,
    remaining_amount: remaining,
    created_at: refund.created_at.toISOString(),
  };
}
