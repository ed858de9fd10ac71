import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import type { EmailPreferences } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, makeNotificationSettings, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import EmailPreferencesPage from './email-preferences-page';

const namespaces = { account: { en, de } };
const stored: EmailPreferences = {
  new_message: true,
  weekly_newsletter: true,
  new_listing_alerts: false,
  my_listings: true,
  favorites_updated: true,
  favorites_listing_sold: true,
  nda_accepted: true,
  nda_requested: true,
  price_changes: true,
};

function renderPage(locale: 'en' | 'de' = 'en') {
  const route = locale === 'de' ? '/de/email-preferences' : '/email-preferences';
  return renderWithProviders(
    <Routes>
      <Route path={route} element={<EmailPreferencesPage />} />
      <Route path="/email-preferences/success" element={<p>success page</p>} />
      <Route path="/de/email-preferences/success" element={<p>Erfolgsseite</p>} />
    </Routes>,
    { route, locale, namespaces },
  );
}

describe('EmailPreferencesPage', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
  });

  it('shows the stored flags with their labels', async () => {
    global.fetch = createFetchMock({ 'GET /api/email-preferences': [200, stored] }).fetchMock;
    renderPage();
    expect(screen.getByText('Loading your preferences…')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Weekly newsletter/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /New listing alerts/ })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(9);
  });

  it('saves every flag and goes to the success page; the page copy of the user follows', async () => {
    const saved = { ...stored, weekly_newsletter: false, new_listing_alerts: true };
    const { fetchMock, calls } = createFetchMock({ 'GET /api/email-preferences': [200, stored], 'POST /api/email-preferences': [200, saved] });
    global.fetch = fetchMock;
    sessionStore.getState().setUser(makeUser({ id: 1, notification_settings: makeNotificationSettings({ email: stored }) }));
    const { queryClient } = renderPage('de');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Wöchentlicher Newsletter/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Benachrichtigungen zu neuen Inseraten/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Erfolgsseite')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual(saved);
    expect(queryClient.getQueryData(queryKeys.emailPreferences())).toEqual(saved);
    expect(sessionStore.getState().user?.notification_settings.email).toEqual(saved);
  });

  it('"Unsubscribe from all" clears every box (saved with Save)', async () => {
    const { fetchMock, calls } = createFetchMock({ 'GET /api/email-preferences': [200, stored], 'POST /api/email-preferences': [200, {}] });
    global.fetch = fetchMock;
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from all' }));
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Select all' })).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    global.fetch = createFetchMock({ 'GET /api/email-preferences': [500, { message: 'Server Error' }] }).fetchMock;
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email preferences could not be loaded.');
    global.fetch = createFetchMock({ 'GET /api/email-preferences': [200, stored] }).fetchMock;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: /Weekly newsletter/ })).toBeChecked();
  });
});
