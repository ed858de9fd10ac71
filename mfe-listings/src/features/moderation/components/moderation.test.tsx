import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { configureApiClient, toastStore } from '@bizmarkt/shared';
import type { AdminListingDetail, AdminListingSummary } from '@bizmarkt/shared/contract';
import { createFetchMock, makePublishedListing, mockUPlot, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import ModerationListingPage from './moderation-listing-page';
import ModerationQueuePage from './moderation-queue-page';

mockUPlot();

const namespaces = resourcesOf('listingsModeration', 'listingsDetails', 'listings');
// The review page draws a whole listing: on a loaded machine it takes longer than findBy's 1 s default.
const PAGE_LOAD = { timeout: 5000 };
const owner = { id: 3, name: 'Sam', last_name: 'Seller', email: 'seller@bizmarkt.test' };
const moderation = { submitted_at: '2026-11-20T09:00:00.000Z', last_verified_at: null, canceled_at: null, cancel_reason: null };
const summary: AdminListingSummary = {
  id: 7,
  name: 'Garden Tools Brand',
  status: 'pending',
  price: 350000,
  image: null,
  category_id: 2,
  owner,
  moderation,
  previously_verified: true,
  updated_at: '2026-11-20T09:00:00.000Z',
};
const detail: AdminListingDetail = {
  listing: makePublishedListing({ status: 'pending', is_mine: false }),
  owner,
  moderation: { ...moderation, last_verified_at: '2026-06-01T09:00:00.000Z' },
  changes: [
    { section: 'price', field: 'price', before: 300000, after: 350000 },
    { section: 'financials', field: 'months.2025-12', before: null, after: { revenue: 40000, net_profit: 13000 } },
  ],
};

function renderScreen(route: string, locale: 'en' | 'de' = 'en') {
  const prefix = locale === 'de' ? '/de' : '';
  return renderWithProviders(
    <>
      <Routes>
        <Route path={`${prefix}/admin/listings`} element={<ModerationQueuePage />} />
        <Route path={`${prefix}/admin/listings/:id`} element={<ModerationListingPage />} />
      </Routes>
      <ConfirmDialog />
    </>,
    { route, locale, namespaces },
  );
}

describe('moderation screen', () => {
  const toast = jest.fn();
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    toast.mockClear();
    toastStore.getState().register(toast);
  });

  it('lists the pending listings with their seller, linking each to its review', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/admin/businesses': [200, { data: [summary], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } }],
    });
    global.fetch = fetchMock;
    renderScreen('/admin/listings');
    const list = await screen.findByRole('list', { name: 'Listings' });
    expect(within(list).getByRole('link', { name: 'Garden Tools Brand' })).toHaveAttribute('href', '/admin/listings/7');
    expect(list).toHaveTextContent('By Sam Seller (seller@bizmarkt.test)');
    expect(list).toHaveTextContent('$350,000 · submitted Nov 20, 2026');
    expect(list).toHaveTextContent('Verified before: see what changed');
    expect(calls[0]!.url).toContain('status=pending');
  });

  it('says so when nothing waits, in German', async () => {
    global.fetch = createFetchMock({
      'GET /api/admin/businesses': [200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }],
    }).fetchMock;
    renderScreen('/de/admin/listings', 'de');
    expect(await screen.findByText('Kein Inserat wartet auf Prüfung.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Zu prüfende Inserate' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
  });

  it('shows the full listing with its protected fields and what changed since the last verification', async () => {
    global.fetch = createFetchMock({ 'GET /api/admin/businesses/7': [200, detail] }).fetchMock;
    renderScreen('/admin/listings/7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Garden Tools Brand' }, PAGE_LOAD)).toBeInTheDocument();
    const changes = screen.getByRole('table', { name: /Fields changed since the last verification/ });
    expect(within(changes).getAllByRole('row')[1]).toHaveTextContent('Price price300,000350,000');
    expect(within(changes).getAllByRole('row')[2]).toHaveTextContent('Financials Month Dec 2025(empty)revenue: 40,000; net_profit: 13,000');
    expect(screen.getByText('One supplier.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Monthly profit and loss/ })).toBeInTheDocument();
  });

  it('verifies after confirming, says so and returns to the queue', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/admin/businesses/7': [200, detail],
      'POST /api/admin/businesses/7/verify': [200, { ...summary, status: 'published' }],
      'GET /api/admin/businesses': [200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }],
    });
    global.fetch = fetchMock;
    renderScreen('/admin/listings/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify and publish' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this listing?' }, PAGE_LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and publish' }));
    expect(await screen.findByText('No listing is waiting for verification.', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/admin/businesses/7/verify'))).toBe(true);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ severity: 'success', summary: '"Garden Tools Brand" is verified and published.' }));
  });

  it('cancels only with a reason, after confirming', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/admin/businesses/7': [200, detail],
      'POST /api/admin/businesses/7/cancel': [200, { ...summary, status: 'canceled' }],
      'GET /api/admin/businesses': [200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }],
    });
    global.fetch = fetchMock;
    renderScreen('/admin/listings/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel listing' }, PAGE_LOAD));
    expect(await screen.findByText('Please give the seller a reason.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Reason (the seller reads it)'), { target: { value: 'The financials lack the last two months.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this listing?' }, PAGE_LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel listing' }));
    expect(await screen.findByText('No listing is waiting for verification.', undefined, PAGE_LOAD)).toBeInTheDocument();
    const cancel = calls.find((c) => c.method === 'POST' && c.url.endsWith('/cancel'))!;
    expect(JSON.parse(String(cancel.body))).toEqual({ reason: 'The financials lack the last two months.' });
  });

  it('says when someone else decided first (409)', async () => {
    global.fetch = createFetchMock({
      'GET /api/admin/businesses/7': [200, detail],
      'POST /api/admin/businesses/7/verify': [409, { message: 'The listing is not pending verification.' }],
    }).fetchMock;
    renderScreen('/admin/listings/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify and publish' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this listing?' }, PAGE_LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and publish' }));
    expect(await screen.findByRole('alert', undefined, PAGE_LOAD)).toHaveTextContent('Someone else has already decided on this listing.');
    await waitFor(() => expect(toast).not.toHaveBeenCalled());
  });
});
