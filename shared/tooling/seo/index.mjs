// Crawlable pages for the shell's static server (serve.mjs): every page answer is the SPA's
// index.html with the page's own head (title, description, canonical, hreflang, Open Graph), a
// listing's from the API; plus /sitemap.xml (an index), /sitemaps/*.xml and /robots.txt. The same
// answer for people and bots (spec §8) — no user-agent sniffing.
import { createTtlCache } from './api-client.mjs';
import { headTags, injectHead } from './html.mjs';
import { fetchListing, isListingId, listingMeta } from './listing-meta.mjs';
import { pageMeta, splitLocale } from './page-meta.mjs';
import { SitemapUnavailableError, listingFileCount, listingsOfFile, publicPages, robotsTxt, sitemapIndex, urlSet } from './sitemap.mjs';

const LISTING_TTL_MS = 30_000;
const SITEMAP_TTL_MS = 10 * 60_000;

/** The site's public origin: APP_URL (as the API's links use it), else the origin the request reached. */
export function siteOrigin(req, env = process.env) {
  if (env.APP_URL) return new URL(env.APP_URL).origin;
  return `${req.protocol}://${req.host}`;
}

/**
 * @param {import('fastify').FastifyInstance} server
 * @param {{ indexHtml: string, pages: { match(url: string): any }, routes: any[], titles: object, apiUrl: string, fetchImpl?: typeof fetch, env?: object }} options
 * @returns {{ renderPage(req): Promise<string> }}
 */
export function registerSeo(server, { indexHtml, pages, routes, titles, apiUrl, fetchImpl, env = process.env }) {
  const listingCache = createTtlCache({ ttlMs: LISTING_TTL_MS, maxEntries: 1000 });
  const sitemapCache = createTtlCache({ ttlMs: SITEMAP_TTL_MS, maxEntries: 200 });
  const originOf = (req) => siteOrigin(req, env);

  async function renderPage(req) {
    const pathname = new URL(req.url, 'http://x').pathname;
    const { locale } = splitLocale(pathname);
    const route = pages.match(req.url);
    const origin = originOf(req);
    let meta;
    if (route?.id === 'business') {
      const id = decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '');
      // Cached by what the API is asked (never by the request's Host), rendered per origin.
      const answer = isListingId(id) ? await listingCache.get(`${locale} ${id}`, () => fetchListing({ id, locale, apiUrl, fetchImpl })) : undefined;
      meta = listingMeta({ locale, origin, titles, answer });
    } else {
      meta = pageMeta({ route, locale, origin, titles });
    }
    return injectHead(indexHtml, { locale, tags: headTags(meta) });
  }

  async function sendXml(reply, produce) {
    try {
      const xml = await produce();
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600').send(xml);
    } catch (error) {
      if (!(error instanceof SitemapUnavailableError)) throw error;
      reply.log.warn({ err: error }, 'sitemap: the API did not answer');
      return reply.code(503).header('Retry-After', '60').type('text/plain').send('Service Unavailable');
    }
  }

  server.get('/robots.txt', async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(originOf(req))),
  );

  // The listings are cached by file, not by origin (the Host header is the client's to choose: a
  // cache per origin would let anyone make the server walk the search again and again).
  const fileCount = () => sitemapCache.get('count', () => listingFileCount(apiUrl, fetchImpl));
  const listingsFile = (n) => sitemapCache.get(`listings ${n}`, () => listingsOfFile(apiUrl, n, fetchImpl));

  server.get('/sitemap.xml', async (req, reply) => {
    const origin = originOf(req);
    return sendXml(reply, async () => sitemapIndex(origin, ['pages.xml', ...Array.from({ length: await fileCount() }, (_, i) => `listings-${i + 1}.xml`)]));
  });

  server.get('/sitemaps/:file', async (req, reply) => {
    const origin = originOf(req);
    const { file } = req.params;
    if (file === 'pages.xml') return sendXml(reply, async () => urlSet(origin, publicPages(routes)));
    const match = /^listings-([1-9]\d{0,5})\.xml$/.exec(file);
    if (!match) return reply.code(404).type('text/plain').send('Not Found');
    const n = Number(match[1]);
    return sendXml(reply, async () => urlSet(origin, await listingsFile(n)));
  });

  return { renderPage };
}
