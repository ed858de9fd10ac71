// Every API path of the contract, apart from the schemas of what the paths take and answer: a page
// that only calls endpoints (the landing's cards, the business page's 'Contact seller', the favourite
// hearts) then bundles no zod. The shared package declares its modules free of side effects, so the
// bundler drops every schema module whose exports a page does not use; a path defined beside its
// schemas would keep that module, and zod with it. No imports here (the test `zod-free.test.ts` holds
// this module to that).

// ——— Accounts (schemas: accounts.ts) ———

export const ACCOUNT_PATHS = {
  register: '/api/register',
  /** GET, signed: `/api/email/verify/{id}/{hash}?expires=&signature=`; redirects to the site. */
  verifyEmail: (id: number, hash: string) => `/api/email/verify/${id}/${hash}`,
  resendVerification: '/api/email/verification-notification',
  generalInfo: '/api/user/general-info',
  forgotPassword: '/api/forgot-password',
  resetPassword: '/api/reset-password',
  /** GET `?email=`: whether a reset link is still good (`ResetTokenCheckResponse`), asked when the page opens. */
  resetPasswordCheck: (token: string) => `/api/reset-password/${encodeURIComponent(token)}`,
  changePassword: '/api/change-password',
  updateUser: (id: number) => `/api/users/${id}`,
  publicProfile: (id: number) => `/api/users/${id}/profile`,
  deleteAccount: '/api/delete-account',
  exportData: '/api/user/export',
  notifications: '/api/notifications',
  notificationsRead: '/api/notifications/read',
  emailPreferences: '/api/email-preferences',
  unsubscribe: '/api/unsubscribe',
  authProviders: '/api/auth/providers',
  /** GET: starts the OpenID Connect sign-in (full-page navigation, not fetch). `?intent=register|login` */
  oidcRedirect: '/api/auth/oidc/redirect',
  oidcCallback: '/api/auth/oidc/callback',
  /** The local mailbox (only when no SMTP_URL is set): HTML page and JSON list. */
  mailbox: '/api/dev/mailbox',
  mailboxJson: '/api/dev/mailbox.json',
} as const;

// ——— Listings (schemas: listing-answer.ts) ———

export const LISTING_PATHS = {
  create: '/api/businesses',
  /** GET: the listing as the caller may see it; POST: save sections / hide_listing (owner). */
  listing: (id: number) => `/api/businesses/${id}`,
  submit: (id: number) => `/api/businesses/${id}/submit`,
  /** GET: the caller's own listings, every status, newest first. */
  mine: '/api/my/businesses',
} as const;

/** The path a hidden or sold listing's 307 answer carries in `message` (spec §2). */
export const BUSINESS_UNAVAILABLE_PATH = '/business-unavailable';
/** Query parameter of that path: the lost listing's category id, so the page can offer similar listings. */
export const BUSINESS_UNAVAILABLE_CATEGORY_PARAM = 'category';

/** The 307's path for a listing of this category (none: the bare path). */
export function businessUnavailablePath(categoryId: number | null): string {
  return categoryId === null ? BUSINESS_UNAVAILABLE_PATH : `${BUSINESS_UNAVAILABLE_PATH}?${BUSINESS_UNAVAILABLE_CATEGORY_PARAM}=${categoryId}`;
}

// ——— Listing images (schemas: listing-images.ts) ———

export const LISTING_IMAGE_PATHS = {
  /** POST multipart `file` → 201 `ListingImageUploadResponse`. */
  images: (businessId: number) => `/api/businesses/${businessId}/images`,
  /** DELETE → 200 `ListingImagesResponse`. */
  image: (businessId: number, imageId: number) => `/api/businesses/${businessId}/images/${imageId}`,
  /** POST `{ ids }` (every image of the listing, in the new order) → 200 `ListingImagesResponse`. */
  order: (businessId: number) => `/api/businesses/${businessId}/images/order`,
} as const;

// ——— sellerboard (schemas: listing-sellerboard.ts) ———

