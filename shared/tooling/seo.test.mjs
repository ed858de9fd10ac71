import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { clip, escapeHtml, headTags, injectHead } from './seo/html.mjs';
import { DESCRIPTIONS, INDEXABLE_ROUTES, pageMeta } from './seo/page-meta.mjs';
import { fetchListing, listingMeta } from './seo/listing-meta.mjs';
import { PAGES_PER_FILE, listingsOfFile, publicPages, robotsTxt, urlSet } from './seo/sitemap.mjs';
import { registerSeo } from './seo/index.mjs';
import { createPageMatcher } from './page-routes.mjs';

const ORIGIN = 'https://bizmarkt.example';
const TITLES = {
  en: {
    landing: 'Buy and sell online businesses',
    faq: 'Frequently asked questions',
    login: 'Log in',
    business: 'Listing',
    'business-unavailable': 'Listing unavailable',
    'not-found': 'Page not found',
  },
  de: {
    landing: 'Online-Unternehmen kaufen und verkaufen',
    faq: 'Häufige Fragen',
    login: 'Anmelden',
    business: 'Inserat',
    'business-unavailable': 'Inserat nicht verfügbar',
    'not-found': 'Seite nicht gefunden',
  },
};
const ROUTES = [
  { id: 'landing', path: '/' },
  { id: 'search', path: '/search' },
  { id: 'faq', path: '/faq' },
  { id: 'login', path: '/login' },
  { id: 'business', path: '/business/:id' },
  { id: 'not-found', path: '/404', notFound: true },
];
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Bizmarkt: buy and sell online businesses and Amazon FBA brands" />
    <title>Bizmarkt</title>
    <script>window.x = 1</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The public part of a published listing plus, as a leak test, fields an NDA protects. */
const LISTING = {
  id: 7,
  status: 'published',
  name: 'Organic skincare <brand> & "co"',
  summary: 'An established Amazon brand with steady sales.',
  image: '/api/media/listings/7/cover.webp',
  price: 1150000,
  category_name: 'Beauty',
  metrics: { ttm_revenue: 912345 },
  description: 'SECRET-DESCRIPTION',
  website: 'https://secret-brand.example',
};

/** The listing page's meta as the server makes it: the API's answer, then the tags. */
async function metaOf({ id = '7', locale, fetchImpl, apiUrl = 'http://api' }) {
  return listingMeta({ locale, origin: ORIGIN, titles: TITLES, answer: await fetchListing({ id, locale, apiUrl, fetchImpl }) });
}

function seoServer(fetchImpl) {
  const server = Fastify();
  const seo = registerSeo(server, {
    indexHtml: INDEX_HTML,
    pages: createPageMatcher(ROUTES),
    routes: ROUTES,
    titles: TITLES,
    apiUrl: 'http://api',
    fetchImpl,
    env: { APP_URL: ORIGIN },
  });
  server.get('/*', async (req) => seo.renderPage(req));
  return server;
}

function fakeFetch(answers) {
  const calls = [];
  const fetchImpl = async (url, init) => {
    calls.push({ url: String(url), headers: init.headers });
    const answer = answers(new URL(url));
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body ?? null), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetchImpl, calls };
}

test('escaping covers the characters that end a text or an attribute', () => {
  assert.equal(escapeHtml(`<script>"x" & 'y'</script>`), '&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;');
});

test('injected values cannot open a tag or leave their attribute', () => {
  const html = headTags({
    locale: 'en',
    title: '</title><script>alert(1)</script>',
    description: '" onload="x',
    canonical: `${ORIGIN}/"><script>`,
    alternates: { en: `${ORIGIN}/a`, de: `${ORIGIN}/de/a` },
  });
  assert.ok(!html.includes('<script'));
  assert.ok(html.includes('&lt;/title&gt;&lt;script&gt;'));
  assert.ok(html.includes('content="&quot; onload=&quot;x"'));
});

test('the head replaces the template title and description, sets the language and keeps the scripts', () => {
  const html = injectHead(INDEX_HTML, { locale: 'de', tags: headTags({ locale: 'de', title: 'Häufige Fragen – Bizmarkt', description: 'Antworten' }) });
  assert.match(html, /<html lang="de">/);
  assert.equal(html.match(/<title>/g).length, 1);
  assert.match(html, /<title>Häufige Fragen – Bizmarkt<\/title>/);
  assert.equal(html.match(/name="description"/g).length, 1);
  assert.ok(html.includes('<script>window.x = 1</script>'));
  assert.ok(html.indexOf('Antworten') < html.indexOf('</head>'));
});

