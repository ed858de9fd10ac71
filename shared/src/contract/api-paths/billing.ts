// API paths: PRO subscription and billing (schemas: ../billing.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).

/** Paths of the billing API. Full-page navigations (not fetch) are marked. */
export const BILLING_PATHS = {
  /** GET (public) `?currency=&country=` → `PlansResponse`. */
  plans: '/api/plans',
  /** GET (auth) → `BillingResponse`. */
  billing: '/api/billing',
  /** POST (verified) `CheckoutRequest` → 201 `RedirectResponse`: go to `url` (provider or sandbox checkout page). */
  checkout: '/api/billing/checkout',
  /** GET (auth, owner) → `CheckoutStatusResponse`; polled by /subscription/success and /payment-in-progress. */
  checkoutStatus: (id: string) => `/api/billing/checkouts/${encodeURIComponent(id)}`,
  /** POST (auth) → `BillingResponse` with `cancel_at_period_end: true` (status `cancelled`). */
  cancel: '/api/billing/cancel',
  /** POST (auth) → `BillingResponse` with `cancel_at_period_end: false` (status `active`); only before `period_end`. */
  resume: '/api/billing/resume',
  /** POST (auth, a subscription exists) → `RedirectResponse`: the provider's portal or the sandbox's payment-method page. */
  paymentMethod: '/api/billing/payment-method',
  /** PUT (auth) `BillingDetailsRequest` → `BillingResponse`; 422 with field errors; Precognition supported. */
  details: '/api/billing/details',
  /** GET (auth, owner; else 403) → application/pdf. A link or download, not fetch JSON. */
  invoicePdf: (id: number) => `/api/billing/invoices/${id}/pdf`,
  /** POST: every provider's webhook events (Stripe signature scheme). Not for clients. */
  webhook: '/api/payments/webhook',
  /**
   * POST (admin, CSRF) `RefundRequest` → 201 `AdminRefund`: refunds the invoice's payment at the provider
   * (all that is left, or `amount`). 404 unknown invoice; 409 nothing left to refund; 422 a bad amount;
   * 502 the provider refused. The invoice's `status` / `refunded_amount` follow once the provider's
   * `charge.refunded` event has arrived.
   */
  adminInvoiceRefund: (id: number) => `/api/admin/invoices/${id}/refund`,
  /** GET, full-page: the sandbox provider's checkout page (only when the sandbox provider is active). */
  sandboxCheckout: (id: string) => `/api/payments/sandbox/checkout/${encodeURIComponent(id)}`,
} as const;

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
