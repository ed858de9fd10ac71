// `/sitemap.xml`: a sitemap index of `/sitemaps/pages.xml` (the public pages) and
// `/sitemaps/listings-<n>.xml` (published listings, newest first), every URL in English and German
// with its alternates. Listings come from the public search (`GET /api/businesses`, published only,
// as a visitor) in the API's page size; one listings file covers PAGES_PER_FILE of its pages, so no
// file nears the protocol's 50,000 URLs and one file costs a bounded number of API calls.
import { apiGet } from './api-client.mjs';
import { escapeHtml as escapeXml } from './html.mjs';
import { INDEXABLE_ROUTES, alternatesFor } from './page-meta.mjs';

export const PAGES_PER_FILE = 100;
const PARALLEL_CALLS = 4;
const SEARCH_PATH = '/api/businesses';

/** Thrown when the API cannot give the listings: the server answers 503, so crawlers come back. */
export class SitemapUnavailableError extends Error {}

function urlEntry(alternates, locale, lastmod) {
  const links = [
    ['en', alternates.en],
    ['de', alternates.de],
    ['x-default', alternates.en],
  ]
    .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
    .join('');
  return `<url><loc>${escapeXml(alternates[locale])}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${links}</url>`;
}

/** A `<urlset>` with each page in both languages (`pages`: `{ barePath, lastmod? }`). */
export function urlSet(origin, pages) {
  const entries = pages.flatMap(({ barePath, lastmod }) => {
    const alternates = alternatesFor(origin, barePath);
    return ['en', 'de'].map((locale) => urlEntry(alternates, locale, lastmod));
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(origin, files) {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The route table's paths of the indexable pages (`routes`: entries of the build's routes.json). */
export function publicPages(routes) {
  return INDEXABLE_ROUTES.map((id) => routes.find((route) => route.id === id))
    .filter(Boolean)
    .map((route) => ({ barePath: route.path }));
}

async function searchPage(apiUrl, page, fetchImpl) {
  const { status, body } = await apiGet(apiUrl, `${SEARCH_PATH}?sort=newest&page=${page}`, { fetchImpl });
  if (status !== 200 || !body || !Array.isArray(body.data) || !body.meta) throw new SitemapUnavailableError(`GET ${SEARCH_PATH} page ${page}: ${status}`);
  return body;
}

/** How many listings files there are (from the search's `last_page`). */
export async function listingFileCount(apiUrl, fetchImpl) {
  const first = await searchPage(apiUrl, 1, fetchImpl);
  return Math.max(1, Math.ceil(first.meta.last_page / PAGES_PER_FILE));
}

/** The listings of file `n` (1-based): `{ barePath, lastmod }`, in the search's order. */
export async function listingsOfFile(apiUrl, n, fetchImpl) {
  const firstPage = (n - 1) * PAGES_PER_FILE + 1;
  const first = await searchPage(apiUrl, firstPage, fetchImpl);
  const lastPage = Math.min(n * PAGES_PER_FILE, first.meta.last_page);
  const cards = [...first.data];
  for (let page = firstPage + 1; page <= lastPage; page += PARALLEL_CALLS) {
    const batch = [];
    for (let p = page; p < page + PARALLEL_CALLS && p <= lastPage; p += 1) batch.push(searchPage(apiUrl, p, fetchImpl));
    for (const body of await Promise.all(batch)) cards.push(...body.data);
  }
  return cards
    .filter((card) => Number.isInteger(card.id))
    .map((card) => ({ barePath: `/business/${card.id}`, lastmod: typeof card.published_at === 'string' ? card.published_at.slice(0, 10) : undefined }));
}

export const ROBOTS_DISALLOW = ['/api/', '/sanctum/'];

/** robots.txt: everything but the API may be crawled (listing images under /api/media may). */
export function robotsTxt(origin) {
  return ['User-agent: *', 'Allow: /api/media/', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
