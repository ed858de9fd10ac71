import { screen, waitFor, within } from '@testing-library/react';
import { configureApiClient } from '@bizmarkt/shared';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import type { SearchResponse } from '@bizmarkt/shared/contract';
import { resourcesOf } from '../../../i18n/testing';
import { makeCard, makePage } from '../../../testing/card-fixture';
import BusinessUnavailablePage from './business-unavailable-page';

const namespaces = resourcesOf('listingsUnavailable', 'listings');
const CATEGORIES = [
  { id: 2, name: 'Haus & Garten' },
  { id: 5, name: 'Pet supplies' },
];

/** The API: categories, and `GET /api/businesses` answered by whether the query names a category. */
function mockApi(inCategory: SearchResponse, newest: SearchResponse) {
  const searches: URLSearchParams[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    let body: unknown = { message: 'Not Found.' };
    if (url.pathname === '/api/categories') body = CATEGORIES;
    if (url.pathname === '/api/businesses') {
      searches.push(url.searchParams);
      body = url.searchParams.has('categories') ? inCategory : newest;
    }
    return new Response(JSON.stringify(body), { status: url.pathname.startsWith('/api/') ? 200 : 404, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return searches;
}

beforeEach(() => configureApiClient({ baseUrl: '' }));

it('in German: explains, shows the newest listings of the lost listing’s category and links on', async () => {
  const cards = Array.from({ length: 6 }, (_, index) => makeCard({ id: 40 + index, name: `Gartenmarke ${index}`, category_id: 2 }));
  const searches = mockApi(makePage(cards, { total: 9 }), makePage([makeCard({ name: 'Not wanted' })]));
  renderWithProviders(<BusinessUnavailablePage />, { locale: 'de', route: '/de/business-unavailable?category=2', namespaces });

  expect(screen.getByRole('heading', { level: 1, name: 'Dieses Inserat ist nicht mehr verfügbar' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Ähnliche Inserate' });
  expect(within(list).getAllByRole('article')).toHaveLength(4);
  expect(within(list).getByRole('link', { name: 'Gartenmarke 0' })).toHaveAttribute('href', '/de/business/40');
  expect(await screen.findByText('Inserate in Haus & Garten, die neuesten zuerst:')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Alle 9 Inserate in Haus & Garten ansehen' })).toHaveAttribute('href', '/de/search?categories=2');
  expect(screen.getByRole('link', { name: 'Alle Inserate durchsuchen' })).toHaveAttribute('href', '/de/search');
  expect(screen.getByRole('link', { name: 'Inserate in Haus & Garten' })).toHaveAttribute('href', '/de/search?categories=2');
  expect(screen.queryByText('Not wanted')).not.toBeInTheDocument();
  expect(searches.map((params) => params.toString())).toEqual(['categories=2&sort=newest']);
});

it('falls back to the newest listings when nothing else in the category is for sale', async () => {
  const searches = mockApi(makePage([]), makePage([makeCard({ id: 7, name: 'Newest brand' })]));
  renderWithProviders(<BusinessUnavailablePage />, { route: '/business-unavailable?category=5', namespaces });

  const list = await screen.findByRole('list', { name: 'Similar listings' });
  expect(within(list).getByRole('link', { name: 'Newest brand' })).toHaveAttribute('href', '/business/7');
  expect(screen.getByText('Nothing else in its category is for sale right now. The newest listings:')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^See all/ })).not.toBeInTheDocument();
  await waitFor(() => expect(searches.map((params) => params.toString())).toEqual(['categories=5&sort=newest', 'sort=newest']));
});

it('shows the newest listings when the address names no category (or a malformed one)', async () => {
  const searches = mockApi(makePage([makeCard({ name: 'Not wanted' })]), makePage([makeCard({ id: 8, name: 'Fresh brand' })]));
  renderWithProviders(<BusinessUnavailablePage />, { route: '/business-unavailable?category=2x', namespaces });

  expect(await screen.findByRole('link', { name: 'Fresh brand' })).toHaveAttribute('href', '/business/8');
  expect(screen.getByText('The newest listings:')).toBeInTheDocument();
  expect(searches.map((params) => params.toString())).toEqual(['sort=newest']);
});
