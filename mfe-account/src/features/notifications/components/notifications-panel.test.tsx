import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import type { NotificationItem, NotificationsPage, User } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, createTestQueryClient, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import NotificationsPanel from './notifications-panel';
import { NotificationsTitle } from './notifications-title';

const namespaces = { account: { en, de } };
const user = makeUser({ id: 3, email: 'free@bizmarkt.test', name: 'Frieda', last_name: 'Free', unread_notifications: 2 });

function item(id: number, type: string, read: boolean, data: NotificationItem['data'] = {}): NotificationItem {
  return { id, type: `notification.${type}`, read, created_at: `2026-11-${String(10 + (id % 10)).padStart(2, '0')}T09:00:00.000Z`, data };
}

function page(data: NotificationItem[], current: number, last: number, unread: number): NotificationsPage {
  return { data, meta: { current_page: current, last_page: last, total: data.length, unread } };
}

function renderPanel(locale: 'en' | 'de' = 'en') {
  const onClose = jest.fn();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.user(), user);
  const view = renderWithProviders(
    <>
      <h2>
        <NotificationsTitle />
      </h2>
      <NotificationsPanel onClose={onClose} />
    </>,
    { locale, namespaces, queryClient, route: locale === 'de' ? '/de' : '/' },
  );
  return { ...view, onClose };
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
  sessionStore.getState().setUser(user);
});

describe('Notifications panel', () => {
  const first = page(
    [
      item(2, 'password-was-changed', false),
      item(1, 'payment-failed', false),
      item(0, 'business-verified', true, { business_id: 12, business_name: 'Kitchen Gadgets FBA' }),
    ],
    1,
    1,
    2,
  );

  it("titles itself '2 new notifications', marks the new ones, posts them read and clears the header's count", async () => {
    const { fetchMock, calls } = createFetchMock({ 'GET /api/notifications': [200, first], 'POST /api/notifications/read': [204] });
    global.fetch = fetchMock;
    const { queryClient } = renderPanel();
    expect(screen.getByRole('heading', { name: '2 new notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your notifications, newest first' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Unread: Your password has been changed.');
    expect(entries[1]).toHaveTextContent('Unread: Your payment failed. Please update your payment method on the billing page.');
    expect(entries[2]).not.toHaveTextContent('Unread');
    expect(entries[2]).toHaveTextContent('Nov 10, 2026');

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/notifications/read'))).toHaveLength(1));
    expect(sessionStore.getState().user?.unread_notifications).toBe(0);
    expect(queryClient.getQueryData<User>(queryKeys.user())?.unread_notifications).toBe(0);
    // The title keeps the count of the opening; the markers stay until the panel closes.
    expect(screen.getByRole('heading', { name: '2 new notifications' })).toBeInTheDocument();
    expect(within(list).getAllByText('Unread:', { exact: false })).toHaveLength(2);
  });

  it('posts nothing when nothing is new, and is titled without a count of 0 (issue #29)', async () => {
    sessionStore.getState().setUser({ ...user, unread_notifications: 0 });
    const { fetchMock, calls } = createFetchMock({ 'GET /api/notifications': [200, page([item(0, 'payment-received', true)], 1, 1, 0)] });
    global.fetch = fetchMock;
    renderPanel();
    expect(await screen.findByText('We have received your payment. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText(/^0 new/)).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('in German too: "Benachrichtigungen", not "0 neue Benachrichtigungen"', async () => {
    sessionStore.getState().setUser({ ...user, unread_notifications: 0 });
    global.fetch = createFetchMock({ 'GET /api/notifications': [200, page([item(0, 'payment-received', true)], 1, 1, 0)] }).fetchMock;
    renderPanel('de');
    expect(await screen.findByRole('heading', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(screen.queryByText(/^0 neue/)).toBeNull();
  });

  it('the badge comes back when posting read fails', async () => {
    const { fetchMock } = createFetchMock({ 'GET /api/notifications': [200, first], 'POST /api/notifications/read': [500, { message: 'Server Error' }] });
    global.fetch = fetchMock;
    renderPanel();
    await screen.findByRole('list');
    await waitFor(() => expect(sessionStore.getState().user?.unread_notifications).toBe(2));
  });

  it('one that arrived between reading and posting stays on the badge (the answer counts it)', async () => {
    global.fetch = createFetchMock({ 'GET /api/notifications': [200, first], 'POST /api/notifications/read': [200, { unread: 1 }] }).fetchMock;
    renderPanel();
    await screen.findByRole('list');
    await waitFor(() => expect(sessionStore.getState().user?.unread_notifications).toBe(1));
  });

  it('has an empty state', async () => {
    sessionStore.getState().setUser({ ...user, unread_notifications: 0 });
    global.fetch = createFetchMock({ 'GET /api/notifications': [200, page([], 1, 1, 0)] }).fetchMock;
    renderPanel('de');
    expect(await screen.findByText('Sie haben noch keine Benachrichtigungen.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Benachrichtigungen' })).toBeInTheDocument();
  });

  it('opening posts them read and clears the count at once, even when the list fails; Try again loads it', async () => {
    let answerList!: (response: Response) => void;
    const posts: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if ((init.method ?? 'GET') === 'POST') {
        posts.push(String(input));
        return new Response(null, { status: 204 });
      }
      return new Promise<Response>((resolve) => (answerList = resolve));
    }) as typeof fetch;
    renderPanel();
    // The list has not answered yet: the post is already out and the badge's count is 0.
    await waitFor(() => expect(posts.filter((url) => url.endsWith('/api/notifications/read'))).toHaveLength(1));
    expect(sessionStore.getState().user?.unread_notifications).toBe(0);
    answerList(new Response(JSON.stringify({ message: 'Server Error' }), { status: 500, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The notifications could not be loaded.');
    global.fetch = createFetchMock({ 'GET /api/notifications': [200, first], 'POST /api/notifications/read': [204] }).fetchMock;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your password has been changed.', { exact: false })).toBeInTheDocument();
    // Posted once, on opening; the entries that were new still say so.
    expect(posts).toHaveLength(1);
    expect(screen.getAllByText('Unread:', { exact: false })).toHaveLength(2);
  });

  it('loads the next page when the end of the list is within reach', async () => {
    const pages: Record<string, NotificationsPage> = {
      '1': page([item(9, 'favorite-updated', false, { business_name: 'Page One Shop' })], 1, 2, 1),
      '2': page([item(4, 'business-canceled', true, { business_name: 'Page Two Shop' })], 2, 2, 1),
    };
    const requested: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if ((init.method ?? 'GET') === 'POST') return new Response(null, { status: 204 });
      const number = url.searchParams.get('page') ?? '1';
      requested.push(number);
      return new Response(JSON.stringify(pages[number]), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    renderPanel();
    // In jsdom nothing has a height, so the list's end is always in reach: the next page loads by itself.
    expect(await screen.findByText('Page Two Shop', { exact: false })).toBeInTheDocument();
    expect(requested).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
