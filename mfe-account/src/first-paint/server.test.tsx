/**
 * @jest-environment node
 */
// The login and registration pages as the server draws them for visitors: the app's own forms, in
// the request's language, with social sign-in as the API configures it.
import { createFetchMock } from '@bizmarkt/shared/testing';
import { configure, pages, render } from './server';

describe('the first screens this remote draws on the server', () => {
  beforeAll(() => configure({ apiUrl: 'http://api.internal:4000/' }));

  it('draws the login and registration pages', () => {
    expect(pages).toEqual(['login', 'registration']);
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

  it('draws nothing for someone with a session, and asks the API nothing', async () => {
    const mock = createFetchMock({ 'GET /api/auth/providers': [200, { oidc: null }] });
    global.fetch = mock.fetchMock;
    await expect(render('login', { locale: 'en', path: '/login' })).resolves.toBeNull();
    await expect(render('registration', { locale: 'en', path: '/registration' })).resolves.toBeNull();
    expect(mock.calls).toHaveLength(0);
  });

  it('answers null for a page it does not draw', async () => {
    await expect(render('dashboard', { locale: 'en', path: '/dashboard', visitor: true })).resolves.toBeNull();
  });
});
