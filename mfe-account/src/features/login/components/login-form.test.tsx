import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import i18next from 'i18next';
import { COMMON_NS, configureApiClient, initI18n, installErrorCatalogue, registerCommonNamespace, sessionStore } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import { LoginForm } from './login-form';

const namespaces = { account: { en, de } };
const user = { id: 1, name: 'Sophie', last_name: 'Seller', email: 'seller@bizmarkt.test' };

function renderLogin(locale: 'en' | 'de' = 'en') {
  const route = locale === 'de' ? '/de/login' : '/login';
  return renderWithProviders(
    <Routes>
      <Route path={route} element={<LoginForm />} />
      <Route path="/" element={<p>home</p>} />
      <Route path="/de" element={<p>startseite</p>} />
    </Routes>,
    { route, locale, namespaces },
  );
}

describe('LoginForm', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    sessionStore.getState().clear();
  });

  it('explains empty and malformed fields without calling the API', () => {
    const { fetchMock } = createFetchMock({});
    global.fetch = fetchMock;
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server field error under the email field', async () => {
    const message = 'These credentials do not match our records.';
    global.fetch = createFetchMock({ 'POST /api/login': [422, { message, errors: { email: [message] } }] }).fetchMock;
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'seller@bizmarkt.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(message)).toHaveAttribute('id', 'login-email-error');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('logs in: the shared store holds the user and the page goes home in its language', async () => {
    const { fetchMock, calls } = createFetchMock({ 'POST /api/login': [200, user] });
    global.fetch = fetchMock;
    const { queryClient } = renderLogin('de');
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: ' seller@bizmarkt.test ' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'SellerPass123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('startseite')).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ email: 'seller@bizmarkt.test', password: 'SellerPass123' });
    await waitFor(() => expect(sessionStore.getState().user).toEqual(user));
    expect(queryClient.getQueryData(queryKeys.user())).toEqual(user);
  });

  describe('with the error catalogue the shell installs', () => {
    const toast = jest.fn();
    let uninstall: () => void = () => undefined;

    beforeAll(async () => {
      registerCommonNamespace();
      await initI18n('en');
      await i18next.loadNamespaces(COMMON_NS);
    });
    beforeEach(() => {
      toast.mockClear();
      uninstall = installErrorCatalogue({ toast, navigate: jest.fn() });
    });
    afterEach(() => uninstall());

    async function submit() {
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'seller@bizmarkt.test' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
      fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    }

    it("a server failure is the catalogue's toast, not a second message in the form", async () => {
      global.fetch = createFetchMock({ 'POST /api/login': [500, { message: 'Server Error' }] }).fetchMock;
      renderLogin();
      await submit();
      await waitFor(() => expect(toast).toHaveBeenCalledWith({ severity: 'error', summary: 'Something went wrong. Please try again later.', life: 10_000 }));
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it("wrong credentials (422) show under the field AND as the catalogue's 'Processing errors' toast (spec §8)", async () => {
      const message = 'These credentials do not match our records.';
      global.fetch = createFetchMock({ 'POST /api/login': [422, { message, errors: { email: [message] } }] }).fetchMock;
      renderLogin();
      await submit();
      expect(await screen.findByText(message)).toHaveAttribute('id', 'login-email-error');
      await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ severity: 'warn', summary: 'Processing errors' })));
    });

    it("throttling (429) shows the server text under the email field, and the catalogue's toast", async () => {
      global.fetch = createFetchMock({ 'POST /api/login': [429, { message: 'Too Many Attempts.' }] }).fetchMock;
      renderLogin();
      await submit();
      expect(await screen.findByText('Too Many Attempts.')).toHaveAttribute('id', 'login-email-error');
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ severity: 'warn' }));
    });
  });
});
