/**
 * @jest-environment node
 */
// The login, registration and pricing pages as the server draws them for visitors: the app's own
// forms and plans, in the request's language, with what the API answers.
import { createFetchMock } from '@bizmarkt/shared/testing';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { makePlans } from '../testing/billing-fixtures';
import { configure, pages, render } from './server';

describe('the first screens this remote draws on the server', () => {
  beforeAll(() => configure({ apiUrl: 'http://api.internal:4000/' }));

  it('draws the login, registration, pricing, delete-account and unsubscribed pages', () => {
    expect(pages).toEqual(['login', 'registration', 'pricing', 'delete-account', 'unsubscribed']);
  });

  it('draws `/delete-account` for a visitor as a guest sees it, asking the API nothing, and nothing for a member', async () => {
    const mock = createFetchMock({});
    global.fetch = mock.fetchMock;
    const drawing = await render('delete-account', { locale: 'de', path: '/de/delete-account', visitor: true });
    expect(drawing!.html).toContain('<h1 id="bz-delete-account-title">Konto löschen</h1>');
    expect(drawing!.html).toContain('Um Ihr Konto zu löschen, melden Sie sich bitte zuerst an.');
    expect(drawing!.html).toContain('href="/de/login"');
    expect(drawing!.html).not.toContain('aria-busy');
    expect(drawing!.queries).toEqual([]);
    expect(mock.calls).toHaveLength(0);
    await expect(render('delete-account', { locale: 'en', path: '/delete-account', visitor: false })).resolves.toBeNull();
  });

  it('draws `/unsubscribed` for everyone: the invalid link’s notice without a token, the page as it opens with one', async () => {
    const mock = createFetchMock({});
    global.fetch = mock.fetchMock;
    const invalid = await render('unsubscribed', { locale: 'de', path: '/de/unsubscribed', visitor: false });
    expect(invalid!.html).toContain('Dieser Link funktioniert nicht');
    expect(invalid!.html).toMatch(/role="alert"/);
    const opening = await render('unsubscribed', { locale: 'en', path: '/unsubscribed?token=abc', visitor: true });
    expect(opening!.html).toContain('Unsubscribing…');
    expect(opening!.html).toContain('aria-busy="true"');
    // Drawing the page never sends the token: the page's own request does, once it runs.
    expect(mock.calls).toHaveLength(0);
  });

  it('draws the login form in German with the configured social sign-in, and hands that answer on', async () => {
    const mock = createFetchMock({ 'GET /api/auth/providers': [200, { oidc: { name: 'Keycloak' } }] });
    global.fetch = mock.fetchMock;
    const drawing = await render('login', { locale: 'de', path: '/de/login', visitor: true });

    const { html, queries } = drawing!;
    expect(html).toContain('<h1 id="bz-login-title">Anmelden</h1>');
    expect(html).toContain('Willkommen zurück bei Bizmarkt.');
    expect(html).toMatch(/<label[^>]*for="login-email"[^>]*>E-Mail/);
    expect(html).toMatch(/<input id="login-password" type="password"/);
    expect(html).toContain('Passwort vergessen?');
    expect(html).toContain('href="/de/password-reset"');
    expect(html).toContain('Weiter mit Keycloak');
    expect(queries).toEqual([expect.objectContaining({ queryKey: ['auth-providers'], data: { oidc: { name: 'Keycloak' } } })]);
    expect(mock.calls[0]!.url).toBe('http://api.internal:4000/api/auth/providers');
  });

  it('draws the notice of a confirmed address from the page’s query, in English', async () => {
    global.fetch = createFetchMock({ 'GET /api/auth/providers': [200, { oidc: null }] }).fetchMock;
    const drawing = await render('login', { locale: 'en', path: '/login?verified=1', visitor: true });
    expect(drawing!.html).toContain('<h1 id="bz-login-title">Log In</h1>');
    expect(drawing!.html).toMatch(/role="status"[^>]*>[^<]*confirmed/);
    expect(drawing!.html).not.toContain('Continue with');
  });

  it('draws the form without social sign-in when the API cannot say (as the browser leaves it out)', async () => {
    global.fetch = createFetchMock({ 'GET /api/auth/providers': [503, { message: 'Service Unavailable' }] }).fetchMock;
    const drawing = await render('login', { locale: 'en', path: '/login', visitor: true });
    expect(drawing!.html).toContain('id="login-email"');
    expect(drawing!.html).not.toContain('Continue with');
    expect(drawing!.queries).toEqual([]);
  });

  it('draws the registration form in German', async () => {
    global.fetch = createFetchMock({ 'GET /api/auth/providers': [200, { oidc: null }] }).fetchMock;
    const drawing = await render('registration', { locale: 'de', path: '/de/registration', visitor: true });
    expect(drawing!.html).toContain('<h1 id="bz-registration-title">Registrieren</h1>');
    expect(drawing!.html).toMatch(/<input id="[^"]*password[^"]*" type="password"/);
  });

  it('draws the plans in German as the API prices them for a visitor, and hands that answer on', async () => {
    const price = (net: number) => ({
      currency: 'EUR' as const,
      net_amount: net,
      vat_rate: 19,
      vat_amount: Math.round(net * 0.19),
      gross_amount: Math.round(net * 1.19),
    });
    const plans = makePlans({
      plans: [
        { id: 'pro_monthly', tier: 'pro', interval: 'month', prices: [price(2700)], saving_percent: null },
        { id: 'pro_yearly', tier: 'pro', interval: 'year', prices: [price(27000)], saving_percent: 17 },
      ],
      currency: 'EUR',
      vat: { treatment: 'standard', country_code: 'DE', rate: 19, prices_include_vat: true },
    });
    const mock = createFetchMock({ 'GET /api/plans': [200, plans] });
    global.fetch = mock.fetchMock;
    const drawing = await render('pricing', { locale: 'de', path: '/de/pricing', visitor: true });

    const { html, queries } = drawing!;
    expect(html).toContain('<h1 id="bz-pricing-title">Tarife und Preise</h1>');
    expect(html).toMatch(/<h2 id="bz-plan-pro">PRO<\/h2>/);
    // The monthly price with VAT, as German readers see it (32,13 €).
    expect(html).toMatch(/32,13\s€/);
    expect(html).toContain('/ Monat');
    expect(queries).toEqual([expect.objectContaining({ queryKey: queryKeys.plans('de', null), data: plans })]);
    expect(mock.calls[0]!.url).toBe('http://api.internal:4000/api/plans');
  });

  it('draws no pricing page when the plans cannot be had (the app shows its own notice then)', async () => {
    global.fetch = createFetchMock({ 'GET /api/plans': [503, { message: 'Service Unavailable' }] }).fetchMock;
    await expect(render('pricing', { locale: 'en', path: '/pricing', visitor: true })).rejects.toBeDefined();
  });

  it('draws nothing for someone with a session, and asks the API nothing', async () => {
    const mock = createFetchMock({ 'GET /api/auth/providers': [200, { oidc: null }] });
    global.fetch = mock.fetchMock;
    await expect(render('login', { locale: 'en', path: '/login' })).resolves.toBeNull();
    await expect(render('registration', { locale: 'en', path: '/registration' })).resolves.toBeNull();
    await expect(render('pricing', { locale: 'en', path: '/pricing' })).resolves.toBeNull();
    expect(mock.calls).toHaveLength(0);
  });

  it('answers null for a page it does not draw', async () => {
    await expect(render('dashboard', { locale: 'en', path: '/dashboard', visitor: true })).resolves.toBeNull();
  });
});
