import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { configureApiClient, sessionStore, toastStore } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import DeleteAccountPage from './delete-account-page';

const namespaces = { account: { en, de } };
const user = makeUser({ id: 5, email: 'leaving@bizmarkt.test', name: 'Lea', email_verified_at: '2026-01-01', role: 'buyer' });

function LoginProbe() {
  return <p>login page</p>;
}

function renderPage(locale: 'en' | 'de' = 'en') {
  const route = locale === 'de' ? '/de/delete-account' : '/delete-account';
  return renderWithProviders(
    <>
      <Routes>
        <Route path={route} element={<DeleteAccountPage />} />
        <Route path="/" element={<p>home page</p>} />
        <Route path="/login" element={<LoginProbe />} />
        <Route path="/de/login" element={<LoginProbe />} />
      </Routes>
      {/* The shell hosts the page's one ConfirmDialog. */}
      <ConfirmDialog />
    </>,
    { route, locale, namespaces },
  );
}

describe('DeleteAccountPage', () => {
  const toast = jest.fn();
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    toast.mockClear();
    toastStore.getState().register(toast);
  });

  it('asks a guest to log in first', () => {
    sessionStore.getState().markGuest();
    renderPage('de');
    expect(screen.getByText(/melden Sie sich bitte zuerst an/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/login');
    expect(screen.queryByRole('button', { name: 'Mein Konto löschen' })).toBeNull();
  });

  it('explains what happens and offers the data download', () => {
    sessionStore.getState().setUser(user);
    renderPage();
    expect(screen.getByText(/shown as from a deleted user/)).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/user/export');
    expect(download).toHaveAttribute('download');
  });

  it('needs the password before asking for confirmation', async () => {
    sessionStore.getState().setUser(user);
    const { fetchMock } = createFetchMock({});
    global.fetch = fetchMock;
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('Please enter your password.')).toHaveAttribute('id', 'delete-account-password-error');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Cancel in the confirmation keeps the account', async () => {
    sessionStore.getState().setUser(user);
    const { fetchMock } = createFetchMock({});
    global.fetch = fetchMock;
    renderPage();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'LeavingPass123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it('deletes after confirming: ends the session, forgets the user and says goodbye at home', async () => {
    sessionStore.getState().setUser(user);
    const { fetchMock, calls } = createFetchMock({ 'POST /api/delete-account': [204] });
    global.fetch = fetchMock;
    const { queryClient } = renderPage();
    queryClient.setQueryData(queryKeys.user(), user);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'LeavingPass123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('dialog', { name: 'Delete your account?' });
    const buttons = screen.getAllByRole('button', { name: 'Delete my account' });
    fireEvent.click(buttons[buttons.length - 1]!);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ password: 'LeavingPass123' });
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: false, user: null, guest: true });
    expect(queryClient.getQueryData(queryKeys.user())).toBeUndefined();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ severity: 'success', summary: 'Your account has been deleted.' }));
  });

  it('a wrong password shows under the field and keeps the user logged in', async () => {
    sessionStore.getState().setUser(user);
    global.fetch = createFetchMock({
      'POST /api/delete-account': [422, { message: 'The password is incorrect.', errors: { password: ['The password is incorrect.'] } }],
    }).fetchMock;
    renderPage();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('dialog');
    const buttons = screen.getAllByRole('button', { name: 'Delete my account' });
    fireEvent.click(buttons[buttons.length - 1]!);
    expect(await screen.findByText('The password is incorrect.')).toHaveAttribute('id', 'delete-account-password-error');
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it('an account without a password (social sign-up) confirms with its email', async () => {
    sessionStore.getState().setUser({ ...user, has_password: false });
    const { fetchMock, calls } = createFetchMock({ 'POST /api/delete-account': [204] });
    global.fetch = fetchMock;
    renderPage();
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'leaving@bizmarkt.test' } });
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('dialog');
    const buttons = screen.getAllByRole('button', { name: 'Delete my account' });
    fireEvent.click(buttons[buttons.length - 1]!);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ email: 'leaving@bizmarkt.test' });
  });
});
