// First screens drawn on the server (issue #14). A page's content reaches the browser with the page
// itself instead of after the shell's code, the remote's entry, the page's code and its API answers
// have downloaded and run one after another; under Lighthouse's slow 4G and 4× CPU that chain was the
// whole of the landing's 3.5 s largest paint.
//
// - A remote that draws pages (src/first-paint/server.tsx, built into dist/server/first-paint.cjs)
//   answers `GET /__first-paint/<route id>?locale=&path=` on its own static server with
//   `{ html, queries, css }`: the page's HTML, the API answers it drew from and its stylesheets.
// - The shell's server (serve.mjs) asks the page's remote for it with a short timeout, draws its own
//   frame (header, footer) around it (the shell's dist/server/first-paint.cjs) and puts it into the
//   page: `<div id="bz-first-paint" inert aria-hidden="true">`, the answers as a data block and the
//   stylesheets in the head. Without an answer in time the page is served as before.
// - In the browser the app draws the same screen in #root, out of sight beneath the server's drawing,
//   starting from those answers, and takes over once its page is drawn (shell/src/app/first-paint.ts).
//
// Nothing of the server's drawing is interactive or seen by assistive technology (`inert`,
// `aria-hidden`): it is a picture of the page until the page itself is there.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The ids of the elements the page and the shell's code share (shared/src/first-paint.ts). */
export const FIRST_PAINT_ID = 'bz-first-paint';
export const FIRST_PAINT_DATA_ID = 'bz-first-paint-data';
export const FIRST_PAINT_PENDING_ATTRIBUTE = 'data-first-paint';

export const LOCALES = ['en', 'de'];
/** How long a drawn page is reused (per page, language and path); listings appear this much later. */
export const FIRST_PAINT_TTL_MS = 5_000;
/** How long an older drawing still answers at once while a new one is drawn. */
export const FIRST_PAINT_STALE_MS = 60_000;
/** Drawn at a remote's startup (createPageRenderer's `warm`): the landing in both languages. */
export const FIRST_PAINT_WARM = [
  { page: 'landing', locale: 'en', path: '/', visitor: true },
  { page: 'landing', locale: 'de', path: '/de', visitor: true },
];
/** How long the shell's server waits for a remote's drawing before it serves the page without one. */
export const FIRST_PAINT_TIMEOUT_MS = 400;
const MAX_CACHED = 200;
const MAX_PATH_LENGTH = 2_000;

/**
 * The app's server bundle (dist/server/first-paint.cjs), loaded again when a redeploy replaces it (its
 * modification time is looked at once a second at most); null when the app draws nothing.
 */
export function serverModule(root, { now = Date.now } = {}) {
  const file = path.join(root, 'server', 'first-paint.cjs');
  let loaded = null;
  let loadedMtime = 0;
  let checkedAt = -Infinity;
  return () => {
    if (now() - checkedAt >= 1_000) {
      checkedAt = now();
      let mtime;
      try {
        mtime = fs.statSync(file).mtimeMs;
      } catch {
        loaded = null;
        return null;
      }
      if (mtime !== loadedMtime) {
        delete require.cache[require.resolve(file)];
        loaded = require(file);
        loadedMtime = mtime;
      }
    }
    return loaded;
  };
}

/** A map that forgets entries after `ttlMs` and holds at most `max` of them. */
function ttlCache(ttlMs, max, now) {
  const entries = new Map();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      if (entries.size >= max) entries.delete(entries.keys().next().value);
      entries.set(key, { at: now(), value });
    },
    delete(key) {
      entries.delete(key);
    },
  };
}

/** `locale` and `path` of a first-paint request, or an error message. */
export function parseFirstPaintQuery(query) {
  const { locale, path: pagePath, visitor } = query ?? {};
  if (!LOCALES.includes(locale)) return { error: 'locale must be en or de' };
  if (typeof pagePath !== 'string' || !pagePath.startsWith('/') || pagePath.startsWith('//') || pagePath.length > MAX_PATH_LENGTH) {
    return { error: 'path must be a path of this site' };
  }
  return { locale, path: pagePath, visitor: visitor === '1' };
}

/** The API's session cookie (api/src/plugins/app/session.ts): its holder is no visitor. */
export const SESSION_COOKIE = 'bizmarkt_session';

/** The shell's JS-readable cookie (shared/src/constants.ts): `1` once the page knows nobody is logged in. */
export const GUEST_COOKIE = 'guest';

/**
 * Whether a request comes from nobody logged in: no session cookie, or the `guest` cookie saying 1. A
 * visitor may hold a guest session (the CSRF cookie's, before a form is sent); the guest cookie says
 * that session has nobody in it, as the shell itself trusts it (it then skips `GET /api/user`); a login
 * sets it to 0 with the session (api/src/plugins/app/session.ts).
 */
