import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import { SocialSignIn, type SocialSignInProps } from './social-sign-in';

const namespaces = { account: { en, de } };
const CONFIGURED = { 'GET /api/auth/providers': [200, { oidc: { name: 'Google' } }] } as const;
const UNCONFIGURED = { 'GET /api/auth/providers': [200, { oidc: null }] } as const;

function mockApi(routes: Record<string, readonly [number, unknown?]>) {
  global.fetch = createFetchMock(routes as Record<string, [number, unknown?]>).fetchMock;
}

function renderButton(props: SocialSignInProps, options: { locale?: 'en' | 'de'; search?: string } = {}) {
  const locale = options.locale ?? 'en';
  const path = locale === 'de' ? '/de/login' : '/login';
  return renderWithProviders(
    <Routes>
      <Route path={path} element={<SocialSignIn {...props} />} />
    </Routes>,
    { route: `${path}${options.search ?? ''}`, locale, namespaces },
  );
}

beforeEach(() => configureApiClient({ baseUrl: '' }));

describe('SocialSignIn', () => {
  it('is a link to the API redirect with the intent and the page language', async () => {
    mockApi(CONFIGURED);
    renderButton({ intent: 'login' });
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/redirect?intent=login&locale=en');
  });

  it('in German: German label, locale=de', async () => {
    mockApi(CONFIGURED);
    renderButton({ intent: 'register' }, { locale: 'de' });
    const link = await screen.findByRole('link', { name: 'Weiter mit Google' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/redirect?intent=register&locale=de');
    // Without a checkbox of its own, the registration button says what continuing accepts.
    expect(screen.getByText(/Wenn Sie mit Google fortfahren, akzeptieren Sie die/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/de/terms-of-service');
  });

  it('renders nothing when no provider is configured', async () => {
    mockApi(UNCONFIGURED);
    const { container, queryClient } = renderButton({ intent: 'login', divider: true });
    // The answer has arrived and nothing was drawn: no button, no "or".
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.authProviders())).toEqual({ oidc: null }));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when the providers cannot be loaded', async () => {
    mockApi({ 'GET /api/auth/providers': [500, { message: 'Server Error' }] });
    const { container, queryClient } = renderButton({ intent: 'login' });
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.authProviders())?.status).toBe('error'));
    expect(container).toBeEmptyDOMElement();
  });

  it("is a disabled button while its page's terms are not accepted", async () => {
    mockApi(CONFIGURED);
    renderButton({ intent: 'register', termsAccepted: false });
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Accept the Terms of Service and the Privacy Policy above to continue.');
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  });

  it.each([
    ['failed', "Signing in with Google didn't work. Please try again, or log in with your email and password."],
    ['cancelled', 'You cancelled signing in with Google. You can try again at any time.'],
    [
      'unverified',
      "An account with this email address already exists, and Google hasn't confirmed that the address is yours. Please log in with your email and password instead.",
    ],
  ])('on the login page, ?social=%s shows its message as an alert', async (reason, message) => {
    mockApi(CONFIGURED);
    renderButton({ intent: 'login' }, { search: `?social=${reason}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('ignores an unknown ?social value', async () => {
    mockApi(CONFIGURED);
    renderButton({ intent: 'login' }, { search: '?social=<script>' });
    await screen.findByRole('link', { name: 'Continue with Google' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
