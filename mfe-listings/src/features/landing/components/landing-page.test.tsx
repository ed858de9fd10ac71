import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '@bizmarkt/shared/router';
import { configureApiClient, modalStore } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import { makeCard, makePage } from '../../../testing/card-fixture';
import LandingPage from './landing-page';

const namespaces = resourcesOf('listings');
jest.setTimeout(20_000);

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderLanding(route: string, locale: 'en' | 'de', listings = makePage([makeCard({ id: 3, name: 'Yoga Mats Brand' })], { total: 40 })) {
  const mock = createFetchMock({
    'GET /api/businesses': [200, listings],
    'GET /api/categories': [
      200,
      [
        { id: 1, name: 'Amazon FBA' },
        { id: 2, name: 'SaaS' },
      ],
    ],
    'GET /api/categories/counts': [200, [{ id: 1, count: 12 }]],
  });
  global.fetch = mock.fetchMock;
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <LandingPage />
            <Location />
          </>
        }
      />
    </Routes>,
    { namespaces, route, locale, user: null },
  );
  return mock;
}

describe('LandingPage', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('shows the newest listings, the categories with their counts, how it works and the sell call', async () => {
    const { calls } = renderLanding('/', 'en');
    const newest = await screen.findByRole('list', { name: 'Newest listings' });
    expect(within(newest).getByRole('link', { name: 'Yoga Mats Brand' })).toHaveAttribute('href', '/business/3');
    expect(screen.getByRole('link', { name: 'See all 40 listings' })).toHaveAttribute('href', '/search?sort=newest');
    const newestCall = new URL(calls.find((call) => call.url.includes('/api/businesses'))!.url, 'http://x');
    expect(newestCall.searchParams.get('sort')).toBe('newest');

    const categories = screen.getByRole('list', { name: 'Browse by category' });
    expect(await within(categories).findByRole('link', { name: 'Amazon FBA 12 listings' })).toHaveAttribute('href', '/search?categories=1');
    expect(within(categories).getByRole('link', { name: 'SaaS 0 listings' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'How to buy a business' })).toHaveAttribute('href', '/how-to-buy');
    expect(screen.getByRole('link', { name: 'How to sell a business' })).toHaveAttribute('href', '/how-to-sell');
    fireEvent.click(screen.getByRole('button', { name: 'Sell now' }));
    expect(modalStore.getState().open).toBe('create-listing');
    modalStore.getState().closeModal();
  });

  it('in German: the search box leads to the German search with the words', async () => {
    renderLanding('/de', 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Online-Unternehmen kaufen und verkaufen' })).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Inserate durchsuchen' });
    fireEvent.change(within(search).getByRole('searchbox', { name: 'Inserate durchsuchen' }), { target: { value: '  Hundefutter  ' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Suchen' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/de/search?q=Hundefutter');
  });

  it('says so when nothing is published yet', async () => {
    renderLanding('/', 'en', makePage([]));
    expect(await screen.findByText(/No listing is published yet/)).toBeInTheDocument();
  });
});
