import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import EmailConfirmationPage from './email-confirmation-page';

const namespaces = { account: { en, de } };
const unverified = makeUser({ id: 42, email: 'new@bizmarkt.test', email_verified_at: null, role: null });

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function renderPage(route = '/registration/email-confirmation', locale: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/registration/email-confirmation" element={<EmailConfirmationPage />} />
      <Route path="/de/registration/email-confirmation" element={<EmailConfirmationPage />} />
      <Route path="/registration/general-info" element={<p>general info page</p>} />
      <Route path="/dashboard" element={<p>dashboard page</p>} />
      <Route path="/" element={<p>home page</p>} />
    </Routes>,
    { route, locale, namespaces },
  );
}

describe('EmailConfirmationPage', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    sessionStore.getState().setUser(unverified);
  });
  afterEach(() => jest.useRealTimers());

  it('shows the address and resends the mail', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/user': [200, unverified],
      'POST /api/email/verification-notification': [202, { message: 'sent' }],
    });
    global.fetch = fetchMock;
    renderPage();
    expect(screen.getByText('We have sent a confirmation link to new@bizmarkt.test.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('A new confirmation link is on its way to new@bizmarkt.test.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.url.endsWith('/api/email/verification-notification'))).toHaveLength(1);
  });

  it('a 429 with Retry-After counts the wait down with the button disabled until it is over', async () => {
    jest.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
    global.fetch = jest.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/user')
        ? json(200, unverified)
        : json(429, { message: 'Please wait 3 seconds before requesting another verification email.' }, { 'Retry-After': '3' }),
    ) as typeof fetch;
    renderPage();
    const button = screen.getByRole('button', { name: 'Resend email' });
    fireEvent.click(button);
    expect(await screen.findByText('You can request another email in 3 seconds.')).toBeInTheDocument();
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('You can request another email in 2 seconds.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(/You can request another email/)).toBeNull();
  });

  it('a 429 without a wait shows the server text', async () => {
    global.fetch = jest.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/user') ? json(200, unverified) : json(429, { message: 'Too Many Attempts.' }),
    ) as typeof fetch;
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Too Many Attempts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeEnabled();
  });

  it.each([
    ['expired', 'This confirmation link has expired. Request a new email below.'],
    ['invalid', 'This confirmation link is not valid. Request a new email below.'],
  ])('explains a %s link', (reason, text) => {
    global.fetch = createFetchMock({ 'GET /api/user': [200, unverified] }).fetchMock;
    renderPage(`/registration/email-confirmation?verification=${reason}`);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('speaks German under /de', () => {
    global.fetch = createFetchMock({ 'GET /api/user': [200, unverified] }).fetchMock;
    renderPage('/de/registration/email-confirmation?verification=expired', 'de');
    expect(screen.getByRole('heading', { name: 'Bestätigen Sie Ihre E-Mail-Adresse' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Bestätigungslink ist abgelaufen.');
  });

  it('moves a user whose email got confirmed on: to the general info without a role', async () => {
    const verified = { ...unverified, email_verified_at: '2026-05-01T10:00:00Z' };
    global.fetch = createFetchMock({ 'GET /api/user': [200, verified] }).fetchMock;
    renderPage();
    expect(await screen.findByText('general info page')).toBeInTheDocument();
    expect(sessionStore.getState().user?.email_verified_at).toBe('2026-05-01T10:00:00Z');
  });

  it('…and to the dashboard with a role', async () => {
    global.fetch = createFetchMock({ 'GET /api/user': [200, { ...unverified, email_verified_at: '2026-05-01', role: 'seller' }] }).fetchMock;
    renderPage();
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('"I have confirmed my email" asks the server again and says when it is not confirmed yet', async () => {
    const { fetchMock, calls } = createFetchMock({ 'GET /api/user': [200, unverified] });
    global.fetch = fetchMock;
    renderPage();
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed my email' }));
    expect(await screen.findByText('Your email address is not confirmed yet. Please open the link in the email first.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/api/user'))).toHaveLength(2);
  });

  it('logs out', async () => {
    const { fetchMock, calls } = createFetchMock({ 'GET /api/user': [200, unverified], 'POST /api/logout': [204] });
    global.fetch = fetchMock;
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/logout'))).toBe(true);
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });
});
