import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '@bizmarkt/shared/router';
import { configureApiClient, panelStore, sessionStore } from '@bizmarkt/shared';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import { makeCard, makePage } from '../../../testing/card-fixture';
import SearchPage from './search-page';

const namespaces = resourcesOf('listingsSearch', 'listings');
// The page renders the whole filters form (about fifty inputs): on a loaded CI machine one test may
// take longer than Jest's 5 s default.
jest.setTimeout(20_000);
const CATEGORIES = [
  { id: 1, name: 'Amazon FBA' },
  { id: 2, name: 'SaaS' },
];

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(route: string, routes: Record<string, [number, unknown?]>, options: Parameters<typeof renderWithProviders>[1] = {}) {
  const mock = createFetchMock({ 'GET /api/categories': [200, CATEGORIES], ...routes });
  global.fetch = mock.fetchMock;
  const page = (
    <>
      <SearchPage />
      <Location />
    </>
  );
  renderWithProviders(
    <Routes>
      <Route path="/search" element={page} />
      <Route path="/de/search" element={page} />
      <Route path="/registration" element={<h1>Sign up</h1>} />
    </Routes>,
    { namespaces, route, ...options },
  );
  return mock;
}

const searchCalls = (calls: ReturnType<typeof createFetchMock>['calls']) => calls.filter((call) => call.url.includes('/api/businesses'));
const location = () => screen.getByRole('status', { hidden: true, name: 'location' });

