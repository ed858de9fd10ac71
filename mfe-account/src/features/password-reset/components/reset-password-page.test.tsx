import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import ResetPasswordPage from './reset-password-page';

const namespaces = { account: { en, de } };

function renderPage(route = '/password-reset/tok123?email=seller%40bizmarkt.test', locale: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/password-reset/:token" element={<ResetPasswordPage />} />
      <Route path="/de/password-reset/:token" element={<ResetPasswordPage />} />
      <Route path="/password-reset/success" element={<p>success page</p>} />
      <Route path="/de/password-reset/success" element={<p>Erfolgsseite</p>} />
    </Routes>,
    { route, locale, namespaces },
  );
}

function choose(password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
  });

  it('shows the email of the link read-only', () => {
    global.fetch = createFetchMock({}).fetchMock;
    renderPage();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('seller@bizmarkt.test');
    expect(email).toHaveAttribute('readonly');
  });

  it('checks length and confirmation before sending', () => {
    const { fetchMock, calls } = createFetchMock({});
    global.fetch = fetchMock;
    renderPage();
    choose('short');
    expect(screen.getByText('The password must be at least 8 characters long.')).toHaveAttribute('id', 'reset-password-password-error');
    choose('long enough', 'other');
    expect(screen.getByText('The passwords do not match.')).toHaveAttribute('id', 'reset-password-confirmation-error');
    // Only the link check of the opening went out (GET); nothing was sent.
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends token, email and the new password, then shows the success page in its language', async () => {
    const { fetchMock, calls } = createFetchMock({ 'POST /api/reset-password': [200, { message: 'Your password has been reset.' }] });
    global.fetch = fetchMock;
    renderPage('/de/password-reset/tok123?email=seller%40bizmarkt.test', 'de');
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'NewSellerPass456' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort bestätigen'), { target: { value: 'NewSellerPass456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(await screen.findByText('Erfolgsseite')).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((call) => call.method === 'POST')!.body))).toEqual({
      token: 'tok123',
      email: 'seller@bizmarkt.test',
      password: 'NewSellerPass456',
      password_confirmation: 'NewSellerPass456',
    });
  });

  it('an invalid or expired token shows under the email with a way to ask for a new link', async () => {
    global.fetch = createFetchMock({
      'POST /api/reset-password': [422, { message: 'This password reset token is invalid.', errors: { token: ['This password reset token is invalid.'] } }],
    }).fetchMock;
    renderPage();
    choose('NewSellerPass456');
    expect(await screen.findByText('This password reset token is invalid.')).toHaveAttribute('id', 'reset-password-email-error');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/password-reset');
  });

  it('a refused password shows under the password', async () => {
    global.fetch = createFetchMock({
      'POST /api/reset-password': [422, { message: 'invalid', errors: { password: ['This password is too common.'] } }],
    }).fetchMock;
    renderPage();
    choose('password123');
    expect(await screen.findByText('This password is too common.')).toHaveAttribute('id', 'reset-password-password-error');
    expect(screen.queryByRole('link', { name: 'Request a new reset link' })).toBeNull();
  });

  it('a link already used says so when the page opens, and offers a new one', async () => {
    const { calls, fetchMock } = createFetchMock({ 'GET /api/reset-password/tok123': [200, { valid: false }] });
    global.fetch = fetchMock;
    renderPage('/de/password-reset/tok123?email=seller%40bizmarkt.test', 'de');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link zum Zurücksetzen wurde schon benutzt oder ist abgelaufen.');
    expect(screen.getByRole('link', { name: 'Neuen Link zum Zurücksetzen anfordern' })).toHaveAttribute('href', '/de/password-reset');
    expect(screen.queryByRole('button', { name: 'Passwort zurücksetzen' })).toBeNull();
    expect(calls[0]!.url).toMatch(/\/api\/reset-password\/tok123\?email=seller%40bizmarkt.test$/);
  });

  it('a valid link, or a check that cannot answer, keeps the form', async () => {
    global.fetch = createFetchMock({ 'GET /api/reset-password/tok123': [200, { valid: true }] }).fetchMock;
    const { unmount } = renderPage();
    expect(await screen.findByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    unmount();
    global.fetch = createFetchMock({ 'GET /api/reset-password/tok123': [500, { message: 'Server Error' }] }).fetchMock;
    renderPage();
    expect(await screen.findByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a link without its email says so', () => {
    global.fetch = createFetchMock({}).fetchMock;
    renderPage('/password-reset/tok123');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });
});
