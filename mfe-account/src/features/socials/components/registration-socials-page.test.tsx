import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import RegistrationSocialsPage from './registration-socials-page';

const namespaces = { account: { en, de } };

function renderPage(routes: Record<string, [number, unknown?]>, options: { locale?: 'en' | 'de'; search?: string } = {}) {
  global.fetch = createFetchMock(routes).fetchMock;
  const locale = options.locale ?? 'en';
  const prefix = locale === 'de' ? '/de' : '';
  return renderWithProviders(
    <Routes>
      <Route path={`${prefix}/registration/socials`} element={<RegistrationSocialsPage />} />
      <Route path={`${prefix}/dashboard`} element={<p>dashboard</p>} />
    </Routes>,
    { route: `${prefix}/registration/socials${options.search ?? ''}`, locale, namespaces },
  );
}

const GOOGLE: Record<string, [number, unknown?]> = { 'GET /api/auth/providers': [200, { oidc: { name: 'Google' } }] };

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  sessionStore.getState().clear();
});

describe('/registration/socials', () => {
  it('keeps the button disabled until the terms are accepted, then links to the register redirect', async () => {
    renderPage(GOOGLE);
    expect(await screen.findByRole('heading', { name: 'Sign up with Google' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');

    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
    const link = screen.getByRole('link', { name: 'Continue with Google' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/redirect?intent=register&locale=en');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('in German, and explains why someone who came to log in is here (?social=new)', async () => {
    renderPage(GOOGLE, { locale: 'de', search: '?social=new' });
    expect(await screen.findByRole('heading', { name: 'Mit Google registrieren' })).toBeInTheDocument();
    expect(
      screen.getByText('Zu diesem Google-Konto gibt es noch kein Bizmarkt-Konto. Akzeptieren Sie unten die Bedingungen, um eines zu erstellen.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die Nutzungsbedingungen/ }));
    expect(screen.getByRole('link', { name: 'Weiter mit Google' })).toHaveAttribute('href', '/api/auth/oidc/redirect?intent=register&locale=de');
    expect(screen.getByRole('link', { name: 'Mit Ihrer E-Mail registrieren' })).toHaveAttribute('href', '/de/registration');
  });

  it('says clearly when social sign-up is not available, with a way to sign up by email and no fake button', async () => {
    renderPage({ 'GET /api/auth/providers': [200, { oidc: null }] });
    expect(
      await screen.findByText("Signing up with another account isn't available at the moment. Please sign up with your email address."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign up with another account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up with email' })).toHaveAttribute('href', '/registration');
    expect(screen.queryByText(/Continue with/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows loading, then an error with a retry that works', async () => {
    const routes: Record<string, [number, unknown?]> = { 'GET /api/auth/providers': [500, { message: 'Server Error' }] };
    renderPage(routes);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-up options could not be loaded.');
    routes['GET /api/auth/providers'] = GOOGLE['GET /api/auth/providers']!;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('sends a logged-in user to the dashboard', async () => {
    // Only being logged in matters to the page.
    sessionStore.getState().setUser(makeUser({ id: 1, email: 'seller@bizmarkt.test' }));
    renderPage(GOOGLE);
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });
});
