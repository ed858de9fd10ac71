import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import LoginPage from './login-page';

// The login page with the social sign-in below its form (the button itself: socials/components/social-sign-in.test.tsx).
const namespaces = { account: { en, de } };
const CONFIGURED = { 'GET /api/auth/providers': [200, { oidc: { name: 'Google' } }] } as const;
const UNCONFIGURED = { 'GET /api/auth/providers': [200, { oidc: null }] } as const;

function mockApi(routes: Record<string, readonly [number, unknown?]>) {
  global.fetch = createFetchMock(routes as Record<string, [number, unknown?]>).fetchMock;
}

beforeEach(() => configureApiClient({ baseUrl: '' }));

describe('the login page', () => {
  function renderLoginPage(locale: 'en' | 'de', search = '') {
    const path = locale === 'de' ? '/de/login' : '/login';
    return renderWithProviders(
      <Routes>
        <Route path={path} element={<LoginPage />} />
      </Routes>,
      { route: `${path}${search}`, locale, namespaces },
    );
  }

  it('offers the provider below the form, after an "or"', async () => {
    mockApi(CONFIGURED);
    renderLoginPage('en');
    const social = await screen.findByRole('link', { name: 'Continue with Google' });
    const submit = screen.getByRole('button', { name: 'Log In' });
    expect(submit.compareDocumentPosition(social) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('or')).toBeInTheDocument();
  });

  it('shows a failed social sign-in in German', async () => {
    mockApi(CONFIGURED);
    renderLoginPage('de', '?social=expired');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Anmeldung mit Google hat zu lange gedauert oder wurde in einem anderen Browserfenster begonnen. Bitte versuchen Sie es erneut.',
    );
    expect(screen.getByRole('link', { name: 'Weiter mit Google' })).toHaveAttribute('href', '/api/auth/oidc/redirect?intent=login&locale=de');
  });

  it('has no social option at all when none is configured', async () => {
    mockApi(UNCONFIGURED);
    const { queryClient } = renderLoginPage('en');
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.authProviders())).toEqual({ oidc: null }));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText(/Continue with/)).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });
});
