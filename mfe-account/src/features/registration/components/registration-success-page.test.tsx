import { fireEvent, screen } from '@testing-library/react';
import { Navigate, Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import RegistrationSuccessPage from './registration-success-page';

const namespaces = { account: { en, de } };
const newUser = makeUser({ id: 42, email: 'new@bizmarkt.test', email_verified_at: null, role: null });

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

  it('names the address the mail went to; Continue goes to the email confirmation', async () => {
    global.fetch = createFetchMock({}).fetchMock;
    renderWithProviders(
      <Routes>
        <Route path="/registration/success/:id" element={<RegistrationSuccessPage />} />
        <Route path="/registration/email-confirmation" element={<p>confirmation page</p>} />
      </Routes>,
      { route: '/registration/success/42', namespaces, user: newUser },
    );
    expect(await screen.findByText('Your account has been created. We have sent a confirmation link to new@bizmarkt.test.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(sessionStore.getState().user).toEqual(newUser);
  });

  it('arriving from the registration form, the page makes the new user the current user (loading until then)', async () => {
    let answer!: (response: Response) => void;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
    const { queryClient } = renderWithProviders(
      <Routes>
        <Route path="/registration" element={<Navigate to="/registration/success/42" replace state={{ registered: true }} />} />
        <Route path="/registration/success/:id" element={<RegistrationSuccessPage />} />
      </Routes>,
      { route: '/registration', namespaces },
    );
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    answer(new Response(JSON.stringify(newUser), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByText(/new@bizmarkt.test/)).toBeInTheDocument();
    expect(queryClient.getQueryData(queryKeys.user())).toEqual(newUser);
    expect(sessionStore.getState().isLoggedIn).toBe(true);
    expect(document.cookie).toContain('guest=0');
  });

  it('a visitor who is not logged in gets the general text and the way to log in', async () => {
    global.fetch = createFetchMock({ 'GET /api/user': [401, { message: 'Unauthenticated.' }] }).fetchMock;
    renderPage('7');
    expect(await screen.findByText('Your account has been created. We have sent you an email with a confirmation link.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