test('a public page gets canonical, hreflang (en, de, x-default) and Open Graph in its language', () => {
  const matcher = createPageMatcher(ROUTES);
  const meta = pageMeta({ route: matcher.match('/de/faq?x=1'), locale: 'de', origin: ORIGIN, titles: TITLES });
  const html = headTags(meta);
  assert.equal(meta.title, 'Häufige Fragen – Bizmarkt');
  assert.ok(html.includes(`<link rel="canonical" href="${ORIGIN}/de/faq" />`));
  assert.ok(html.includes(`hreflang="en" href="${ORIGIN}/faq"`));
  assert.ok(html.includes(`hreflang="de" href="${ORIGIN}/de/faq"`));
  assert.ok(html.includes(`hreflang="x-default" href="${ORIGIN}/faq"`));
  assert.ok(html.includes('property="og:locale" content="de_DE"'));
  assert.ok(html.includes(`property="og:url" content="${ORIGIN}/de/faq"`));
  assert.ok(!html.includes('noindex'));
  assert.equal(pageMeta({ route: matcher.match('/de'), locale: 'de', origin: ORIGIN, titles: TITLES }).canonical, `${ORIGIN}/de`);
});

test('every indexable page has a description of at most 160 characters in both languages; How we verify is one', () => {
  for (const locale of ['en', 'de']) {
    assert.deepEqual(Object.keys(DESCRIPTIONS[locale]).sort(), [...INDEXABLE_ROUTES].sort(), locale);
    for (const id of INDEXABLE_ROUTES) assert.ok(DESCRIPTIONS[locale][id].length <= 160, `${locale} ${id}: ${DESCRIPTIONS[locale][id].length} characters`);
  }
  const route = { id: 'how-we-verify', path: '/how-we-verify' };
  const meta = pageMeta({ route, locale: 'de', origin: ORIGIN, titles: { en: {}, de: { 'how-we-verify': 'So prüfen wir' } } });
  assert.equal(meta.title, 'So prüfen wir – Bizmarkt');
  assert.equal(meta.canonical, `${ORIGIN}/de/how-we-verify`);
  assert.equal(meta.description, DESCRIPTIONS.de['how-we-verify']);
  assert.equal(meta.noindex, undefined);
  assert.deepEqual(publicPages([...ROUTES, route]), [{ barePath: '/' }, { barePath: '/search' }, { barePath: '/faq' }, { barePath: '/how-we-verify' }]);
});

test('private and unknown pages are noindex without canonical', () => {
  const matcher = createPageMatcher(ROUTES);
  const login = pageMeta({ route: matcher.match('/login'), locale: 'en', origin: ORIGIN, titles: TITLES });
  assert.deepEqual([login.title, login.noindex, login.canonical], ['Log in – Bizmarkt', true, undefined]);
  const unknown = pageMeta({ route: matcher.match('/nope'), locale: 'en', origin: ORIGIN, titles: TITLES });
  assert.deepEqual([unknown.title, unknown.noindex], ['Page not found – Bizmarkt', true]);
});

test("a published listing's head holds its public fields only, asked as a visitor in the page's language", async () => {
  const { fetchImpl, calls } = fakeFetch(() => ({ status: 200, body: LISTING }));
  const meta = await metaOf({ locale: 'de', fetchImpl, apiUrl: 'http://api:4000' });
  const html = headTags(meta);
  assert.equal(calls[0].url, 'http://api:4000/api/businesses/7');
  assert.equal(calls[0].headers['x-lang'], 'de');
  assert.equal(calls[0].headers.cookie, undefined);
  assert.ok(html.includes('<title>Organic skincare &lt;brand&gt; &amp; &quot;co&quot; – Bizmarkt</title>'));
  assert.ok(html.includes('property="og:title" content="Organic skincare &lt;brand&gt; &amp; &quot;co&quot;"'));
  assert.ok(html.includes('name="description" content="An established Amazon brand with steady sales."'));
  assert.ok(html.includes(`property="og:image" content="${ORIGIN}/api/media/listings/7/cover.webp"`));
  assert.ok(html.includes(`<link rel="canonical" href="${ORIGIN}/de/business/7" />`));
  assert.ok(!html.includes('SECRET') && !html.includes('secret-brand'));
});

test('without a summary the description is built from the price and revenue in the language', async () => {
  const { fetchImpl } = fakeFetch(() => ({ status: 200, body: { ...LISTING, summary: null } }));
  const en = await metaOf({ locale: 'en', fetchImpl });
  assert.equal(en.description, 'Beauty business for sale on Bizmarkt: asking price $1,150,000, TTM revenue $912,345.');
  const de = await metaOf({ locale: 'de', fetchImpl });
  assert.match(de.description, /^Unternehmen \(Beauty\) zu verkaufen auf Bizmarkt: Kaufpreis 1\.150\.000\s\$/);
});

test('hidden, sold and unknown listings get plain noindex tags; an unreachable API no noindex', async () => {
  const meta = (status) =>
    metaOf({ locale: 'en', fetchImpl: fakeFetch(() => (status instanceof Error ? status : { status, body: { message: '/business-unavailable' } })).fetchImpl });
  assert.deepEqual(await meta(307).then((m) => [m.title, m.noindex, m.canonical]), ['Listing unavailable – Bizmarkt', true, undefined]);
  assert.deepEqual(await meta(404).then((m) => [m.title, m.noindex]), ['Listing – Bizmarkt', true]);
  assert.deepEqual(await meta(new Error('ECONNREFUSED')).then((m) => [m.title, m.noindex]), ['Listing – Bizmarkt', undefined]);
});

