// API paths: PRO subscription and billing (schemas: ../billing.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).
import { apiPath, type RoutesOf } from './path';

/** Paths of the billing API. Full-page navigations (not fetch) are marked. */
export const BILLING_PATHS = {
  /** GET (public) `?currency=&country=` → `PlansResponse`. */
  plans: '/api/plans',
  /** GET (auth) → `BillingResponse`. */
  billing: '/api/billing',
  /** POST (verified) `CheckoutRequest` → 201 `RedirectResponse`: go to `url` (provider or sandbox checkout page). */
  checkout: '/api/billing/checkout',
  /** GET (auth, owner) → `CheckoutStatusResponse`; polled by /subscription/success and /payment-in-progress. */
  checkoutStatus: apiPath('/api/billing/checkouts/:id'),
  /** POST (auth) → `BillingResponse` with `cancel_at_period_end: true` (status `cancelled`). */
  cancel: '/api/billing/cancel',
  /** POST (auth) → `BillingResponse` with `cancel_at_period_end: false` (status `active`); only before `period_end`. */
  resume: '/api/billing/resume',
  /** POST (auth, a subscription exists) → `RedirectResponse`: the provider's portal or the sandbox's payment-method page. */
  paymentMethod: '/api/billing/payment-method',
  /** PUT (auth) `BillingDetailsRequest` → `BillingResponse`; 422 with field errors; Precognition supported. */
  details: '/api/billing/details',
  /** GET (auth, owner; else 403) → application/pdf. A link or download, not fetch JSON. */
  invoicePdf: apiPath('/api/billing/invoices/:id/pdf'),
  /** POST: every provider's webhook events (Stripe signature scheme). Not for clients. */
  webhook: '/api/payments/webhook',
  /**
   * POST (admin, CSRF) `RefundRequest` → 201 `AdminRefund`: refunds the invoice's payment at the provider
   * (all that is left, or `amount`). 404 unknown invoice; 409 nothing left to refund; 422 a bad amount;
   * 502 the provider refused. The invoice's `status` / `refunded_amount` follow once the provider's
   * `charge.refunded` event has arrived.
   */
  adminInvoiceRefund: apiPath('/api/admin/invoices/:id/refund'),
  /** GET, full-page: the sandbox provider's checkout page (only when the sandbox provider is active); POST: its form. */
  sandboxCheckout: apiPath('/api/payments/sandbox/checkout/:id'),
  /** GET, full-page: the sandbox provider's payment-method page (a signed token); POST: its form. */
  sandboxPortal: apiPath('/api/payments/sandbox/portal/:token'),
} as const;

/** What each path serves (the API reference's summaries). */
export const BILLING_ENDPOINTS: RoutesOf<typeof BILLING_PATHS> = {
  plans: { GET: "`?currency=&country=`: the plans with prices and VAT for the caller (or a visitor, in the page's language)." },
  billing: { GET: "The caller's plan, status, period, billing details, VAT state and invoices." },
  checkout: { POST: "`{ plan_id, currency }` → 201 `{ url }` of the provider's (or sandbox's) checkout; 409 already PRO; 422 unknown plan or currency." },
  checkoutStatus: { GET: "The checkout's status (polled by the return pages)." },
  cancel: { POST: 'Cancels at the period end → the billing state; 409 when there is nothing to cancel.' },
  resume: { POST: 'Resumes before the end → the billing state; 409 when there is nothing to resume.' },
  paymentMethod: { POST: "→ `{ url }` of the provider's portal or the sandbox's payment-method page." },
  details: { PUT: 'Billing details with the EU VAT number → the billing state.' },
  invoicePdf: { GET: 'The invoice PDF.' },
  webhook: { POST: "Every provider's events (Stripe's signature scheme; 400 forged or stale, 200 `{ duplicate: true }` for a replay)." },
  adminInvoiceRefund: { POST: '`{ amount? }` → 201 the refund; 404, 409 nothing left, 422 bad amount, 502 the provider refused or is silent.' },
  sandboxCheckout: {
    GET: "`?lang=`: the sandbox's checkout page (only when the sandbox is the provider).",
    POST: "The tester's choice (pay, decline, pending, authenticate, …).",
  },
  sandboxPortal: { GET: "`?lang=`: the sandbox's payment-method page.", POST: 'Card works / declines, or charge the renewal now.' },
};

/**
 * Where the checkout sends the browser back (site paths; with `/de` when the checkout was started in
 * German). The id travels as `?checkout_id=` so the page can poll `BILLING_PATHS.checkoutStatus`.
 * - paid: `/subscription/success?checkout_id=` — PRO shows once the webhook has landed (poll until `paid`).
 * - pay later / still confirming: `/payment-in-progress?checkout_id=` — poll until `paid` (→ /payment-success)
 *   or `failed` (show `failure_reason`); a declined card (sandbox "decline", failed authentication) lands here too
 *   and turns `failed`.
 * - abandoned (back from the checkout page): `/subscription/cancel` — nothing charged.
 */
export const CHECKOUT_RETURN_QUERY = 'checkout_id';
