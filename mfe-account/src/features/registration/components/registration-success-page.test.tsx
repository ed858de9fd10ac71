import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import type { User } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, createTestQueryClient, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import RegistrationSuccessPage from './registration-success-page';

const namespaces = { account: { en, de } };
const newUser = { id: 42, email: 'new@bizmarkt.test', email_verified_at: null, role: null } as unknown as User;

function renderPage(id = '42') {
  return renderWithProviders(
    <Routes>
      <Route path="/registration/success/:id" element={<RegistrationSuccessPage />} />
      <Route path="/registration/email-confirmation" element={<p>confirmation page</p>} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { route: `/registration/success/${id}`, namespaces },
  );
}

describe('RegistrationSuccessPage', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    sessionStore.getState().markGuest();
  });

  it('names the address the mail went to; Continue logs the page in and goes to the email confirmation', async () => {
    global.fetch = createFetchMock({ 'GET /api/user': [200, newUser] }).fetchMock;
    renderPage();
    expect(await screen.findByText('Your account has been created. We have sent a confirmation link to new@bizmarkt.test.')).toBeInTheDocument();
    // The shell would hold a logged-in unverified user at the email confirmation: not yet.
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(sessionStore.getState().user).toEqual(newUser);
  });

  it('leaving the page any other way also tells the session store', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(queryKeys.user(), newUser);
    global.fetch = createFetchMock({ 'GET /api/user': [200, newUser] }).fetchMock;
    const { unmount } = renderWithProviders(
      <Routes>
        <Route path="/registration/success/:id" element={<RegistrationSuccessPage />} />
      </Routes>,
      { route: '/registration/success/42', namespaces, queryClient },
    );
    await screen.findByText(/new@bizmarkt.test/);
    unmount();
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it('a visitor who is not logged in gets the general text and the way to log in', async () => {
    global.fetch = createFetchMock({ 'GET /api/user': [401, { message: 'Unauthenticated.' }] }).fetchMock;
    renderPage('7');
    expect(await screen.findByText('Your account has been created. We have sent you an email with a confirmation link.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
