import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import RegistrationPage from './registration-page';
import RegistrationSuccessPage from './registration-success-page';

const namespaces = { account: { en, de } };
const newUser = { id: 42, email: 'new@bizmarkt.test', email_verified_at: null, role: null, name: null, last_name: null };

function renderPage(locale: 'en' | 'de' = 'en') {
  const route = locale === 'de' ? '/de/registration' : '/registration';
  return renderWithProviders(
    <Routes>
      <Route path={route} element={<RegistrationPage />} />
      <Route path="/registration/success/:id" element={<p>success page</p>} />
      <Route
        path="/de/registration/success/:id"
        element={
          <>
            <p>Erfolgsseite</p>
            <RegistrationSuccessPage />
          </>
        }
      />
      <Route path="/dashboard" element={<p>dashboard</p>} />
    </Routes>,
    { route, locale, namespaces },
  );
}

function fill({
  email = 'new@bizmarkt.test',
  password = 'a long passphrase',
  confirmation,
  terms = true,
}: { email?: string; password?: string; confirmation?: string; terms?: boolean } = {}) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirmation ?? password } });
  if (terms) fireEvent.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
}

const signUp = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('RegistrationPage', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    sessionStore.getState().clear();
  });

  it('explains what is missing before anything is sent', () => {
    const { fetchMock } = createFetchMock({});
    global.fetch = fetchMock;
    renderPage();
    signUp();
    expect(screen.getByText('Please enter your email address.')).toHaveAttribute('id', 'registration-email-error');
    expect(screen.getByText('Please choose a password.')).toHaveAttribute('id', 'registration-password-error');
    expect(screen.getByText('Please accept the Terms of Service and the Privacy Policy.')).toBeInTheDocument();
    fill({ password: 'short', terms: false });
    signUp();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    fill({ password: 'long enough', confirmation: 'different', terms: false });
    signUp();
    expect(screen.getByText('The passwords do not match.')).toHaveAttribute('id', 'registration-password-confirmation-error');
    // only the social providers query went out, never the registration
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/register'))).toHaveLength(0);
  });

  it('tells the password rule with the field and links the terms and the login', () => {
    global.fetch = createFetchMock({}).fetchMock;
    renderPage();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('validates a field live on blur (Precognition) and shows the server message under it', async () => {
    const requests: Array<{ headers: Record<string, string>; body: unknown }> = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (!String(input).includes('/api/register'))
        return new Response(JSON.stringify({ oidc: null }), { status: 200, headers: { 'content-type': 'application/json' } });
      requests.push({ headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ message: 'taken', errors: { email: ['The email has already been taken.'] } }), {
        status: 422,
        headers: { 'content-type': 'application/json', Precognition: 'true' },
      });
    }) as typeof fetch;
    renderPage();
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: ' seller@bizmarkt.test ' } });
    fireEvent.blur(email);
    expect(await screen.findByText('The email has already been taken.')).toHaveAttribute('id', 'registration-email-error');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers).toMatchObject({ Precognition: 'true', 'Precognition-Validate-Only': 'email' });
    expect(requests[0]!.body).toMatchObject({ email: 'seller@bizmarkt.test' });
  });

  it('registers, keeps the logged-in user and goes to the success page in its language', async () => {
    const { fetchMock, calls } = createFetchMock({ 'POST /api/register': [201, { id: 42 }], 'GET /api/user': [200, newUser] });
    global.fetch = fetchMock;
    const { queryClient } = renderPage('de');
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'new@bizmarkt.test' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'a long passphrase' } });
    fireEvent.change(screen.getByLabelText('Passwort bestätigen'), { target: { value: 'a long passphrase' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Ich akzeptiere/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Erfolgsseite')).toBeInTheDocument();
    // Ticking the terms validated them live; the submit is the one call without the Precognition header.
    const submits = calls.filter((call) => call.url.endsWith('/api/register') && !('Precognition' in call.headers));
    expect(submits).toHaveLength(1);
    const register = submits[0]!;
    expect(JSON.parse(String(register.body))).toEqual({
      email: 'new@bizmarkt.test',
      password: 'a long passphrase',
      password_confirmation: 'a long passphrase',
      terms: true,
    });
    // The success page makes the new user the current user.
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.user())).toEqual(newUser));
    // The next page load must fetch the user (a mail link opened before leaving the success page).
    expect(document.cookie).toContain('guest=0');
  });

  it('shows the server errors of the submit under their fields', async () => {
    global.fetch = createFetchMock({
      'POST /api/register': [422, { message: 'invalid', errors: { email: ['The email has already been taken.'], password: ['This password is too common.'] } }],
    }).fetchMock;
    renderPage();
    fill({ email: 'seller@bizmarkt.test', password: 'password1' });
    signUp();
    expect(await screen.findByText('The email has already been taken.')).toHaveAttribute('id', 'registration-email-error');
    expect(screen.getByText('This password is too common.')).toHaveAttribute('id', 'registration-password-error');
    expect(screen.queryByText('success page')).toBeNull();
  });

  it('shows the throttle message of a 429', async () => {
    global.fetch = createFetchMock({ 'POST /api/register': [429, { message: 'Too many registrations. Please try again in 60 seconds.' }] }).fetchMock;
    renderPage();
    fill();
    signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many registrations. Please try again in 60 seconds.');
  });

  it('offers the social sign-up only when a provider is configured', async () => {
    global.fetch = createFetchMock({ 'GET /api/auth/providers': [200, { oidc: { name: 'Google' } }] }).fetchMock;
    renderPage();
    expect(await screen.findByRole('link', { name: 'More ways to sign up' })).toHaveAttribute('href', '/registration/socials');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', expect.stringContaining('intent=register'));
  });

  it('hides the social sign-up when none is configured', async () => {
    const { fetchMock } = createFetchMock({ 'GET /api/auth/providers': [200, { oidc: null }] });
    global.fetch = fetchMock;
    renderPage();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: 'More ways to sign up' })).toBeNull();
  });

  it('sends a logged-in user to the dashboard', () => {
    global.fetch = createFetchMock({}).fetchMock;
    sessionStore.getState().setUser(makeUser({ ...newUser, email_verified_at: '2026-01-01', role: 'buyer' }));
    renderPage();
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });
});