export function isVisitor(cookieHeader) {
  const header = cookieHeader ?? '';
  if (!new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;]`).test(header)) return true;
  return new RegExp(`(?:^|;\\s*)${GUEST_COOKIE}=1(?:;|\\s|$)`).test(header);
}

/**
 * A remote's side: draws its pages with its server bundle. A drawing is fresh for `ttlMs` and shared
 * by the requests that ask for it meanwhile; after that, for up to `staleMs`, it is still answered at
 * once while a new one is drawn for the next request (stale-while-revalidate), so a request waits for
 * a drawing only when nobody asked for that page for a while — under load a fresh drawing may take
 * longer than the shell waits. The app then asks for anything older than its queries allow.
 */
export function createPageRenderer({ root, apiUrl, now = Date.now, ttlMs = FIRST_PAINT_TTL_MS, staleMs = FIRST_PAINT_STALE_MS, warm = [] }) {
  const load = serverModule(root, { now });
  // Loaded now, not by the first page's request (which has FIRST_PAINT_TIMEOUT_MS to be answered in).
  load();
  /** key → { at, drawing }; `at` is when the drawing was asked for. */
  const cache = new Map();
  /** Keys being drawn again in the background. */
  const refreshing = new Set();
  let configured = null;
  const stylesheets = () => {
    try {
      return JSON.parse(fs.readFileSync(path.join(root, 'first-paint.json'), 'utf8')).chunks ?? {};
    } catch {
      return {};
    }
  };
  const draw = (bundle, key, page, request) => {
    const drawing = bundle.render(page, request).then((result) => (result ? { ...result, css: stylesheets()[`page-${page}`]?.css ?? [] } : { html: null }));
    if (cache.size >= MAX_CACHED && !cache.has(key)) cache.delete(cache.keys().next().value);
    const entry = { at: now(), drawing };
    cache.set(key, entry);
    // A failed drawing is not kept: the next request tries again.
    drawing.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return drawing;
  };
  function render(page, request) {
    const bundle = load();
    if (!bundle || !bundle.pages.includes(page)) return Promise.resolve(null);
    if (configured !== bundle) {
      bundle.configure({ apiUrl });
      configured = bundle;
      cache.clear();
    }
    const key = `${page}\n${request.locale}\n${request.path}\n${request.visitor ? 1 : 0}`;
    const cached = cache.get(key);
    const age = cached ? now() - cached.at : Infinity;
    if (age <= ttlMs) return cached.drawing;
    if (age <= staleMs) {
      if (!refreshing.has(key)) {
        refreshing.add(key);
        // The stale drawing answers this request; a failed redraw leaves it until it is too old.
        const previous = cached;
        draw(bundle, key, page, request)
          .catch(() => cache.set(key, previous))
          .finally(() => refreshing.delete(key));
      }
      // Marked, so the app asks the API again for what it shows (shell/src/app/first-paint.ts).
      return cached.drawing.then((drawing) => (drawing.html === null ? drawing : { ...drawing, stale: true }));
    }
    return draw(bundle, key, page, request);
  }
  // The pages visitors arrive at most, drawn once at startup (their first request then waits for
  // nothing); the API may not answer yet, which only means the first request draws.
  for (const { page, ...request } of warm) render(page, request).catch(() => undefined);
  return {
    /**
     * `{ html, queries, css }`; `{ html: null }` when the page is not drawn for this request (a page
     * for visitors only, asked for by someone with a session); null when this app does not draw `page`.
     */
    render,
  };
}

/**
 * If the browser reports no first contentful paint by then (the tab was hidden before it painted, or
 * the drawing never shows), the app starts anyway. Counted from the end of the page's parsing, which
 * waits for the drawing's stylesheets, so a page that paints normally never gets here: a frame
 * follows within milliseconds. On this machine's headless Chromium a first frame sometimes came only
 * after a second or more with the main thread idle; starting the code then (at 1 s) put all of its
 * work before the first paint again.
 */
export const FIRST_PAINT_START_FALLBACK_MS = 2_000;

/**
 * The page's code, started after the server's drawing is on screen rather than before it: the
 * shell's deferred scripts (index.html) become preloads, so they download as before, and a small
 * inline script adds them, in order, once the browser reports the first contentful paint (Paint
 * Timing: its time is when the frame was presented, not merely drawn). Without this a busy machine
 * runs the startup code (≈ 250 ms of Module Federation's runtime under Lighthouse's 4× CPU) while the
 * drawing's frame still waits to be rastered on the same two cores, and the first paint waits for the
 * code: starting on the first animation frame instead, one Lighthouse run in three saw the drawing
 * only at 1.2 s (FCP 2.1 s simulated instead of 0.93). Where there is no paint timing, the first
 * animation frame; a tab in the background, which paints nothing until it is shown, starts at once.
 * Null when index.html has no such scripts. `hash`: the inline script's CSP source.
 */
export function firstPaintStart(indexHtml) {
  const scripts = [...indexHtml.matchAll(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g)].map((match) => match[1]);
  if (scripts.length === 0) return null;
  const code =
    '(function(){var started=false;function start(){if(started)return;started=true;' +
    `${JSON.stringify(scripts)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s);});}` +
    "if(document.visibilityState==='hidden'){start();return;}" +
    'var P=window.PerformanceObserver;' +
    "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
    "new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start();}}).observe({type:'paint',buffered:true});" +
    '}else{requestAnimationFrame(function(){setTimeout(start);});}' +
    `setTimeout(start,${FIRST_PAINT_START_FALLBACK_MS});})();`;
  return { scripts, code, hash: `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'` };
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside a <script> data block: `<` escaped, so no `</script>` or `<!--` can end it. */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The page with the server's drawing: the stylesheets (shell's first, then the page's) before
 * `</head>`, the drawing before `#root`, `#root` marked as pending, and the answers as a data block.
 */
