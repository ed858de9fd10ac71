import { screen, waitFor, within } from '@testing-library/react';
import { configureApiClient } from '@bizmarkt/shared';
import type { FavoriteCard } from '@bizmarkt/shared/contract';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import FavoritesPage from './favorites-page';

const namespaces = resourcesOf('listingsFavorites', 'listings');

function card(overrides: Partial<FavoriteCard>): FavoriteCard {
  return {
    id: 1,
    name: 'Garden Tools Brand',
    image: null,
    summary: null,
    category_id: 1,
    category_name: 'Home',
    fba_statuses: ['fba'],
    marketplaces: ['US'],
    price: 350000,
    open_to_offers: false,
    ttm_revenue: 1234567.89,
    ttm_net_profit: 150000,
    profit_margin: 12,
    annual_multiple: 2.3,
    age_years: 4,
    published_at: '2026-01-02T00:00:00Z',
    nda: false,
    status: 'published',
    available: true,
    favorited_at: '2026-03-05T10:00:00Z',
    price_changed: false,
    old_price: null,
    updated: false,
    sold: false,
    ...overrides,
  };
}

describe('FavoritesPage', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
  });

  it('lists the favourites with what changed since the last visit, then marks them read (German)', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/favorites': [
        200,
        {
          data: [
            card({ id: 1, price: 300000, price_changed: true, old_price: 350000 }),
            card({ id: 2, name: 'Pet Supplies', status: 'sold', available: false, sold: true }),
          ],
          read_at: null,
        },
      ],
      'GET /api/favorites/ids': [200, [1, 2]],
      'POST /api/favorites/read': [200, { read_at: '2026-03-06T00:00:00Z' }],
    });
    global.fetch = fetchMock;
    renderWithProviders(<FavoritesPage />, { locale: 'de', route: '/de/favorites', namespaces, user: makeUser({ id: 4 }) });

    const list = await screen.findByRole('list', { name: 'Favoriten' });
    expect(screen.getByText('2 Inserate haben sich seit Ihrem letzten Besuch geändert.')).toBeInTheDocument();
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(within(first!).getByRole('link', { name: 'Garden Tools Brand' })).toHaveAttribute('href', '/de/business/1');
    expect(first).toHaveTextContent('Preis geändert von 350.000 $ auf 300.000 $');
    expect(second).toHaveTextContent('Verkauft');
    expect(second).toHaveTextContent('Nicht mehr auf dem Markt');
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(second!).getByRole('button', { name: 'Pet Supplies in den Favoriten speichern' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/favorites/read'))).toBe(true));
  });

  it('says so when nothing is saved, and does not mark anything read', async () => {
    const { fetchMock, calls } = createFetchMock({ 'GET /api/favorites': [200, { data: [], read_at: null }] });
    global.fetch = fetchMock;
    renderWithProviders(<FavoritesPage />, { namespaces, user: makeUser({ id: 4 }) });
    expect(await screen.findByText(/You have not saved any listings yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse listings' })).toHaveAttribute('href', '/search');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
