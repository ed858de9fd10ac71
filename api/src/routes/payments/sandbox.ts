// The sandbox provider's pages (only when it is the provider):
//   GET/POST /api/payments/sandbox/checkout/{id}   the checkout: pay, decline, pay later, authentication
//   GET/POST /api/payments/sandbox/portal/{token}  the payment method: a working or declining card, renew now
// These stand in for the provider's own site, so they take a plain form POST without our CSRF header
// (exempt in plugins/app/csrf.ts): the unguessable checkout id, and the signed portal token, are the
// credential, as on the provider's hosted pages. Answers: HTML, or 303 back to the site.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BILLING_PATHS, formatMoney } from '@bizmarkt/shared/contract';
import { authenticationPage, checkoutPage, pendingPage, portalPage, type CheckoutView, type PageLang } from '../../billing/sandbox-pages';
import type { SandboxChoice } from '../../billing/sandbox-provider';
import { billingPageUrl, checkoutReturnUrls } from '../../billing/urls';

const langQuery = z.object({ lang: z.enum(['en', 'de']).optional().catch(undefined) });
const CHOICES = ['pay', 'decline', 'pending', 'authenticate', 'auth_ok', 'auth_fail', 'settle_ok', 'settle_fail'] as const;
const choiceBody = z.object({ choice: z.enum(CHOICES) });
const portalBody = z.object({ choice: z.enum(['works', 'declines', 'renew']) });

const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><main><h1>Not found</h1></main></body></html>';

const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = app.billing.sandbox;
  if (!sandbox) return;
  const { catalog } = app.billing;
  const appUrl = app.config.appUrl;

  async function view(id: string, lang: PageLang | undefined) {
    const checkout = await catalog.checkout(id);
    if (!checkout) return null;
    const locale: PageLang = lang ?? (checkout.locale === 'de' ? 'de' : 'en');
    const urls = checkoutReturnUrls(appUrl, checkout.locale === 'de' ? 'de' : 'en', checkout.id);
    const page: CheckoutView = {
      lang: locale,
      action: `${BILLING_PATHS.sandboxCheckout(checkout.id)}?lang=${locale}`,
      cancelUrl: urls.cancelUrl,
      pendingUrl: urls.pendingUrl,
      amount: formatMoney(checkout.gross_amount, checkout.currency, locale === 'de' ? 'de-DE' : 'en-US'),
      interval: checkout.plan_id.endsWith('yearly') ? 'year' : 'month',
      vatIncluded: Number(checkout.vat_rate) > 0,
    };
    return { checkout, urls, page };
  }

  app.get(
    BILLING_PATHS.sandboxCheckout.pattern,
    { config: { access: 'public' }, schema: { params: z.object({ id: z.string().max(255) }), querystring: langQuery } },
    async (request, reply) => {
      const found = await view(request.params.id, request.query.lang);
      if (!found) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_HTML);
      const state = await sandbox.state(found.checkout.id);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (state === 'paid') return reply.redirect(found.urls.successUrl, 303);
      if (state === 'declined') return reply.redirect(found.urls.pendingUrl, 303);
      // An expired checkout cannot be paid any more: back to the plans, nothing charged.
      if (state === 'expired') return reply.redirect(found.urls.cancelUrl, 303);
      if (state === 'authenticating') return reply.send(authenticationPage(found.page));
      if (state === 'pending') return reply.send(pendingPage(found.page));
      return reply.send(checkoutPage(found.page));
    },
  );

  app.post(
    BILLING_PATHS.sandboxCheckout.pattern,
    { config: { access: 'public' }, schema: { params: z.object({ id: z.string().max(255) }), querystring: langQuery, body: choiceBody } },
    async (request, reply) => {
      const found = await view(request.params.id, request.query.lang);
      if (!found) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_HTML);
      const state = await sandbox.choose(found.checkout, request.body.choice as SandboxChoice);
      if (state === 'paid') return reply.redirect(found.urls.successUrl, 303);
      if (state === 'declined' || state === 'pending') return reply.redirect(found.urls.pendingUrl, 303);
      if (state === 'expired') return reply.redirect(found.urls.cancelUrl, 303);
      return reply.redirect(found.page.action, 303);
    },
  );

  const portalParams = z.object({ token: z.string().max(512) });

  app.get(
    BILLING_PATHS.sandboxPortal.pattern,
    { config: { access: 'public' }, schema: { params: portalParams, querystring: langQuery } },
    async (request, reply) => {
      const sub = await sandbox.subscriptionOfToken(request.params.token);
      if (!sub) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_HTML);
      const lang: PageLang = request.query.lang ?? 'en';
      const action = `${BILLING_PATHS.sandboxPortal(request.params.token)}?lang=${lang}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(portalPage(lang, action, billingPageUrl(appUrl, lang), sub));
    },
  );

  app.post(
    BILLING_PATHS.sandboxPortal.pattern,
    { config: { access: 'public' }, schema: { params: portalParams, querystring: langQuery, body: portalBody } },
    async (request, reply) => {
      const sub = await sandbox.subscriptionOfToken(request.params.token);
      if (!sub) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_HTML);
      const choice = request.body.choice;
      if (choice === 'renew') await sandbox.renewDue(app.clock.now(), sub.id);
      else await sandbox.setCard(sub.id, choice);
      const lang: PageLang = request.query.lang ?? 'en';
      return reply.redirect(`${BILLING_PATHS.sandboxPortal(request.params.token)}?lang=${lang}`, 303);
    },
  );
};

export default sandboxRoutes;
