import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import type { Listing } from '@bizmarkt/shared/contract';
import { createFetchMock, makePublishedListing, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import MyListingsPage from './my-listings-page';

// Long journeys through PrimeReact widgets: slow on a shared machine.
jest.setTimeout(30_000);

const namespaces = resourcesOf('listingsMine', 'listings');
const owner = { cancel_reason: null, hidden_until: null, submitted_at: null, verified_at: '2026-01-10T00:00:00Z' };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function mine(overrides: Partial<Listing>): Listing {
  return makePublishedListing({ is_mine: true, owner, financials_updated_at: daysAgo(3), ...overrides });
}

const listings = [
  mine({ id: 1, name: 'Published Shop', status: 'published', financials_updated_at: daysAgo(50) }),
  mine({ id: 2, name: 'Hidden Shop', status: 'hidden', owner: { ...owner, hidden_until: '2030-05-01T00:00:00Z' } }),
  mine({ id: 3, name: 'Stale Shop', status: 'hidden' }),
  mine({ id: 4, name: 'Draft Shop', status: 'draft', price: null }),
  mine({ id: 5, name: 'Rejected Shop', status: 'canceled', owner: { ...owner, cancel_reason: 'Blurry images' } }),
  mine({ id: 6, name: 'Sold Shop', status: 'sold' }),
];

function renderPage(locale: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <>
      <MyListingsPage />
      <ConfirmDialog />
    </>,
    { namespaces, locale, user: makeUser({ id: 3 }) },
  );
}

const item = (name: string) => screen.getByRole('listitem', { name });

describe('MyListingsPage', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
  });
  afterEach(() => act(() => sessionStore.getState().clear()));

  it('shows every state in words with the counts, the outdated warning and the actions that apply', async () => {
    global.fetch = createFetchMock({
      'GET /api/my/businesses': [200, { data: listings }],
      'GET /api/my/businesses/stats': [200, { data: [{ id: 1, views: 1234, favorites: 7 }] }],
    }).fetchMock;
    renderPage();
    await screen.findByRole('list', { name: 'My listings' });

    const published = item('Published Shop');
    expect(published).toHaveTextContent('Published (verified on Jan 10, 2026)');
    expect(published).toHaveTextContent('update it within 10 days, or the listing will be hidden');
    await waitFor(() => expect(within(published).getByText('Views').nextElementSibling).toHaveTextContent('1,234'));
    expect(within(published).getByText('Favorites').nextElementSibling).toHaveTextContent('7');
    expect(within(published).getByRole('link', { name: 'Update financials' })).toHaveAttribute('href', '/create/financials/1');
    expect(within(published).getByRole('button', { name: 'Hide…' })).toBeInTheDocument();

    expect(item('Hidden Shop')).toHaveTextContent('Hidden until May 1, 2030');
    expect(within(item('Hidden Shop')).getByRole('button', { name: 'Show again' })).toBeInTheDocument();
    expect(item('Stale Shop')).toHaveTextContent('the financial data is more than 60 days old');
    expect(within(item('Stale Shop')).queryByRole('button', { name: 'Show again' })).not.toBeInTheDocument();
    expect(item('Draft Shop')).toHaveTextContent('Draft — next step: Price');
    expect(within(item('Draft Shop')).getByRole('link', { name: 'Continue editing' })).toHaveAttribute('href', '/create/price/4');
    expect(item('Rejected Shop')).toHaveTextContent('Not accepted by the moderators: Blurry images');
    expect(item('Sold Shop')).toHaveTextContent('Sold');
    expect(within(item('Sold Shop')).queryByRole('button')).not.toBeInTheDocument();

    // The state is a coloured badge; each row has one primary action, first, the others secondary.
    expect(within(published).getByText(/^Published \(/)).toHaveClass('bz-status', 'bz-status--success');
    expect(within(item('Rejected Shop')).getByText(/^Not accepted/)).toHaveClass('bz-status--danger');
    const primaries = (name: string) =>
      [...item(name).querySelectorAll('.bz-my-listing__actions .p-button')]
        .filter((action) => !/p-button-(outlined|text)/.test(action.className))
        .map((a) => a.textContent);
    expect(primaries('Published Shop')).toEqual(['View listing']);
    expect(primaries('Hidden Shop')).toEqual(['Show again']);
    expect(primaries('Draft Shop')).toEqual(['Continue editing']);
    expect(item('Published Shop').querySelector('.bz-my-listing__actions')!.firstElementChild).toHaveTextContent('View listing');
  });

  it('hides for N days, marks as sold and deletes a draft after confirming (German)', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/my/businesses': [200, { data: listings }],
      'GET /api/my/businesses/stats': [200, { data: [] }],
      'POST /api/businesses/1': [200, listings[0]],
      'POST /api/businesses/2/sold': [200, listings[1]],
      'DELETE /api/businesses/4': [204],
    });
    global.fetch = fetchMock;
    renderPage('de');
    await screen.findByRole('list', { name: 'Meine Inserate' });
    const posted = (url: string) => calls.find((call) => call.url.endsWith(url) && call.method !== 'GET');

    fireEvent.click(within(item('Published Shop')).getByRole('button', { name: 'Ausblenden…' }));
    const days = within(item('Published Shop')).getByRole('spinbutton', { name: 'Wie viele Tage ausblenden?' });
    expect(days).toHaveAttribute('placeholder', '365');
    fireEvent.click(within(item('Published Shop')).getByRole('button', { name: 'Ausblenden' }));
    expect(within(item('Published Shop')).getByRole('alert')).toHaveTextContent('zwischen 1 und 3650');
    fireEvent.change(days, { target: { value: '14' } });
    fireEvent.blur(days);
    fireEvent.click(within(item('Published Shop')).getByRole('button', { name: 'Ausblenden' }));
    await waitFor(() => expect(posted('/api/businesses/1')).toBeDefined());
    expect(JSON.parse(String(posted('/api/businesses/1')!.body))).toEqual({ hide_listing: { hide_for_x_days: 14 } });

    fireEvent.click(within(item('Hidden Shop')).getByRole('button', { name: 'Als verkauft markieren' }));
    const soldDialog = await screen.findByRole('dialog', { name: 'Als verkauft markieren?' });
    fireEvent.click(within(soldDialog).getByRole('button', { name: 'Als verkauft markieren' }));
    await waitFor(() => expect(posted('/api/businesses/2/sold')).toBeDefined());

    fireEvent.click(within(item('Draft Shop')).getByRole('button', { name: 'Entwurf löschen' }));
    const deleteDialog = await screen.findByRole('dialog', { name: 'Diesen Entwurf löschen?' });
    expect(deleteDialog).toHaveTextContent('Der Entwurf „Draft Shop“');
    fireEvent.click(within(deleteDialog).getByRole('button', { name: 'Entwurf löschen' }));
    await waitFor(() => expect(posted('/api/businesses/4')?.method).toBe('DELETE'));
  });

  it('explains the page to a visitor and offers the login', async () => {
    global.fetch = createFetchMock({}).fetchMock;
    renderWithProviders(<MyListingsPage />, { namespaces, user: null });
    act(() => sessionStore.getState().markGuest());
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/Here sellers manage their listings/)).toBeInTheDocument();
  });
});
