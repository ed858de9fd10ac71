import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient, onApiError, sessionStore, type ApiRequestInfo } from '@bizmarkt/shared';
import type { NotificationSettings } from '@bizmarkt/shared/contract';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import NotificationSettingsPanel from './notification-settings-panel';

const namespaces = { account: { en, de } };
const none = () => ({ min: null, max: null });
const settings: NotificationSettings = {
  email: {
    my_listings: true,
    favorites_updated: true,
    favorites_listing_sold: true,
    nda_accepted: true,
    nda_requested: true,
    price_changes: true,
    new_message: true,
    weekly_newsletter: false,
    new_listing_alerts: false,
  },
  app: { my_listings: true, favorites_updated: true, favorites_listing_sold: true, nda_accepted: true, nda_requested: true, price_changes: true },
  new_listing_alert_settings: {
    price: { min: 1000, max: null },
    sales: none(),
    net_profit: none(),
    profit_margin: none(),
    profit_multiply: none(),
    age: none(),
    category_ids: [],
  },
};
const user = makeUser({ id: 4, email: 'pro@bizmarkt.test', name: 'Paul', last_name: 'Pro', notification_settings: settings });
const categories = [
  { id: 1, name: 'Amazon FBA' },
  { id: 2, name: 'SaaS' },
];

function renderPanel(locale: 'en' | 'de' = 'en') {
  const onClose = jest.fn();
  return { ...renderWithProviders(<NotificationSettingsPanel onClose={onClose} />, { locale, namespaces }), onClose };
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
  sessionStore.getState().setUser(user);
});