describe('SearchPage', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    window.scrollTo = jest.fn();
  });
  afterEach(() => act(() => sessionStore.getState().clear()));

  it('in German: asks the API with the URL’s search, shows the count and the cards, and applies filters into the URL', async () => {
    const { calls } = renderSearch(
      '/de/search?q=hund&price_max=500000&categories=2',
      {
        'GET /api/businesses': [200, makePage([makeCard({ id: 4, name: 'Hundefutter Marke' })], { total: 31, last_page: 2 })],
      },
      { locale: 'de' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Inserate durchsuchen' })).toBeInTheDocument();
    expect(await screen.findByText('31 Inserate')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Inserate' });
    expect(within(list).getByRole('link', { name: 'Hundefutter Marke' })).toHaveAttribute('href', '/de/business/4');
    const first = new URL(searchCalls(calls)[0]!.url, 'http://x');
    expect(Object.fromEntries(first.searchParams)).toEqual({ q: 'hund', price_max: '500000', categories: '2' });
    expect(searchCalls(calls)[0]!.headers['X-LANG']).toBe('de');

    const filters = screen.getByRole('form', { name: 'Filter' });
    const price = within(filters).getByRole('group', { name: 'Kaufpreis ($)' });
    expect(within(price).getByLabelText('Max.')).toHaveValue('500000');
    expect(await within(filters).findByRole('checkbox', { name: 'SaaS' })).toBeChecked();
    fireEvent.change(within(within(filters).getByRole('group', { name: 'Gewinnmarge (%)' })).getByLabelText('Min.'), { target: { value: '12,5' } });
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'FBA' }));
    fireEvent.click(within(filters).getByRole('button', { name: 'Ergebnisse anzeigen' }));

    await waitFor(() => expect(location()).toHaveTextContent('/de/search?q=hund&price_max=500000&profit_margin_min=12.5&categories=2&fba_statuses=fba'));
    await waitFor(() => expect(searchCalls(calls)).toHaveLength(2));
  });

  it('keeps typed bounds within spec §5 and refuses a maximum below the minimum', async () => {
    renderSearch('/search', { 'GET /api/businesses': [200, makePage([makeCard()])] });
    const filters = screen.getByRole('form', { name: 'Filters' });
    const age = within(filters).getByRole('group', { name: 'Age (years)' });
    expect(within(age).getByLabelText('Max')).toHaveAttribute('maxlength', '3');
    const price = within(filters).getByRole('group', { name: 'Asking price ($)' });
    fireEvent.change(within(price).getByLabelText('Min'), { target: { value: '900' } });
    fireEvent.change(within(price).getByLabelText('Max'), { target: { value: '100' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Show results' }));
    expect(await within(price).findByText('The maximum must not be below the minimum.')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/search$/);

    fireEvent.change(within(price).getByLabelText('Max'), { target: { value: '' } });
    fireEvent.change(within(age).getByLabelText('Max'), { target: { value: '999' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(location()).toHaveTextContent('/search?price_min=900&age_max=150'));
  });

  it('keeps to verified financials when asked, and asks the API so', async () => {
    const { calls } = renderSearch('/search', { 'GET /api/businesses': [200, makePage([makeCard()])] });
    const filters = screen.getByRole('form', { name: 'Filters' });
    const verified = within(filters).getByRole('checkbox', { name: 'Verified financials only' });
    expect(verified).not.toBeChecked();
    fireEvent.click(verified);
    fireEvent.click(within(filters).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/search\?verified_financials=1$/));
    await waitFor(() => expect(new URL(searchCalls(calls).at(-1)!.url, 'http://x').searchParams.get('verified_financials')).toBe('1'));
    expect(within(screen.getByRole('form', { name: 'Filters' })).getByRole('checkbox', { name: 'Verified financials only' })).toBeChecked();
  });

  it('pages and sorts through the URL', async () => {
    renderSearch('/search?sort=price_asc', { 'GET /api/businesses': [200, makePage([makeCard()], { total: 60, last_page: 3 })] });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toHaveTextContent('/search?sort=price_asc&page=2'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'revenue_desc' } });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/search\?sort=revenue_desc$/));
  });

  it('suggests wider filters when nothing matches, and clears them', async () => {
    renderSearch('/search?q=garden&net_profit_min=900000', { 'GET /api/businesses': [200, makePage([])] });
    expect(await screen.findByRole('heading', { name: 'No listings match' })).toBeInTheDocument();
    expect(screen.getByText(/Try wider ranges or fewer filters/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/search\?q=garden$/));
  });

  it('offers to clear the search words when nothing matches them', async () => {
    renderSearch('/search?q=zzzz&sort=price_asc', { 'GET /api/businesses': [200, makePage([])] });
    expect(await screen.findByRole('heading', { name: 'No listings match' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search words' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/search$/));
  });

  it('keeps a word typed in the box when the filters are applied (issue #29)', async () => {
    renderSearch('/search?categories=1', { 'GET /api/businesses': [200, makePage([makeCard()])] });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  garden tools ' } });
    const filters = screen.getByRole('form', { name: 'Filters' });
    fireEvent.click(await within(filters).findByRole('checkbox', { name: 'SaaS' }));
    fireEvent.click(within(filters).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(location()).toHaveTextContent('/search?q=garden+tools&categories=1%2C2'));
  });

  it('shows every category, and the long marketplace list in full behind "Show all"', async () => {
    const twelve = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Category ${index + 1}` }));
    renderSearch('/search', { 'GET /api/categories': [200, twelve], 'GET /api/businesses': [200, makePage([makeCard()])] });
    const filters = screen.getByRole('form', { name: 'Filters' });
    const categories = within(filters).getByRole('group', { name: 'Categories' });
    await within(categories).findByRole('checkbox', { name: 'Category 12' });
    expect(within(categories).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(categories).queryByRole('button')).toBeNull();

    const markets = within(filters).getByRole('group', { name: 'Amazon marketplaces' });
    expect(within(markets).getAllByRole('checkbox')).toHaveLength(12);
    const more = within(markets).getByRole('button', { name: 'Show all 23' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(within(markets).getAllByRole('checkbox')).toHaveLength(23);
    expect(within(markets).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when the listings cannot be loaded and tries again', async () => {
    const { fetchMock } = renderSearch('/search', { 'GET /api/businesses': [500, { message: 'Server Error' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The listings could not be loaded.');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(makePage([makeCard({ name: 'Back Again Brand' })])), { headers: { 'content-type': 'application/json' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back Again Brand' })).toBeInTheDocument();
  });

  it('names the seller of a user_id search', async () => {
    renderSearch('/search?user_id=12', {
      'GET /api/businesses': [200, makePage([makeCard()], {}, { id: 12, name: 'Sophie', last_name: 'Seller' })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Listings by Sophie Seller' })).toBeInTheDocument();
  });

  it('opens the filters panel through the panel store (phones)', async () => {
    renderSearch('/search', { 'GET /api/businesses': [200, makePage([])] });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(panelStore.getState().open).toBe('filters');
    act(() => panelStore.getState().closePanels());
  });

  it('saves the filters as the new-listing alert, and sends a visitor to the registration', async () => {
    const user = makeUser({ id: 21 });
    const { calls } = renderSearch(
      '/search?price_min=1000&sales_max=90000&categories=1,2&marketplaces=DE',
      {
        'GET /api/businesses': [200, makePage([makeCard()])],
        'POST /api/users/21': [200, user],
      },
      { user },
    );
    // What an alert cannot hold is said with the confirmation, not above the results before (walk finding 26).
    expect(await screen.findByRole('heading', { name: /Listing|Browse/ })).toBeInTheDocument();
    expect(screen.queryByText(/words, business models and marketplaces are not part of an alert/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Alert me about new listings like this' }));
    expect(await screen.findByText(/Saved: you will be notified/)).toBeInTheDocument();
    expect(screen.getByText(/Saved: you will be notified/).closest('[role="status"]')).toHaveTextContent(
      /words, business models and marketplaces are not part of an alert/,
    );
    const post = calls.find((call) => call.method === 'POST')!;
    const alert = (JSON.parse(String(post.body)) as { notification_settings: { new_listing_alert_settings: Record<string, unknown> } }).notification_settings
      .new_listing_alert_settings;
    expect(alert).toEqual({
      price: { min: 1000, max: null },
      sales: { min: null, max: 90000 },
      net_profit: { min: null, max: null },
      profit_margin: { min: null, max: null },
      profit_multiply: { min: null, max: null },
      age: { min: null, max: null },
      category_ids: [1, 2],
    });
  });

  it('sends a visitor who asks for an alert to the registration', async () => {
    renderSearch('/search?price_min=1000', { 'GET /api/businesses': [200, makePage([makeCard()])] }, { user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Alert me about new listings like this' }));
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
  });
});
