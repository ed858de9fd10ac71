// Answers of the billing API for component tests, shaped by the shared contract.
import type { BillingResponse, CheckoutStatusResponse, Invoice, PlansResponse } from '@bizmarkt/shared/contract';

export function makePlans(over: Partial<PlansResponse> = {}): PlansResponse {
  const price = (currency: 'USD' | 'EUR', net: number) => ({ currency, net_amount: net, vat_rate: null, vat_amount: null, gross_amount: net });
  return {
    plans: [
      { id: 'pro_monthly', tier: 'pro', interval: 'month', prices: [price('USD', 2900), price('EUR', 2700)], saving_percent: null },
      { id: 'pro_yearly', tier: 'pro', interval: 'year', prices: [price('USD', 29000), price('EUR', 27000)], saving_percent: 17 },
    ],
    currency: 'USD',
    vat: { treatment: 'unknown', country_code: null, rate: null, prices_include_vat: false },
    ...over,
  };
}

export function makeInvoice(over: Partial<Invoice> = {}): Invoice {
  return {
    id: 7,
    number: '2026-000001',
    issued_at: '2026-11-20T10:00:00.000Z',
    currency: 'EUR',
    net_amount: 2700,
    vat_rate: 19,
    vat_amount: 513,
    gross_amount: 3213,
    reverse_charge: false,
    status: 'paid',
    refunded_amount: 0,
    pdf_url: '/api/billing/invoices/7/pdf',
    ...over,
  };
}

export function makeBilling(over: Partial<BillingResponse> = {}): BillingResponse {
  return {
    plan: null,
    status: 'free',
    period_end: null,
    cancel_at_period_end: false,
    grace_period_end: null,
    can_manage_payment_method: false,
    billing_details: null,
    vat: { status: 'none', checked_at: null },
    vat_treatment: { treatment: 'unknown', country_code: null, rate: null, prices_include_vat: false },
    invoices: [],
    ...over,
  };
}

/** An active monthly PRO subscription renewing on December 20, 2026, with one invoice. */
export function makeProBilling(over: Partial<BillingResponse> = {}): BillingResponse {
  return makeBilling({
    plan: { id: 'pro_monthly', interval: 'month', currency: 'EUR', net_amount: 2700, gross_amount: 3213 },
    status: 'active',
    period_end: '2026-12-20T10:00:00.000Z',
    can_manage_payment_method: true,
    invoices: [makeInvoice()],
    ...over,
  });
}

export function makeCheckoutStatus(over: Partial<CheckoutStatusResponse> = {}): CheckoutStatusResponse {
  return { id: 'cs_1', status: 'open', failure_reason: null, subscription_status: 'free', ...over };
}
