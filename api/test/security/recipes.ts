// One request recipe per route of the app's table (the authorization matrix and the CSRF suite send
// them): path parameters from the fixtures, a minimal valid body. A new endpoint gets its recipe here.
import { readFileSync } from 'node:fs';
import { EMAIL_NOTIFICATION_FLAGS } from '@bizmarkt/shared/contract';
import { type MatrixActor } from '../../src/plugins/app/access';
import { multipartBody, pngFixture, TEST_PASSWORD } from '../helpers/accounts';
import { information } from '../helpers/listings';
import { FREE, SELLER } from '../helpers/test-app';
import { type ProbeRequest } from './probe-clients';
import { type RouteKey } from './route-outcomes';
import { SELLERBOARD_FIXTURE } from './listing-fixtures';
import { offerTerms, type Fixtures } from './fixtures';

// ——— Recipes ———

/** The request one actor sends to one route: path parameters from the fixtures, a minimal body. */
export type Recipe = (fixtures: Fixtures, actor: MatrixActor) => ProbeRequest | Promise<ProbeRequest>;

const form = (body: string): Pick<ProbeRequest, 'payload' | 'headers'> => ({ payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const NEW_PASSWORD = 'Amber-Heron-77';
let registrations = 0;

/**
 * One recipe per route of the table, keyed `METHOD /pattern`. A route added without one fails the
 * matrix by name (docs/security.md: how to add one). Bodies are valid, except where a valid one would
 * end an actor's account or cost a password hash per probe (login, registration, password and
 * account changes): those fail validation (422), which the access layer's checks come before.
 */
export const RECIPES: Record<RouteKey, Recipe> = {
  // Reads that anyone may make
  'GET /api/media/*': async (f) => ({ url: await f.mediaUrl() }),
  'GET /health': () => ({ url: '/health' }),
  'GET /sanctum/csrf-cookie': () => ({ url: '/sanctum/csrf-cookie' }),
  'GET /api/categories': () => ({ url: '/api/categories' }),
  'GET /api/categories/counts': () => ({ url: '/api/categories/counts' }),
  'GET /api/countries': () => ({ url: '/api/countries' }),
  'GET /api/operator': () => ({ url: '/api/operator' }),
  'GET /api/auth/providers': () => ({ url: '/api/auth/providers' }),
  'GET /api/auth/oidc/redirect': () => ({ url: '/api/auth/oidc/redirect?intent=login&locale=en' }),
  'GET /api/auth/oidc/callback': () => ({ url: '/api/auth/oidc/callback?code=matrix&state=matrix' }),
  'GET /api/businesses': () => ({ url: '/api/businesses?q=brand' }),
  'GET /api/businesses/:id': async (f) => ({ url: `/api/businesses/${await f.draft()}` }),
  'GET /api/plans': () => ({ url: '/api/plans?currency=EUR' }),

  // The local mailbox (a mail to the owner)
  'GET /api/dev/mailbox.json': () => ({ url: `/api/dev/mailbox.json?to=${encodeURIComponent(SELLER.email)}` }),
  'GET /api/dev/mailbox': () => ({ url: `/api/dev/mailbox?to=${encodeURIComponent(SELLER.email)}` }),
  'GET /api/dev/mailbox/:id': async (f) => ({ url: `/api/dev/mailbox/${await f.mail()}` }),
  'GET /api/dev/mailbox/:id/html': async (f) => ({ url: `/api/dev/mailbox/${await f.mail()}/html` }),
  'GET /api/dev/mailbox/:id/raw': async (f) => ({ url: `/api/dev/mailbox/${await f.mail()}/raw` }),

  // The API reference (development only): its page, document and files, registered by @fastify/swagger-ui
  'GET /api/dev/docs/': () => ({ url: '/api/dev/docs/' }),
  'GET /api/dev/docs/json': () => ({ url: '/api/dev/docs/json' }),
  'GET /api/dev/docs/yaml': () => ({ url: '/api/dev/docs/yaml' }),
  'GET /api/dev/docs/static/index.html': () => ({ url: '/api/dev/docs/static/index.html' }),
  'GET /api/dev/docs/static/swagger-initializer.js': () => ({ url: '/api/dev/docs/static/swagger-initializer.js' }),
  'GET /api/dev/docs/static/*': () => ({ url: '/api/dev/docs/static/swagger-ui.css' }),

  // Sessions, registration, passwords
  'POST /api/login': () => ({ method: 'POST', url: '/api/login', payload: { email: FREE.email } }),
  'POST /api/logout': () => ({ method: 'POST', url: '/api/logout' }),
  'POST /api/register': () => {
    registrations += 1;
    const email = `matrix-${process.pid}-${Date.now()}-${registrations}@example.com`;
    return { method: 'POST', url: '/api/register', payload: { email, password: TEST_PASSWORD, password_confirmation: `${TEST_PASSWORD}!`, terms: true } };
  },
  'GET /api/email/verify/:id/:hash': async (f) => ({ url: await f.verificationPath() }),
  'POST /api/email/verification-notification': () => ({ method: 'POST', url: '/api/email/verification-notification' }),
  'POST /api/user/general-info': async (f, actor) => {
    const user = actor === 'visitor' ? await f.user('free') : await f.user(actor);
    return {
      method: 'POST',
      url: '/api/user/general-info',
      payload: { role: user.role, name: user.name, last_name: user.last_name, country_code: user.country_code },
    };
  },
  'POST /api/forgot-password': () => ({ method: 'POST', url: '/api/forgot-password', payload: { email: 'not-an-email' } }),
  'GET /api/reset-password/:token': () => ({ url: `/api/reset-password/not-a-token?email=${encodeURIComponent(SELLER.email)}` }),
  'POST /api/reset-password': () => ({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token: 'not-a-token', email: SELLER.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  }),
  'POST /api/change-password': () => ({
    method: 'POST',
    url: '/api/change-password',
    payload: { old_password: '', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  }),
  'POST /api/delete-account': () => ({ method: 'POST', url: '/api/delete-account', payload: { password: '' } }),

  // The account
  'GET /api/user': () => ({ url: '/api/user' }),
  'GET /api/sync': () => ({ url: '/api/sync?timestamp=1&latestMessageId=0' }),
  // Without `Accept: text/event-stream` an actor who passes gets 406 at once (an open stream would never end the probe).
  'GET /api/stream': () => ({ url: '/api/stream' }),
  'POST /api/users/:id': async (f) => ({
    method: 'POST',
    url: `/api/users/${await f.userId('owner')}`,
    payload: { role: 'seller', name: 'Sophie', last_name: 'Seller', country_code: 'DE', about: 'I sell the brands I built.' },
  }),
  'GET /api/users/:id/profile': async (f) => ({ url: `/api/users/${await f.userId('owner')}/profile` }),
  'GET /api/user/export': () => ({ url: '/api/user/export' }),
  'GET /api/notifications': () => ({ url: '/api/notifications' }),
  'POST /api/notifications/read': () => ({ method: 'POST', url: '/api/notifications/read' }),
  'GET /api/email-preferences': () => ({ url: '/api/email-preferences' }),
  'POST /api/email-preferences': () => ({
    method: 'POST',
    url: '/api/email-preferences',
    payload: Object.fromEntries(EMAIL_NOTIFICATION_FLAGS.map((flag) => [flag, true])),
  }),
  'POST /api/unsubscribe': async (f) => ({ method: 'POST', url: '/api/unsubscribe', payload: { token: await f.unsubscribeToken() } }),
  'GET /api/unsubscribe': async (f) => ({ url: `/api/unsubscribe?token=${encodeURIComponent(await f.unsubscribeToken())}` }),

  // The client error log
  'POST /api/log/js': () => ({
    method: 'POST',
    url: '/api/log/js',
    payload: { events: [{ type: 'manual', message: 'authorization matrix probe' }], href: 'http://localhost:3000/' },
  }),
  'GET /api/admin/log/js': () => ({ url: '/api/admin/log/js' }),

  // Listings: the owner's side
  'POST /api/businesses': async (f) => ({ method: 'POST', url: '/api/businesses', payload: { information: information(await f.categoryId()) } }),
  'POST /api/businesses/:id': async (f) => ({
    method: 'POST',
    url: `/api/businesses/${await f.draft()}`,
    payload: { price: { price: 120_000, open_to_offers: true } },
  }),
  'POST /api/businesses/:id/submit': async (f) => ({ method: 'POST', url: `/api/businesses/${await f.draft()}/submit` }),
  'GET /api/my/businesses': () => ({ url: '/api/my/businesses' }),
  'GET /api/my/businesses/stats': () => ({ url: '/api/my/businesses/stats' }),
  'POST /api/businesses/:id/images': async (f) => {
    const { payload, headers } = multipartBody({}, { filename: 'shop.png', contentType: 'image/png', data: pngFixture(64, 48) });
    return { method: 'POST', url: `/api/businesses/${await f.draft()}/images`, payload, headers };
  },
  'DELETE /api/businesses/:id/images/:imageId': async (f) => {
    const { listingId, imageId } = await f.draftWithImage();
    return { method: 'DELETE', url: `/api/businesses/${listingId}/images/${imageId}` };
  },
  'POST /api/businesses/:id/images/order': async (f) => {
    const { listingId, imageId } = await f.draftWithImage();
    return { method: 'POST', url: `/api/businesses/${listingId}/images/order`, payload: { ids: [imageId] } };
  },
  'POST /api/businesses/:id/financials/import': async (f) => {
    const { payload, headers } = multipartBody({}, { filename: 'pnl-us.csv', contentType: 'text/csv', data: readFileSync(SELLERBOARD_FIXTURE) });
    return { method: 'POST', url: `/api/businesses/${await f.draft()}/financials/import`, payload, headers };
  },
  'POST /api/businesses/:id/financials/import/:token/apply': async (f) => {
    const { listingId, token } = await f.importPreview();
    return { method: 'POST', url: `/api/businesses/${listingId}/financials/import/${token}/apply` };
  },
  'GET /api/businesses/:id/sellerboard': async (f) => ({ url: `/api/businesses/${await f.draft()}/sellerboard` }),
  'POST /api/businesses/:id/sellerboard': async (f) => ({
    method: 'POST',
    url: `/api/businesses/${await f.draft()}/sellerboard`,
    payload: { url: 'https://app.sellerboard.com/en/automation/reports?id=matrix&format=csv' },
  }),
  'DELETE /api/businesses/:id/sellerboard': async (f) => ({ method: 'DELETE', url: `/api/businesses/${await f.draft()}/sellerboard` }),
  'POST /api/businesses/:id/sold': async (f) => ({ method: 'POST', url: `/api/businesses/${await f.listing('published')}/sold` }),
  'POST /api/businesses/:id/show': async (f) => ({ method: 'POST', url: `/api/businesses/${await f.hidden()}/show` }),
  'DELETE /api/businesses/:id': async (f) => ({ method: 'DELETE', url: `/api/businesses/${await f.draft()}` }),

  // Moderation and refunds
  'GET /api/admin/businesses': () => ({ url: '/api/admin/businesses?status=pending' }),
  'GET /api/admin/businesses/:id': async (f) => ({ url: `/api/admin/businesses/${await f.listing('pending')}` }),
  'POST /api/admin/businesses/:id/verify': async (f) => ({
    method: 'POST',
    url: `/api/admin/businesses/${await f.listing('pending')}/verify`,
  }),
  'POST /api/admin/businesses/:id/cancel': async (f) => ({
    method: 'POST',
    url: `/api/admin/businesses/${await f.listing('pending')}/cancel`,
    payload: { reason: 'The financials are incomplete.' },
  }),
  'POST /api/admin/invoices/:id/refund': async (f) => ({ method: 'POST', url: `/api/admin/invoices/${await f.proInvoice()}/refund`, payload: { amount: 100 } }),

  // Billing and the sandbox provider
  'GET /api/billing': () => ({ url: '/api/billing' }),
  'POST /api/billing/checkout': () => ({ method: 'POST', url: '/api/billing/checkout', payload: { plan_id: 'pro_monthly', currency: 'EUR' } }),
  'GET /api/billing/checkouts/:id': async (f) => ({ url: `/api/billing/checkouts/${encodeURIComponent(await f.checkout())}` }),
  'POST /api/billing/cancel': () => ({ method: 'POST', url: '/api/billing/cancel' }),
  'POST /api/billing/resume': () => ({ method: 'POST', url: '/api/billing/resume' }),
  'POST /api/billing/payment-method': () => ({ method: 'POST', url: '/api/billing/payment-method' }),
  'PUT /api/billing/details': () => ({
    method: 'PUT',
    url: '/api/billing/details',
    payload: { name: 'Sophie Seller', address_line1: 'Hauptstraße 1', postal_code: '10115', city: 'Berlin', country_code: 'DE' },
  }),
  'GET /api/billing/invoices/:id/pdf': async (f) => ({ url: `/api/billing/invoices/${await f.ownerInvoice()}/pdf` }),
  'POST /api/payments/webhook': () => ({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: '{"id":"evt_matrix","type":"ping"}',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
  }),
  'GET /api/payments/sandbox/checkout/:id': async (f) => ({ url: `/api/payments/sandbox/checkout/${encodeURIComponent(await f.checkout())}` }),
  'POST /api/payments/sandbox/checkout/:id': async (f) => ({
    method: 'POST',
    url: `/api/payments/sandbox/checkout/${encodeURIComponent(await f.checkout())}`,
    ...form('choice=pending'),
  }),
  'GET /api/payments/sandbox/portal/:token': async (f) => ({ url: `/api/payments/sandbox/portal/${encodeURIComponent(await f.portalToken())}` }),
  'POST /api/payments/sandbox/portal/:token': async (f) => ({
    method: 'POST',
    url: `/api/payments/sandbox/portal/${encodeURIComponent(await f.portalToken())}`,
    ...form('choice=works'),
  }),

  // Favourites
  'GET /api/favorites/ids': () => ({ url: '/api/favorites/ids' }),
  'GET /api/favorites': () => ({ url: '/api/favorites' }),
  'POST /api/favorites': async (f) => ({ method: 'POST', url: '/api/favorites', payload: { business_id: await f.published() } }),
  'POST /api/favorites/read': () => ({ method: 'POST', url: '/api/favorites/read' }),

  // Messaging (the owner's dialog with a buyer who is none of the actors)
  'GET /api/dialogs': async (f) => ({ url: `/api/dialogs?dialog_id=${(await f.dialog()).id}` }),
  'POST /api/dialogs': async (f) => ({ method: 'POST', url: '/api/dialogs', payload: { business_id: await f.published() } }),
  'GET /api/dialogs/:id/messages': async (f) => ({ url: `/api/dialogs/${(await f.dialog()).id}/messages?before_id=2147483647` }),
  'POST /api/dialogs/:id/read': async (f) => ({ method: 'POST', url: `/api/dialogs/${(await f.dialog()).id}/read` }),
  'PATCH /api/dialogs/:id': async (f) => ({ method: 'PATCH', url: `/api/dialogs/${(await f.dialog()).id}`, payload: { seller_step: 2 } }),
  'GET /api/dialogs/:id/nda-records': async (f) => ({ url: `/api/dialogs/${(await f.dialog()).id}/nda-records` }),
  'POST /api/messages': async (f) => ({
    method: 'POST',
    url: '/api/messages',
    payload: { type: 'text', business_id: await f.published(), message: 'Is the brand still for sale?' },
  }),
  'GET /api/messages/:id/media': async (f) => ({ url: `/api/messages/${(await f.dialog()).mediaMessageId}/media` }),
  'GET /api/messages/:id/media/thumb': async (f) => ({ url: `/api/messages/${(await f.dialog()).mediaMessageId}/media/thumb` }),
  'GET /api/messages/dashboard': () => ({ url: '/api/messages/dashboard' }),
  'POST /api/messages/nda': async (f) => {
    const listing = await f.ndaListing();
    return { method: 'POST', url: '/api/messages/nda', payload: { business_id: listing.id, signer_name: 'Paul Pro', nda_version_id: listing.versionId } };
  },
  'PATCH /api/messages/nda/:id': async (f) => ({
    method: 'PATCH',
    url: `/api/messages/nda/${(await f.ndaRequest()).decisionMessageId}`,
    payload: { result: 'reject' },
  }),
  'POST /api/nda-records/:id/revoke': async (f) => ({ method: 'POST', url: `/api/nda-records/${(await f.acceptedNda()).recordId}/revoke` }),

  // Offers (issue #30): an open offer to the owner, her turn
  'GET /api/dialogs/:id/offers': async (f) => ({ url: `/api/dialogs/${(await f.dialog()).id}/offers` }),
  // The PRO actor's own dialog with the owner: only the dialog's buyer makes offers (matrix: pass pro).
  'POST /api/dialogs/:id/offers': async (f) => ({ method: 'POST', url: `/api/dialogs/${await f.proDialog()}/offers`, payload: { terms: offerTerms() } }),
  'POST /api/offers/:id/counter': async (f) => ({
    method: 'POST',
    url: `/api/offers/${(await f.offer()).id}/counter`,
    payload: { version: 1, terms: offerTerms({ price: 160_000, cash_at_closing: 160_000 }) },
  }),
  'POST /api/offers/:id/accept': async (f) => {
    const owner = await f.user('owner');
    return { method: 'POST', url: `/api/offers/${(await f.offer()).id}/accept`, payload: { version: 1, signer_name: `${owner.name} ${owner.last_name}` } };
  },
  'POST /api/offers/:id/decline': async (f) => ({ method: 'POST', url: `/api/offers/${(await f.offer()).id}/decline`, payload: { version: 1 } }),
  // The checklist of the owner's dialog: she answers (409 while nothing is requested: a served answer).
  'GET /api/dialogs/:id/checklist': async (f) => ({ url: `/api/dialogs/${(await f.dialog()).id}/checklist` }),
  'POST /api/dialogs/:id/checklist/:item': async (f) => ({
    method: 'POST',
    url: `/api/dialogs/${(await f.dialog()).id}/checklist/domain`,
    payload: { action: 'answer', note: 'Registered at Namecheap since 2019.' },
  }),
  'GET /api/offers/:id/letter-of-intent': async (f) => ({ url: `/api/offers/${await f.acceptedOffer()}/letter-of-intent?lang=de` }),
  // The data room (issue #30 §2) of the owner's dialog: she manages it.
  'GET /api/dialogs/:id/data-room': async (f) => ({ url: `/api/dialogs/${(await f.dialog()).id}/data-room` }),
  'POST /api/dialogs/:id/data-room/documents': async (f) => ({
    method: 'POST',
    url: `/api/dialogs/${(await f.dialog()).id}/data-room/documents`,
    ...multipartBody(
      { folder: 'Screenshots', visibility: 'nda' },
      { name: 'document', filename: 'shot.png', contentType: 'image/png', data: pngFixture(64, 48) },
    ),
  }),
  'GET /api/dialogs/:id/data-room/documents/:document': async (f) => {
    const { dialogId, documentId } = await f.dataRoomDocument();
    return { url: `/api/dialogs/${dialogId}/data-room/documents/${documentId}` };
  },
  'DELETE /api/dialogs/:id/data-room/documents/:document': async (f) => {
    const { dialogId, documentId } = await f.dataRoomDocument(true);
    return { method: 'DELETE', url: `/api/dialogs/${dialogId}/data-room/documents/${documentId}` };
  },
  'PUT /api/dialogs/:id/data-room/access': async (f) => ({
    method: 'PUT',
    url: `/api/dialogs/${(await f.dialog()).id}/data-room/access`,
    payload: { state: 'paused' },
  }),
  // The seller's access list of the listing (decision 0222): the owner only.
  'GET /api/dialogs/:id/data-room/buyers': async (f) => ({ url: `/api/dialogs/${(await f.dialog()).id}/data-room/buyers` }),
};
