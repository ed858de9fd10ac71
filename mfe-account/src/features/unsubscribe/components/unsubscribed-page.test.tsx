import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import UnsubscribedPage from './unsubscribed-page';

const namespaces = { account: { en, de } };

function renderPage(search: string, locale: 'en' | 'de' = 'en') {
  const path = locale === 'de' ? '/de/unsubscribed' : '/unsubscribed';
  return renderWithProviders(
    <Routes>
      <Route path={path} element={<UnsubscribedPage />} />
    </Routes>,
    { route: `${path}${search}`, locale, namespaces },
  );
}

describe('UnsubscribedPage', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
  });

  it('sends the token once and names the address and the list', async () => {
    const { fetchMock, calls } = createFetchMock({ 'POST /api/unsubscribe': [200, { list: 'price_changes', email: 'pro@bizmarkt.test' }] });
    global.fetch = fetchMock;
    renderPage('?token=signed.token');
    expect(await screen.findByRole('heading', { name: 'You have been unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('pro@bizmarkt.test will no longer receive “Price changes” emails.');
    expect(screen.getByRole('link', { name: 'Manage email preferences' })).toHaveAttribute('href', '/email-preferences');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ token: 'signed.token' });
  });

  it('all notifications, in German', async () => {
    global.fetch = createFetchMock({ 'POST /api/unsubscribe': [200, { list: 'all', email: 'pro@bizmarkt.test' }] }).fetchMock;
    renderPage('?token=t', 'de');
    expect(await screen.findByRole('status')).toHaveTextContent('pro@bizmarkt.test erhält keine Benachrichtigungs-E-Mails mehr.');
    expect(screen.getByRole('link', { name: 'E-Mail-Einstellungen verwalten' })).toHaveAttribute('href', '/de/email-preferences');
  });

  it('a forged or expired token (422) is an invalid link', async () => {
    global.fetch = createFetchMock({ 'POST /api/unsubscribe': [422, { message: 'invalid', errors: { token: ['The link is invalid.'] } }] }).fetchMock;
    renderPage('?token=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is invalid or has expired.');
    expect(screen.getByRole('heading', { name: "This link doesn't work" })).toBeInTheDocument();
  });

  it('no token: invalid, and nothing is sent', async () => {
    const { fetchMock } = createFetchMock({});
    global.fetch = fetchMock;
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is invalid or has expired.');
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });

  it('another failure offers to try again', async () => {
    global.fetch = createFetchMock({ 'POST /api/unsubscribe': [500, { message: 'Server Error' }] }).fetchMock;
    renderPage('?token=t');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
