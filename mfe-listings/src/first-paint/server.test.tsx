/**
 * @jest-environment node
 */
// The landing's first screen as the server draws it: the app's own components, in the request's
// language, from the API's answers, which go along for the browser's queries.
import { createFetchMock, makePublishedListing } from '@bizmarkt/shared/testing';
import { makeCard, makePage } from '../testing/card-fixture';
import { configure, pages, render } from './server';

const page = makePage([
  makeCard({ id: 3, name: 'Yoga Mats Brand', image: '/api/media/listings/3/first.webp', price: 250000 }),
  makeCard({ id: 4, name: 'Coffee Filters', image: null }),
]);
const categories = [
  { id: 1, name: 'Amazon FBA' },
  { id: 2, name: 'SaaS' },
];

describe('the first screens this remote draws on the server', () => {
  beforeAll(() => configure({ apiUrl: 'http://api.internal:4000/' }));

  it('draws the landing, the search page, a listing’s page and the long-form pages', () => {
    expect(pages).toEqual([
      'landing',
      'search',
      'business',
      'how-to-buy',
      'how-to-sell',
      'faq',
      'privacy-policy',
      'terms-of-service',
      'how-we-verify',
      'business-unavailable',
      'my-listings',
    ]);
  });

  it('draws `/business-unavailable` with the newest of the lost listing’s category, and hands those answers on', async () => {
    const mock = createFetchMock({ 'GET /api/businesses': [200, page], 'GET /api/categories': [200, categories] });
    global.fetch = mock.fetchMock;
    const drawing = await render('business-unavailable', { locale: 'de', path: '/de/business-unavailable?category=2', visitor: false });
    expect(drawing!.html).toContain('Dieses Inserat ist nicht mehr verfügbar');
    expect(drawing!.html).toContain('Yoga Mats Brand');
    expect(drawing!.html).toContain('href="/de/business/3"');
    // The first card's image comes with the page, at high priority (it may be the largest paint).
    expect(drawing!.html).toMatch(/<img src="\/api\/media\/listings\/3\/first.webp"[^>]*loading="eager"[^>]*fetchPriority="high"/);
    expect(drawing!.queries.map((query) => query.queryKey)).toEqual([
      ['search', 'de', 'categories=2&sort=newest'],
      ['categories', 'de'],
    ]);
  });

  it('draws `/business-unavailable` with the newest of all when the category has none left', async () => {
    const mock = createFetchMock({ 'GET /api/businesses': [200, makePage([])], 'GET /api/categories': [200, categories] });
    global.fetch = mock.fetchMock;
    await render('business-unavailable', { locale: 'en', path: '/business-unavailable?category=1' });
    expect(mock.calls.filter((call) => call.url.includes('/api/businesses')).map((call) => new URL(call.url).search)).toEqual([
      '?categories=1&sort=newest',
      '?sort=newest',
    ]);
  });

  it('draws `/my-listings` for a visitor as a guest sees it (asking the API nothing), and nothing for a member', async () => {
    const mock = createFetchMock({});
    global.fetch = mock.fetchMock;
    const drawing = await render('my-listings', { locale: 'de', path: '/de/my-listings', visitor: true });
    expect(drawing!.html).toContain('<h1 id="bz-my-listings-title">Meine Inserate</h1>');
    expect(drawing!.html).toContain('Melden Sie sich an, um Ihre zu sehen.');
    expect(drawing!.html).toContain('href="/de/login"');
    expect(drawing!.html).not.toContain('role="status"');
    expect(mock.calls).toHaveLength(0);
    await expect(render('my-listings', { locale: 'en', path: '/my-listings', visitor: false })).resolves.toBeNull();
  });

  it('draws a long-form page in the request’s language from its bundled text, asking the API nothing', async () => {
    const mock = createFetchMock({});
    global.fetch = mock.fetchMock;
    const faq = await render('faq', { locale: 'de', path: '/de/faq' });
    expect(faq!.html).toContain('<h1>Häufige Fragen</h1>');
    expect(faq!.queries.map((query) => query.queryKey)).toEqual([['content-document', 'faq', 'de']]);
    const privacy = await render('privacy-policy', { locale: 'en', path: '/privacy-policy' });
    expect(privacy!.html).toContain('<h1>Privacy policy</h1>');
    // The table of contents links to the sections on the page.
    expect(privacy!.html).toMatch(/<nav class="bz-content__toc" aria-label="On this page">/);
    expect(mock.calls).toHaveLength(0);
  });

  it('draws the landing in German from the API’s answers, and hands those answers on', async () => {
    const mock = createFetchMock({
      'GET /api/businesses': [200, page],
      'GET /api/categories': [200, categories],
      'GET /api/categories/counts': [200, [{ id: 1, count: 6 }]],
    });
    global.fetch = mock.fetchMock;
    const drawing = await render('landing', { locale: 'de', path: '/de' });

    expect(drawing).not.toBeNull();
    const { html, queries } = drawing!;
    expect(html).toContain('<h1>Online-Unternehmen kaufen und verkaufen</h1>');
    expect(html).toContain('href="/de/business/3"');
    expect(html).toContain('Yoga Mats Brand');
    expect(html).toContain('250.000'); // German number format
    // The first card's image at once and at high priority; the other cards' images lazily.
    expect(html).toMatch(/<img src="\/api\/media\/listings\/3\/first.webp"[^>]*loading="eager"[^>]*fetchPriority="high"/);
    expect(html).toContain('6 Inserate');
    expect(queries.map((query) => query.queryKey)).toEqual([['search', 'de', 'sort=newest'], ['categories', 'de'], ['category-counts']]);
    expect(queries[0]!.data).toEqual(page);
    // The API's own address, the request's language.
    expect(mock.calls.every((call) => call.url.startsWith('http://api.internal:4000/api/'))).toBe(true);
    expect(mock.calls.find((call) => call.url.includes('/api/categories?') || call.url.endsWith('/api/categories'))!.headers['X-LANG']).toBe('de');
  });

  it('draws English on a bare path', async () => {
    global.fetch = createFetchMock({
      'GET /api/businesses': [200, page],
      'GET /api/categories': [200, categories],
      'GET /api/categories/counts': [200, []],
    }).fetchMock;
    const drawing = await render('landing', { locale: 'en', path: '/' });
    expect(drawing!.html).toContain('<h1>Buy and sell online businesses</h1>');
    expect(drawing!.html).toContain('href="/business/3"');
  });

  it('fails when an answer fails, rather than drawing an error (the page then draws itself)', async () => {
    global.fetch = createFetchMock({
      'GET /api/businesses': [503, { message: 'Service Unavailable' }],
      'GET /api/categories': [200, categories],
      'GET /api/categories/counts': [200, []],
    }).fetchMock;
    await expect(render('landing', { locale: 'en', path: '/' })).rejects.toMatchObject({ status: 503 });
  });

  it('draws the search of the URL, with its results, in German', async () => {
    const mock = createFetchMock({ 'GET /api/businesses': [200, page], 'GET /api/categories': [200, categories] });
    global.fetch = mock.fetchMock;
    const drawing = await render('search', { locale: 'de', path: '/de/search?q=yoga&sort=newest' });
    expect(drawing!.html).toContain('<h1>Inserate durchsuchen</h1>');
    expect(drawing!.html).toContain('value="yoga"');
    expect(drawing!.html).toContain('href="/de/business/3"');
    const asked = new URL(mock.calls.find((call) => call.url.includes('/api/businesses'))!.url);
    expect(asked.searchParams.get('q')).toBe('yoga');
    expect(asked.searchParams.get('sort')).toBe('newest');
    expect(drawing!.queries.map((query) => query.queryKey)).toEqual([
      ['search', 'de', 'q=yoga&sort=newest'],
      ['categories', 'de'],
    ]);
  });

  it('draws a listing for visitors only: the API answers as nobody, and a member may see more', async () => {
    const listing = makePublishedListing();
    const mock = createFetchMock({ [`GET /api/businesses/${listing.id}`]: [200, listing] });
    global.fetch = mock.fetchMock;
    await expect(render('business', { locale: 'en', path: `/business/${listing.id}` })).resolves.toBeNull();
    expect(mock.calls).toHaveLength(0);
    const drawing = await render('business', { locale: 'de', path: `/de/business/${listing.id}`, visitor: true });
    expect(drawing!.html).toContain(`<h1 id="bz-details-title">${listing.name}</h1>`);
    expect(drawing!.html).toContain('Kennzahlen');
    expect(drawing!.html).toContain('Wird geladen…'); // the messaging remote's part loads in the browser
    expect(drawing!.queries.map((query) => query.queryKey)).toEqual([['listing', listing.id]]);
  });

  it('fails a listing that is gone (the page then moves on in the browser)', async () => {
    global.fetch = createFetchMock({ 'GET /api/businesses/8': [404, { message: 'Not Found.' }] }).fetchMock;
    await expect(render('business', { locale: 'de', path: '/de/business/8', visitor: true })).rejects.toMatchObject({ status: 404 });
  });

  it('answers null for a page it does not draw', async () => {
    await expect(render('pricing', { locale: 'en', path: '/pricing' })).resolves.toBeNull();
  });
});
