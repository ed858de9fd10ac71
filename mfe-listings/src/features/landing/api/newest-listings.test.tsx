import { screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, onApiError } from '@bizmarkt/shared';
import { FIRST_PAINT_ID } from '@bizmarkt/shared/first-paint';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import { makeCard, makePage } from '../../../testing/card-fixture';
import { NewestListings } from '../components/newest-listings';
import { EARLY_ANSWER_MAX_AGE_MS, prefetchNewestListings, resetEarlyNewestListings } from './newest-listings';

const namespaces = resourcesOf('listings');
const IMAGE = '/api/media/listings/3/first.webp';
const page = makePage([makeCard({ id: 3, name: 'Yoga Mats Brand', image: IMAGE }), makeCard({ id: 4, image: '/api/media/listings/4/second.webp' })]);

const newestCalls = <Call extends { url: string }>(calls: Call[]) => calls.filter((call) => call.url.includes('/api/businesses'));
const imagePreloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

function renderNewest(locale: 'en' | 'de' = 'en') {
  renderWithProviders(<NewestListings />, { namespaces, locale, user: null });
}

describe('the newest listings, asked for with the landing page’s code', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    resetEarlyNewestListings();
    document.head.innerHTML = '';
  });
  afterEach(() => jest.restoreAllMocks());

  it('preloads the first card’s image at high priority, and the page takes the early answer without asking again', async () => {
    const mock = createFetchMock({ 'GET /api/businesses': [200, page] });
    global.fetch = mock.fetchMock;
    prefetchNewestListings('en');
    await waitFor(() => expect(imagePreloads()).toHaveLength(1));
    expect(imagePreloads()[0]).toHaveAttribute('href', IMAGE);
    expect(imagePreloads()[0]).toHaveAttribute('fetchpriority', 'high');

    renderNewest();
    const list = await screen.findByRole('list', { name: 'Newest listings' });
    expect(within(list).getByRole('link', { name: 'Yoga Mats Brand' })).toBeInTheDocument();
    expect(newestCalls(mock.calls)).toHaveLength(1);
    expect(new URL(mock.calls[0]!.url, 'http://x').searchParams.get('sort')).toBe('newest');
    expect(mock.calls[0]!.headers['X-LANG']).toBe('en');
  });

  it('asks nothing ahead when the server drew the page: its answer is in the query already', () => {
    const mock = createFetchMock({ 'GET /api/businesses': [200, page] });
    global.fetch = mock.fetchMock;
    const drawing = document.createElement('div');
    drawing.id = FIRST_PAINT_ID;
    document.body.append(drawing);
    try {
      prefetchNewestListings('en');
      expect(newestCalls(mock.calls)).toHaveLength(0);
      expect(imagePreloads()).toHaveLength(0);
    } finally {
      drawing.remove();
    }
  });

  it('fails silently ahead of the page, and the page asks again', async () => {
    const failures: Array<'all' | readonly number[]> = [];
    const stop = onApiError((_error, request) => failures.push(request.handled));
    let first = true;
    const ok = createFetchMock({ 'GET /api/businesses': [200, page] });
    const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (first) {
        first = false;
        return new Response(JSON.stringify({ message: 'Service Unavailable' }), { status: 503, headers: { 'content-type': 'application/json' } });
      }
      return ok.fetchMock(input, init);
    });
    global.fetch = fetchMock as typeof fetch;
    prefetchNewestListings('en');
    await waitFor(() => expect(failures).toEqual(['all']));
    expect(imagePreloads()).toHaveLength(0);

    renderNewest();
    expect(await screen.findByRole('link', { name: 'Yoga Mats Brand' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not use an early answer that is too old or in another language', async () => {
    const mock = createFetchMock({ 'GET /api/businesses': [200, page] });
    global.fetch = mock.fetchMock;
    prefetchNewestListings('de');
    await waitFor(() => expect(imagePreloads()).toHaveLength(1));
    renderNewest('en');
    await screen.findByRole('link', { name: 'Yoga Mats Brand' });
    expect(newestCalls(mock.calls).map((call) => call.headers['X-LANG'])).toEqual(['de', 'en']);

    resetEarlyNewestListings();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    prefetchNewestListings('en');
    now.mockReturnValue(1_000_000 + EARLY_ANSWER_MAX_AGE_MS + 1);
    renderNewest('en');
    await waitFor(() => expect(newestCalls(mock.calls)).toHaveLength(4));
  });
});
