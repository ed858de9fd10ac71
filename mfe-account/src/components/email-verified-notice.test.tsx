import { screen } from '@testing-library/react';
import { Navigate, Route, Routes } from '@bizmarkt/shared/router';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../i18n/en';
import de from '../i18n/de';
import LoginPage from '../features/login/components/login-page';
import { EmailVerifiedNotice } from './email-verified-notice';

const namespaces = { account: { en, de } };

describe('arriving from the verification link (?verified=1)', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ oidc: null }), { status: 200, headers: { 'content-type': 'application/json' } }));
  });

  it('a logged-in user reads that the email is confirmed (dashboard, general info), in German too', () => {
    renderWithProviders(<EmailVerifiedNotice />, { route: '/de/dashboard?verified=1', locale: 'de', namespaces });
    expect(screen.getByRole('status')).toHaveTextContent('Danke – Ihre E-Mail-Adresse ist bestätigt.');
  });

  it('nothing without the parameter', () => {
    renderWithProviders(<EmailVerifiedNotice />, { route: '/dashboard', namespaces });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a browser without a session, sent to the login page with the way back, reads it there', () => {
    const { unmount } = renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { route: '/login', namespaces },
    );
    expect(screen.queryByText(/your email address is confirmed/)).toBeNull();
    unmount();
    renderWithProviders(<LoginPageFrom from="/dashboard?verified=1" />, { route: '/start', namespaces });
    expect(screen.getByText('Thank you — your email address is confirmed. Log in to continue.')).toBeInTheDocument();
  });
});

/** The access rule's redirect: to /login with the page to return to (path and query) in the state. */
function LoginPageFrom({ from }: { from: string }) {
  return (
    <Routes>
      <Route path="/start" element={<Navigate to="/login" replace state={{ from }} />} />
      <Route path="/login" element={<LoginPage />} />
    </Routes>
  );
}