export const SELLERBOARD_PATHS = {
  /** POST multipart `file` → SellerboardImportPreview (nothing is replaced yet). */
  importFile: (businessId: number) => `/api/businesses/${businessId}/financials/import`,
  /** POST → SellerboardImportApplied: the listing's months become the previewed ones. */
  applyImport: (businessId: number, token: string) =>
    `/api/businesses/${businessId}/financials/import/${encodeURIComponent(token)}/apply`,
  /** GET status, POST `{url}` connect (or replace the link), DELETE disconnect. */
  connection: (businessId: number) => `/api/businesses/${businessId}/sellerboard`,
} as const;

// ——— /my-listings (schemas: my-listings.ts) ———

export const MY_LISTINGS_PATHS = {
  /** GET → `MyListingStatsResponse`: views and favourites of each of the caller's listings. */
  stats: '/api/my/businesses/stats',
  /** POST → 200 Listing: published or hidden → sold (for good). */
  sold: (id: number) => `/api/businesses/${id}/sold`,
  /** POST → 200 Listing: hidden by the owner → published now (not one hidden for old financials). */
  show: (id: number) => `/api/businesses/${id}/show`,
  /** DELETE → 204: deletes a draft (only a draft). */
  remove: (id: number) => `/api/businesses/${id}`,
} as const;

// ——— Moderation (schemas: listing-moderation.ts) ———

/** API paths of the moderation screen (the client's endpoint files use these). */
export const MODERATION_PATHS = {
  queue: '/api/admin/businesses',
  detail: (id: number) => `/api/admin/businesses/${id}`,
  verify: (id: number) => `/api/admin/businesses/${id}/verify`,
  cancel: (id: number) => `/api/admin/businesses/${id}/cancel`,
} as const;

// ——— Search (schemas: search.ts) ———

export const SEARCH_PATHS = {
  /** GET: published listings matching the query (`searchQuerySchema`) → `SearchResponse`. */
  search: '/api/businesses',
} as const;

// ——— Favourites (schemas: favorites.ts) ———

export const FAVORITES_PATHS = {
  /** GET → `number[]`: the caller's favourite listing ids (the hearts' store). */
  ids: '/api/favorites/ids',
  /** GET → `FavoritesResponse`; POST `{ business_id }` → `FavoriteToggleResponse`. */
  list: '/api/favorites',
  toggle: '/api/favorites',
  /** POST → `FavoritesReadResponse`: marks every favourite read (the change markers start over). */
  read: '/api/favorites/read',
} as const;

// ——— Messaging, NDAs and the buying process (schemas: messaging.ts) ———

export const MESSAGING_PATHS = {
  /** GET `DialogsQuery` → `DialogListResponse`. */
  dialogs: '/api/dialogs',
  /** PATCH `DialogStepRequest` → `DialogStepResponse`. */
  dialog: (id: number) => `/api/dialogs/${id}`,
  /** GET `?before_id=` → `DialogMessagesResponse` (older messages, newest page first). */
  dialogMessages: (id: number) => `/api/dialogs/${id}/messages`,
  /** POST → `DialogReadResponse`: every message to the caller in this dialog is read. */
  dialogRead: (id: number) => `/api/dialogs/${id}/read`,
  /** GET → `NdaRecordsResponse`: the NDA signatures of this dialog, newest first (both parties). */
  dialogNdaRecords: (id: number) => `/api/dialogs/${id}/nda-records`,
  /** POST `SendTextRequest` (JSON) or multipart `SendMediaFields` + file `media` → 201 `SendMessageResponse`. */
  messages: '/api/messages',
  /** GET → the file (to the two parties only); `thumb` is the image thumbnail. Links, not fetch JSON. */
  media: (messageId: number) => `/api/messages/${messageId}/media`,
  mediaThumb: (messageId: number) => `/api/messages/${messageId}/media/thumb`,
  /** GET → `DashboardMessagesResponse`. */
  dashboard: '/api/messages/dashboard',
  /** POST `NdaRequest` → 201 `NdaRequestResponse`. */
  ndaRequest: '/api/messages/nda',
  /** PATCH `NdaAnswerRequest` → `NdaAnswerResponse`; id = the pending `nda_request_decision` message. */
  ndaAnswer: (messageId: number) => `/api/messages/nda/${messageId}`,
  /** POST → `NdaRecord` (seller only, an accepted record): the buyer loses the protected fields at once. */
  ndaRevoke: (recordId: number) => `/api/nda-records/${recordId}/revoke`,
} as const;

// ——— PRO subscription and billing (schemas: billing.ts) ———

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