describe('Notification settings panel', () => {
  it('main table: a row per flag with Email and App; three rows are email only', () => {
    global.fetch = createFetchMock({}).fetchMock;
    renderPanel();
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'App' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(9 + 6);
    expect(screen.getByRole('checkbox', { name: 'Weekly newsletter by Email' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Price changes by App' })).toBeChecked();
    for (const emailOnly of ['New messages', 'Weekly newsletter', 'New listing alerts']) {
      expect(screen.queryByRole('checkbox', { name: `${emailOnly} by App` })).toBeNull();
    }
  });

  it('goes main → alert settings → Categories, and Back returns the same way, focus following', async () => {
    global.fetch = createFetchMock({ 'GET /api/categories': [200, categories] }).fetchMock;
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'New listing alerts settings' }));
    expect(screen.getByRole('heading', { name: 'New listing alerts settings' })).toHaveFocus();
    expect(screen.getByLabelText('Price ($), minimum')).toHaveValue('1000');

    fireEvent.click(screen.getByRole('button', { name: 'Categories: all' }));
    expect(screen.getByRole('heading', { name: 'Categories' })).toHaveFocus();
    expect(await screen.findByRole('checkbox', { name: 'SaaS' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'New listing alerts settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Categories: all' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'App' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New listing alerts settings' })).toHaveFocus();
  });

  it('clamps while typing: 99999 in age max shows 150, a negative price shows 0; empty is no bound', () => {
    global.fetch = createFetchMock({}).fetchMock;
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'New listing alerts settings' }));
    const ageMax = screen.getByLabelText('Business age (years), maximum');
    expect(ageMax).toHaveAttribute('maxlength', '3');
    fireEvent.change(ageMax, { target: { value: '99999' } });
    expect(ageMax).toHaveValue('150');
    const priceMin = screen.getByLabelText('Price ($), minimum');
    expect(priceMin).toHaveAttribute('maxlength', '11');
    fireEvent.change(priceMin, { target: { value: '-5' } });
    expect(priceMin).toHaveValue('0');
    const marginMin = screen.getByLabelText('Profit margin (%), minimum');
    fireEvent.change(marginMin, { target: { value: '-20000' } });
    expect(marginMin).toHaveValue('-10000');
    fireEvent.change(priceMin, { target: { value: '' } });
    expect(priceMin).toHaveValue('');
  });

  it('Apply saves flags, ranges and categories as notification_settings, re-fetches the user and closes', async () => {
    const saved = { ...user, notification_settings: { ...settings, email: { ...settings.email, weekly_newsletter: true } } };
    const { fetchMock, calls } = createFetchMock({
      'GET /api/categories': [200, categories],
      'POST /api/users/4': [200, saved],
      'GET /api/user': [200, saved],
    });
    global.fetch = fetchMock;
    const { onClose } = renderPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Weekly newsletter by Email' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'NDA requested by App' }));
    fireEvent.click(screen.getByRole('button', { name: 'New listing alerts settings' }));
    fireEvent.change(screen.getByLabelText('Business age (years), maximum'), { target: { value: '99999' } });
    fireEvent.change(screen.getByLabelText('Price ($), minimum'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Net profit ($), minimum'), { target: { value: '-99999999999' } });
    fireEvent.change(screen.getByLabelText('Profit multiple (×), maximum'), { target: { value: '3,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Categories: all' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'SaaS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/users/4');
    const body = JSON.parse(String(post.body)) as { notification_settings: NotificationSettings };
    expect(Object.keys(body)).toEqual(['notification_settings']);
    expect(body.notification_settings.email.weekly_newsletter).toBe(true);
    expect(body.notification_settings.app.nda_requested).toBe(false);
    expect(body.notification_settings.new_listing_alert_settings).toEqual({
      price: { min: null, max: null },
      sales: none(),
      net_profit: { min: -2_147_483_647, max: null },
      profit_margin: none(),
      profit_multiply: { min: null, max: 3.5 },
      age: { min: null, max: 150 },
      category_ids: [2],
    });
    expect(calls.some((call) => call.method === 'GET' && call.url.endsWith('/api/user'))).toBe(true);
    expect(sessionStore.getState().user?.notification_settings.email.weekly_newsletter).toBe(true);
  });

  it('Cancel discards the changes and closes', () => {
    const { fetchMock, calls } = createFetchMock({});
    global.fetch = fetchMock;
    const { onClose } = renderPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Weekly newsletter by Email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    expect(sessionStore.getState().user?.notification_settings.email.weekly_newsletter).toBe(false);
  });

  it('a failed save goes to the common error handler and the panel stays open', async () => {
    global.fetch = createFetchMock({ 'POST /api/users/4': [422, { message: 'The age max must not be greater than 150.', errors: { x: ['y'] } }] }).fetchMock;
    const seen: ApiRequestInfo[] = [];
    const off = onApiError((_error, request) => seen.push(request));
    const { onClose } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    off();
    expect(seen[0]).toEqual({ method: 'POST', path: '/api/users/4', handled: [] });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it("a range's error shows under its input (not only in the toast), the alert settings opening to show it", async () => {
    const message = 'The minimum must not be greater than the maximum.';
    global.fetch = createFetchMock({
      'POST /api/users/4': [422, { message, errors: { 'notification_settings.new_listing_alert_settings.price.max': [message] } }],
    }).fetchMock;
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const error = await screen.findByText(message);
    expect(error).toHaveAttribute('id', 'nset-price-max-error');
    expect(screen.getByRole('textbox', { name: 'Price ($), maximum' })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('textbox', { name: 'Price ($), maximum' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('numbers in the page language: German "12,5" shows as 12,5 and is saved as 12.5', async () => {
    const { fetchMock, calls } = createFetchMock({ 'POST /api/users/4': [200, user], 'GET /api/user': [200, user] });
    global.fetch = fetchMock;
    const { onClose } = renderPanel('de');
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen für Benachrichtigungen zu neuen Inseraten' }));
    const margin = screen.getByRole('textbox', { name: 'Gewinnmarge (%), Minimum' });
    fireEvent.change(margin, { target: { value: '12,5' } });
    expect(margin).toHaveValue('12,5');
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = JSON.parse(String(calls.find((call) => call.method === 'POST')!.body)) as { notification_settings: NotificationSettings };
    expect(body.notification_settings.new_listing_alert_settings.profit_margin.min).toBe(12.5);
  });

  it('speaks German', () => {
    global.fetch = createFetchMock({}).fetchMock;
    renderPanel('de');
    expect(screen.getByRole('columnheader', { name: 'E-Mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Übernehmen' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen für Benachrichtigungen zu neuen Inseraten' }));
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
  });
});