test('a listing path that is no id never reaches the API; answers are cached by id, not by Host', async () => {
  const { fetchImpl, calls } = fakeFetch(() => ({ status: 200, body: LISTING }));
  const server = seoServer(fetchImpl);
  const odd = await server.inject('/business/7%20or%201');
  assert.ok(odd.body.includes('<meta name="robots" content="noindex" />'));
  assert.ok(odd.body.includes('<title>Listing – Bizmarkt</title>'));
  assert.equal(calls.length, 0);
  await server.inject({ url: '/business/7', headers: { host: 'a.example' } });
  await server.inject({ url: '/business/7', headers: { host: 'b.example' } });
  assert.equal(calls.length, 1);
  await server.close();
});

test('clip cuts at a word and marks the cut', () => {
  assert.equal(clip('short'), 'short');
  const long = clip('word '.repeat(60));
  assert.ok(long.length <= 160 && long.endsWith('word…'));
});

test('a url set lists each page in English and German with its alternates, escaped', () => {
  const xml = urlSet(ORIGIN, [{ barePath: '/search?a=1&b=2' }, { barePath: '/business/7', lastmod: '2026-11-20' }]);
  assert.ok(xml.includes(`<loc>${ORIGIN}/search?a=1&amp;b=2</loc>`));
  assert.ok(xml.includes(`<loc>${ORIGIN}/de/business/7</loc><lastmod>2026-11-20</lastmod>`));
  assert.equal(xml.match(/<url>/g).length, 4);
  assert.equal(xml.match(/hreflang="x-default"/g).length, 4);
});

test('a listings file walks its range of search pages, no further than the last', async () => {
  const perPage = 2;
  const { fetchImpl, calls } = fakeFetch((url) => {
    const page = Number(url.searchParams.get('page'));
    const data =
      page <= 3
        ? [
            { id: page * 10, published_at: '2026-11-01T10:00:00.000Z' },
            { id: page * 10 + 1, published_at: null },
          ]
        : [];
    return { status: 200, body: { data, meta: { current_page: page, last_page: 3, total: 6, per_page: perPage } } };
  });
  const listings = await listingsOfFile('http://api', 1, fetchImpl);
  assert.deepEqual(
    listings.map((l) => l.barePath),
    ['/business/10', '/business/11', '/business/20', '/business/21', '/business/30', '/business/31'],
  );
  assert.equal(listings[0].lastmod, '2026-11-01');
  assert.equal(calls.length, 3);
  assert.ok(calls.every((call) => call.url.includes('sort=newest')));
  assert.ok(PAGES_PER_FILE * 24 * 2 < 50_000);
});

test('robots.txt points at the sitemap and keeps crawlers out of the API but not its images', () => {
  const robots = robotsTxt(ORIGIN);
  assert.match(robots, /^Sitemap: https:\/\/bizmarkt\.example\/sitemap\.xml$/m);
  assert.match(robots, /^Disallow: \/api\/$/m);
  assert.match(robots, /^Allow: \/api\/media\/$/m);
});

test('the server answers the sitemap index, the files, and 503 while the API is away', async () => {
  let apiUp = true;
  const { fetchImpl } = fakeFetch((url) => {
    if (!apiUp) return new Error('down');
    if (url.pathname === '/api/businesses')
      return {
        status: 200,
        body: { data: [{ id: 7, published_at: '2026-11-20T00:00:00Z' }], meta: { current_page: 1, last_page: PAGES_PER_FILE + 1, total: 1, per_page: 24 } },
      };
    return { status: 200, body: LISTING };
  });
  const server = seoServer(fetchImpl);
  const index = await server.inject('/sitemap.xml');
  assert.equal(index.statusCode, 200);
  assert.match(index.headers['content-type'], /application\/xml/);
  assert.deepEqual(
    [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
    [`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/listings-1.xml`, `${ORIGIN}/sitemaps/listings-2.xml`],
  );
  const pagesXml = await server.inject('/sitemaps/pages.xml');
  assert.ok(pagesXml.body.includes(`<loc>${ORIGIN}/de/faq</loc>`) && !pagesXml.body.includes('/login'));
  assert.equal((await server.inject('/sitemaps/other.xml')).statusCode, 404);
  const page = await server.inject('/de/business/7');
  assert.ok(page.body.includes(`<link rel="canonical" href="${ORIGIN}/de/business/7" />`));
  apiUp = false;
  const down = await server.inject('/sitemaps/listings-3.xml');
  assert.equal(down.statusCode, 503);
  assert.equal(down.headers['retry-after'], '60');
  await server.close();
});
