import { screen, waitFor, within } from '@testing-library/react';
import { configureApiClient } from '@bizmarkt/shared';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import type { SearchResponse } from '@bizmarkt/shared/contract';
import { resourcesOf } from '../../../i18n/testing';
import { makeCard, makePage } from '../../../testing/card-fixture';
import BusinessUnavailablePage, { underOfferDayOf } from './business-unavailable-page';

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

describe('under offer (a buyer in conversation: the 307 names the day the exclusivity ends)', () => {
  it('says until when, in English', async () => {
    mockApi(makePage([makeCard({ id: 8, name: 'Other brand', category_id: 5 })]), makePage([]));
    renderWithProviders(<BusinessUnavailablePage />, { route: '/business-unavailable?category=5&under_offer_until=2026-12-23', namespaces });
    expect(screen.getByRole('heading', { level: 1, name: 'Under offer until Dec 23, 2026' })).toBeInTheDocument();
    expect(screen.getByText(/If it does not, the listing comes back and you will be notified\.$/)).toBeInTheDocument();
    expect(screen.queryByText('This listing is no longer available')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Other brand' })).toHaveAttribute('href', '/business/8');
  });

  it('in German', () => {
    mockApi(makePage([]), makePage([]));
    renderWithProviders(<BusinessUnavailablePage />, { locale: 'de', route: '/de/business-unavailable?under_offer_until=2026-12-23', namespaces });
    expect(screen.getByRole('heading', { level: 1, name: /^Reserviert bis 23\. Dez\.? 2026$/ })).toBeInTheDocument();
    expect(screen.getByText(/Kommt er nicht zustande, erscheint das Inserat wieder und Sie werden benachrichtigt\.$/)).toBeInTheDocument();
  });

  it('a day that is not one is no day: the page says the listing is not available', () => {
    mockApi(makePage([]), makePage([]));
    renderWithProviders(<BusinessUnavailablePage />, { route: '/business-unavailable?under_offer_until=soon%3Cb%3E', namespaces });
    expect(screen.getByRole('heading', { level: 1, name: 'This listing is no longer available' })).toBeInTheDocument();
    expect(underOfferDayOf('2026-02-30x')).toBeNull();
    expect(underOfferDayOf('2026-12-23')).toBe('2026-12-23');
  });
});
