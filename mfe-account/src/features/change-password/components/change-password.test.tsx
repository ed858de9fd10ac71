import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient, sessionStore, toastStore } from '@bizmarkt/shared';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import ChangePasswordPanel from './change-password-panel';
import ChangePasswordPage from './change-password-page';

const namespaces = { account: { en, de } };
const user = makeUser({ id: 5, email: 'free@bizmarkt.test', name: 'Frieda', last_name: 'Free' });
const toast = jest.fn();

function fill(old: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Old password'), { target: { value: old } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
  sessionStore.getState().setUser(user);
  toast.mockClear();
  toastStore.getState().register(toast);
});

describe('Change password panel', () => {
  it('requires the confirmation (and the other fields) before asking the server', () => {
    const { fetchMock } = createFetchMock({});
    global.fetch = fetchMock;
    renderWithProviders(<ChangePasswordPanel onClose={jest.fn()} />, { namespaces });
    fill('OldPass123', 'NewPass12345', '');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Please confirm the new password.')).toHaveAttribute('id', 'password-panel-confirm-error');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    fill('', 'NewPass12345', 'Other');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Please enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's errors under Old password and New password, and stays open", async () => {
    const errors = { old_password: ['The password is incorrect.'], password: ['The password field must be at least 8 characters.'] };
    global.fetch = createFetchMock({ 'POST /api/change-password': [422, { message: 'The password is incorrect. (and 1 more error)', errors }] }).fetchMock;
    const onClose = jest.fn();
    renderWithProviders(<ChangePasswordPanel onClose={onClose} />, { namespaces });
    fill('wrong', 'short', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The password is incorrect.')).toHaveAttribute('id', 'password-panel-old-error');
    expect(screen.getByText('The password field must be at least 8 characters.')).toHaveAttribute('id', 'password-panel-new-error');
    expect(screen.getByLabelText('Old password')).toHaveValue('wrong');
    expect(onClose).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('on success sends the three fields, resets the form, says so and closes', async () => {
    const { fetchMock, calls } = createFetchMock({ 'POST /api/change-password': [200, { message: 'Password changed.' }] });
    global.fetch = fetchMock;
    const onClose = jest.fn();
    renderWithProviders(<ChangePasswordPanel onClose={onClose} />, { namespaces });
    fill('FreeBuyerPass123', 'BrandNewPass456', 'BrandNewPass456');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      old_password: 'FreeBuyerPass123',
      password: 'BrandNewPass456',
      password_confirmation: 'BrandNewPass456',
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ severity: 'success', summary: 'Your password has been changed.' }));
    expect(screen.getByLabelText('Old password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });

  it('an account without a password (social sign-in) is told how to get one instead of the form', () => {
    sessionStore.getState().setUser({ ...user, has_password: false });
    renderWithProviders(<ChangePasswordPanel onClose={jest.fn()} />, { namespaces });
    expect(screen.getByText(/Your account has no password yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Old password')).toBeNull();
  });

  it('Cancel closes without a request', () => {
    const { fetchMock } = createFetchMock({});
    global.fetch = fetchMock;
    const onClose = jest.fn();
    renderWithProviders(<ChangePasswordPanel onClose={onClose} />, { namespaces, locale: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/change-password page', () => {
  function renderPage(route: string) {
    return renderWithProviders(
      <Routes>
        <Route path="/change-password" element={<ChangePasswordPage />} />
        <Route path="/de/change-password" element={<ChangePasswordPage />} />
        <Route path="/dashboard" element={<p>dashboard page</p>} />
      </Routes>,
      { route, namespaces, locale: route.startsWith('/de') ? 'de' : 'en' },
    );
  }

  it('offers a guest to log in', () => {
    sessionStore.getState().clear();
    renderPage('/de/change-password');
    expect(screen.getByRole('heading', { name: 'Passwort ändern' })).toBeInTheDocument();
    expect(screen.getByText('Bitte melden Sie sich an, um Ihr Passwort zu ändern.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/login');
    expect(screen.queryByLabelText('Altes Passwort')).toBeNull();
  });

  it('gives a logged-in user the form, and goes to the dashboard after the change', async () => {
    global.fetch = createFetchMock({ 'POST /api/change-password': [200, { message: 'ok' }] }).fetchMock;
    renderPage('/change-password');
    fill('FreeBuyerPass123', 'BrandNewPass456', 'BrandNewPass456');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(toast).toHaveBeenCalled();
  });
});