export function withFirstPaint(pageHtml, { html, queries, stale = false, visitor = false, stylesheets }, start = null) {
  // A remote's stylesheet in the mode the app's code asks for it later (CORS), so it is not fetched twice.
  const links = stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}"${/^https?:/.test(href) ? ' crossorigin="anonymous"' : ''}>`)
    .join('');
  const root = /<div id="root"><\/div>/;
  if (!root.test(pageHtml) || !pageHtml.includes('</head>')) return pageHtml;
  let page = pageHtml;
  let startScript = '';
  if (start && start.scripts.every((src) => page.includes(`<script defer src="${src}"></script>`))) {
    for (const src of start.scripts) {
      page = page.replace(`<script defer src="${src}"></script>`, `<link rel="preload" href="${escapeAttribute(src)}" as="script" fetchpriority="low">`);
    }
    startScript = `<script>${start.code}</script>`;
  }
  return page
    .replace('</head>', `${links}</head>`)
    .replace(
      root,
      () =>
        `<div id="${FIRST_PAINT_ID}" inert aria-hidden="true">${html}</div>` +
        `<div id="root" ${FIRST_PAINT_PENDING_ATTRIBUTE}></div>` +
        `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${scriptJson({ queries, ...(stale ? { stale } : {}), ...(visitor ? { visitor } : {}) })}</script>` +
        startScript,
    );
}

/**
 * The shell's side: for a page of a remote that draws it, the remote's drawing inside the shell's
 * frame, with the stylesheets of both; null when there is none (not drawn there, the remote slow,
 * down or failing: the page is then served as before and draws itself in the browser).
 * `remote`: `{ serverUrl, publicUrl }` — where this server reaches the remote, and where the browser does.
 */
export function createFirstPaintComposer({ root, fetchImpl = fetch, timeoutMs = FIRST_PAINT_TIMEOUT_MS, log = console, now = Date.now }) {
  const frame = serverModule(root, { now });
  const shellCss = (() => {
    try {
      return JSON.parse(fs.readFileSync(path.join(root, 'first-paint.json'), 'utf8')).chunks?.bootstrap?.css ?? [];
    } catch {
      return [];
    }
  })();
  /** Pages a remote answered 404 for, not asked again for a minute. */
  const notDrawn = ttlCache(60_000, MAX_CACHED, now);
  async function compose({ route, locale, path: pagePath, visitor = false, remote }) {
    const bundle = frame();
    if (!bundle || !route.layout || !bundle.layouts.includes(route.layout) || !remote) return null;
    const missKey = `${remote.serverUrl}\n${route.id}`;
    if (notDrawn.get(missKey)) return null;
    // A remote answers 204 for a page it draws for visitors only (first-paint/server.tsx).
    const url = new URL(`__first-paint/${encodeURIComponent(route.id)}`, remote.serverUrl);
    url.searchParams.set('locale', locale);
    url.searchParams.set('path', pagePath);
    if (visitor) url.searchParams.set('visitor', '1');
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (response.status === 404) {
        notDrawn.set(missKey, true);
        return null;
      }
      if (response.status === 204) return null;
      if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
      const page = await response.json();
      const html = await bundle.render(route.layout, { locale, path: pagePath, visitor }, page.html);
      if (html === null) return null;
      return {
        html,
        queries: page.queries,
        stale: page.stale === true,
        visitor,
        stylesheets: [...shellCss.map((file) => `/${file}`), ...page.css.map((file) => new URL(file, remote.publicUrl).href)],
      };
    } catch (error) {
      log.warn?.(`first paint of ${route.id} (${locale}) skipped: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
  /** The shell's frame renderer (its `pageLocale` settles the page's language), or null. */
  compose.bundle = frame;
  return compose;
}
