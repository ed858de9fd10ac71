import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import {
  createFirstPaintComposer,
  createPageRenderer,
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_ID,
  FIRST_PAINT_PENDING_ATTRIBUTE,
  FIRST_PAINT_START_FALLBACK_MS,
  firstPaintStart,
  GUEST_COOKIE,
  isVisitor,
  parseFirstPaintQuery,
  SESSION_COOKIE,
  withFirstPaint,
} from './first-paint.mjs';

const PAGE = '<!doctype html><html><head><title>Bizmarkt</title></head><body><div id="root"></div></body></html>';

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
  fs.mkdirSync(path.join(dir, 'server'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A server bundle in the temp dist (CommonJS, as rspack writes it). */
function writeBundle(source) {
  const file = path.join(dir, 'server', 'first-paint.cjs');
  fs.writeFileSync(file, source);
  return file;
}

describe('parseFirstPaintQuery', () => {
  it('takes a language of the site and a path of the site', () => {
    assert.deepEqual(parseFirstPaintQuery({ locale: 'de', path: '/de/search?q=x' }), { locale: 'de', path: '/de/search?q=x', visitor: false });
    assert.equal(parseFirstPaintQuery({ locale: 'en', path: '/business/7', visitor: '1' }).visitor, true);
  });
  it('refuses anything else', () => {
    assert.ok(parseFirstPaintQuery({ locale: 'fr', path: '/' }).error);
    assert.ok(parseFirstPaintQuery({ locale: 'en', path: 'https://evil.example/' }).error);
    assert.ok(parseFirstPaintQuery({ locale: 'en', path: '//evil.example/' }).error);
    assert.ok(parseFirstPaintQuery({ locale: 'en', path: `/${'a'.repeat(2_000)}` }).error);
    assert.ok(parseFirstPaintQuery({ locale: 'en' }).error);
  });
});

describe('isVisitor', () => {
  it('is a request without the API’s session cookie', () => {
    assert.equal(isVisitor(undefined), true);
    assert.equal(isVisitor('locale=de; XSRF-TOKEN=abc'), true);
    assert.equal(isVisitor('locale=de; bizmarkt_session=abc'), false);
    assert.equal(isVisitor('bizmarkt_session=abc'), false);
    assert.equal(isVisitor('bizmarkt_session='), true);
  });

  it('is a guest session’s request too, once the guest cookie says nobody is logged in', () => {
    assert.equal(isVisitor('bizmarkt_session=abc; guest=1'), true);
    assert.equal(isVisitor('guest=1; bizmarkt_session=abc'), true);
    assert.equal(isVisitor('bizmarkt_session=abc; guest=0'), false);
    assert.equal(isVisitor('bizmarkt_session=abc; notguest=1'), false);
    assert.equal(isVisitor('bizmarkt_session=abc; guest=10'), false);
  });

  it('knows the API’s cookie by its name there', () => {
    const session = fs.readFileSync(new URL('../../api/src/plugins/app/session.ts', import.meta.url), 'utf8');
    assert.equal(/export const SESSION_COOKIE = '([^']+)'/.exec(session)?.[1], SESSION_COOKIE);
    const constants = fs.readFileSync(new URL('../src/constants.ts', import.meta.url), 'utf8');
    assert.equal(/export const GUEST_COOKIE = '([^']+)'/.exec(constants)?.[1], GUEST_COOKIE);
  });
});

describe('withFirstPaint', () => {
  const drawing = {
    html: '<h1>Buy and sell</h1>',
    queries: [{ queryKey: ['search'], data: { name: '</script><script>alert(1)</script>' }, dataUpdatedAt: 5 }],
    stylesheets: ['/bootstrap.1a2b3c4d.css', 'http://localhost:3001/page-landing.1a2b3c4d.css'],
  };

  it('puts the drawing, inert and hidden from assistive technology, before #root, which waits out of sight', () => {
    const html = withFirstPaint(PAGE, drawing);
    assert.match(html, /<div id="bz-first-paint" inert aria-hidden="true"><h1>Buy and sell<\/h1><\/div><div id="root" data-first-paint><\/div>/);
  });

  it('links the stylesheets in the head, a remote’s in CORS mode as the app asks for it later', () => {
    const html = withFirstPaint(PAGE, drawing);
    const head = html.slice(0, html.indexOf('</head>'));
    assert.ok(head.includes('<link rel="stylesheet" href="/bootstrap.1a2b3c4d.css">'));
    assert.ok(head.includes('<link rel="stylesheet" href="http://localhost:3001/page-landing.1a2b3c4d.css" crossorigin="anonymous">'));
  });

  it('carries the answers in a data block no answer can end', () => {
    const html = withFirstPaint(PAGE, drawing);
    const block = /<script type="application\/json" id="bz-first-paint-data">(.*?)<\/script>/.exec(html)?.[1];
    assert.ok(block && !block.includes('<'));
    assert.deepEqual(JSON.parse(block), { queries: drawing.queries });
  });

  it('says when the drawing was an older one, so the app asks again', () => {
    const html = withFirstPaint(PAGE, { ...drawing, stale: true });
    const block = /<script type="application\/json" id="bz-first-paint-data">(.*?)<\/script>/.exec(html)?.[1];
    assert.equal(JSON.parse(block).stale, true);
  });

  it('says when the page was asked for without a session, so the app knows the visitor is a guest at once', () => {
    const blockOf = (html) => JSON.parse(/<script type="application\/json" id="bz-first-paint-data">(.*?)<\/script>/.exec(html)?.[1]);
    assert.equal(blockOf(withFirstPaint(PAGE, { ...drawing, visitor: true })).visitor, true);
    assert.equal(blockOf(withFirstPaint(PAGE, { ...drawing, visitor: false })).visitor, undefined);
  });

  it('starts the page’s code after the drawing is on screen: its scripts preloaded, then added in order by a hashed inline script', () => {
    const index = '<html><head><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';
    const start = firstPaintStart(index);
    assert.deepEqual(start.scripts, ['/main.1a2b3c4d.js']);
    assert.equal(start.hash, `'sha256-${crypto.createHash('sha256').update(start.code).digest('base64')}'`);
    const html = withFirstPaint(index, drawing, start);
    assert.ok(!html.includes('<script defer'));
    assert.ok(html.includes('<link rel="preload" href="/main.1a2b3c4d.js" as="script" fetchpriority="low">'));
    assert.ok(html.endsWith(`<script>${start.code}</script></body></html>`));
    // The snippet adds the scripts once: on the first contentful paint, else the first frame, at
    // once in a tab in the background, and after the fallback delay whatever came before.
    const run = ({ hidden = false, paintTiming = true } = {}) => {
      const added = [];
      const frames = [];
      const timers = [];
      const observers = [];
      const document = { visibilityState: hidden ? 'hidden' : 'visible', head: { appendChild: (script) => added.push(script) }, createElement: () => ({}) };
      class PerformanceObserver {
        static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
        constructor(callback) {
          this.callback = callback;
          this.disconnected = false;
          observers.push(this);
        }
        observe(options) {
          this.options = options;
        }
        disconnect() {
          this.disconnected = true;
        }
        report(...names) {
          this.callback({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) }, this);
        }
      }
      const window = { PerformanceObserver };
      new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', start.code)(
        document,
        window,
        (fn) => frames.push(fn),
        (fn, ms) => timers.push({ fn, ms }),
      );
      return { added: () => added.map((script) => [script.src, script.async]), frames, timers, observers };
    };
    const ADDED = [['/main.1a2b3c4d.js', false]];

    const painted = run();
    assert.deepEqual(painted.added(), []);
    assert.deepEqual(
      painted.observers.map((o) => o.options),
      [{ type: 'paint', buffered: true }],
    );
    assert.deepEqual(painted.frames, [], 'no frame callback where paint timing is kept');
    painted.observers[0].report('first-paint');
    assert.deepEqual(painted.added(), [], 'a paint without content is not the drawing');
    painted.observers[0].report('first-paint', 'first-contentful-paint');
    assert.deepEqual(painted.added(), ADDED);
    assert.equal(painted.observers[0].disconnected, true);
    assert.deepEqual(
      painted.timers.map((t) => t.ms),
      [FIRST_PAINT_START_FALLBACK_MS],
    );
    painted.timers[0].fn();
    assert.deepEqual(painted.added(), ADDED, 'added once');

    const noPaintTiming = run({ paintTiming: false });
    assert.deepEqual(noPaintTiming.observers, []);
    noPaintTiming.frames.shift()();
    assert.deepEqual(noPaintTiming.added(), []);
    noPaintTiming.timers.filter((t) => t.ms === undefined).forEach((t) => t.fn());
    assert.deepEqual(noPaintTiming.added(), ADDED);

    const neverPainted = run();
    neverPainted.timers[0].fn();
    assert.deepEqual(neverPainted.added(), ADDED, 'the fallback starts the app without a paint');

    const background = run({ hidden: true });
    assert.deepEqual(background.added(), ADDED);
    assert.deepEqual([background.observers, background.frames, background.timers], [[], [], []]);
    assert.equal(firstPaintStart('<html><head></head></html>'), null);
  });

  it('leaves a page without #root alone', () => {
    assert.equal(withFirstPaint('<html><head></head><body></body></html>', drawing), '<html><head></head><body></body></html>');
  });
});

describe('createPageRenderer (a remote’s side)', () => {
  const bundle = `
    let calls = 0;
    exports.pages = ['landing'];
    exports.configure = ({ apiUrl }) => { exports.apiUrl = apiUrl; };
    exports.render = async (page, request) => {
      if (page === 'landing' && request.path === '/mine') return null;
      calls += 1;
      if (request.path === '/fail') throw new Error('API down');
      return { html: '<p>' + page + ' ' + request.locale + ' ' + calls + '</p>', queries: [] };
    };`;

  it('draws a page it knows, with its stylesheets, once per page, language and path within the TTL', async () => {
    writeBundle(bundle);
    fs.writeFileSync(path.join(dir, 'first-paint.json'), JSON.stringify({ chunks: { 'page-landing': { css: ['page-landing.1a2b3c4d.css'] } } }));
    let now = 0;
    const renderer = createPageRenderer({ root: dir, apiUrl: 'http://api:4000', now: () => now });
    assert.deepEqual(await renderer.render('landing', { locale: 'de', path: '/de' }), {
      html: '<p>landing de 1</p>',
      queries: [],
      css: ['page-landing.1a2b3c4d.css'],
    });
    assert.equal((await renderer.render('landing', { locale: 'de', path: '/de' })).html, '<p>landing de 1</p>');
    assert.equal((await renderer.render('landing', { locale: 'en', path: '/' })).html, '<p>landing en 2</p>');
    // Older than the TTL: the old drawing at once, marked stale, while a new one is drawn for the next request.
    now = 5_001;
    const stale = await renderer.render('landing', { locale: 'de', path: '/de' });
    assert.deepEqual([stale.html, stale.stale], ['<p>landing de 1</p>', true]);
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await renderer.render('landing', { locale: 'de', path: '/de' });
    assert.deepEqual([fresh.html, fresh.stale], ['<p>landing de 3</p>', undefined]);
    // Too old to show: the request waits for a new drawing.
    now = 5_001 + 60_001;
    assert.equal((await renderer.render('landing', { locale: 'de', path: '/de' })).html, '<p>landing de 4</p>');
  });

  it('keeps the old drawing when a redraw fails, until it is too old', async () => {
    writeBundle(`
      let calls = 0;
      exports.pages = ['landing'];
      exports.configure = () => undefined;
      exports.render = async () => { calls += 1; if (calls === 2) throw new Error('API down'); return { html: '<p>' + calls + '</p>', queries: [] }; };`);
    let now = 0;
    const renderer = createPageRenderer({ root: dir, apiUrl: 'x', now: () => now });
    assert.equal((await renderer.render('landing', { locale: 'en', path: '/' })).html, '<p>1</p>');
    now = 6_000;
    assert.equal((await renderer.render('landing', { locale: 'en', path: '/' })).html, '<p>1</p>');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal((await renderer.render('landing', { locale: 'en', path: '/' })).html, '<p>1</p>');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal((await renderer.render('landing', { locale: 'en', path: '/' })).html, '<p>3</p>');
  });

  it('draws the pages it is told to warm at startup', async () => {
    writeBundle(bundle);
    const renderer = createPageRenderer({ root: dir, apiUrl: 'x', warm: [{ page: 'landing', locale: 'de', path: '/de', visitor: true }] });
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal((await renderer.render('landing', { locale: 'de', path: '/de', visitor: true })).html, '<p>landing de 1</p>');
  });

  it('answers null for a page it does not draw, and when it has no server bundle', async () => {
    writeBundle(bundle);
    assert.equal(await createPageRenderer({ root: dir, apiUrl: 'x' }).render('search', { locale: 'en', path: '/search' }), null);
    fs.rmSync(path.join(dir, 'server'), { recursive: true });
    assert.equal(await createPageRenderer({ root: dir, apiUrl: 'x' }).render('landing', { locale: 'en', path: '/' }), null);
  });

  it('says so when the page is not drawn for this request', async () => {
    writeBundle(bundle);
    assert.deepEqual(await createPageRenderer({ root: dir, apiUrl: 'x' }).render('landing', { locale: 'en', path: '/mine' }), { html: null });
  });

  it('keeps no failed drawing: the next request tries again', async () => {
    writeBundle(bundle);
    const renderer = createPageRenderer({ root: dir, apiUrl: 'x' });
    await assert.rejects(renderer.render('landing', { locale: 'en', path: '/fail' }), /API down/);
    await assert.rejects(renderer.render('landing', { locale: 'en', path: '/fail' }), /API down/);
  });

  it('loads a redeployed bundle', async () => {
    const file = writeBundle(bundle);
    let now = 0;
    const renderer = createPageRenderer({ root: dir, apiUrl: 'x', now: () => now, ttlMs: 0 });
    assert.equal((await renderer.render('landing', { locale: 'en', path: '/' })).html, '<p>landing en 1</p>');
    fs.writeFileSync(file, bundle.replace("'<p>'", "'<p>v2 '"));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    now = 2_000;
    assert.equal((await renderer.render('landing', { locale: 'en', path: '/' })).html, '<p>v2 landing en 1</p>');
  });
});

describe('createFirstPaintComposer (the shell’s side)', () => {
  const frame = `
    exports.layouts = ['landing', 'default'];
    exports.render = async (layout, request, pageHtml) => '<div class="frame ' + layout + ' ' + request.locale + '"><main>' + pageHtml + '</main></div>';
    exports.pageLocale = () => ({ locale: 'en', path: '/' });`;
  const route = { id: 'landing', layout: 'landing' };
  const remote = { serverUrl: 'http://127.0.0.1:3001/', publicUrl: 'http://localhost:3001/mf-manifest.json' };
  const json = (status, body) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const quiet = { warn: () => undefined };

  it('puts the remote’s drawing into the shell’s frame, with both apps’ stylesheets', async () => {
    writeBundle(frame);
    fs.writeFileSync(path.join(dir, 'first-paint.json'), JSON.stringify({ chunks: { bootstrap: { css: ['bootstrap.1a2b3c4d.css'] } } }));
    const asked = [];
    const fetchImpl = async (url) => {
      asked.push(String(url));
      return json(200, { html: '<h1>Page</h1>', queries: [{ queryKey: ['x'], data: 1, dataUpdatedAt: 2 }], css: ['page-landing.1a2b3c4d.css'] });
    };
    const compose = createFirstPaintComposer({ root: dir, fetchImpl, log: quiet });
    const drawing = await compose({ route, locale: 'de', path: '/de', remote });
    assert.deepEqual(asked, ['http://127.0.0.1:3001/__first-paint/landing?locale=de&path=%2Fde']);
    assert.deepEqual(drawing, {
      html: '<div class="frame landing de"><main><h1>Page</h1></main></div>',
      queries: [{ queryKey: ['x'], data: 1, dataUpdatedAt: 2 }],
      stale: false,
      visitor: false,
      stylesheets: ['/bootstrap.1a2b3c4d.css', 'http://localhost:3001/page-landing.1a2b3c4d.css'],
    });
  });

  it('serves the page without a drawing when the remote fails or is slow', async () => {
    writeBundle(frame);
    const failing = createFirstPaintComposer({ root: dir, fetchImpl: async () => json(502, { message: 'x' }), log: quiet });
    assert.equal(await failing({ route, locale: 'en', path: '/', remote }), null);
    const down = createFirstPaintComposer({
      root: dir,
      fetchImpl: async () => {
        throw new TypeError('fetch failed');
      },
      log: quiet,
    });
    assert.equal(await down({ route, locale: 'en', path: '/', remote }), null);
    // A server that never answers (the timer holds the event loop, as a real socket would).
    const hanging = (url, { signal }) =>
      new Promise((_resolve, reject) => {
        const socket = setTimeout(() => undefined, 10_000);
        signal.addEventListener('abort', () => {
          clearTimeout(socket);
          reject(signal.reason);
        });
      });
    const slow = createFirstPaintComposer({ root: dir, fetchImpl: hanging, timeoutMs: 50, log: quiet });
    const started = Date.now();
    assert.equal(await slow({ route, locale: 'en', path: '/', remote }), null);
    assert.ok(Date.now() - started < 2_000);
  });

  it('asks as a visitor when the request had no session, and takes 204 as “not for this request”', async () => {
    writeBundle(frame);
    const asked = [];
    const compose = createFirstPaintComposer({
      root: dir,
      fetchImpl: async (url) => {
        asked.push(String(url));
        return new Response(null, { status: 204 });
      },
      log: quiet,
    });
    assert.equal(await compose({ route, locale: 'en', path: '/', visitor: true, remote }), null);
    assert.equal(await compose({ route, locale: 'en', path: '/', visitor: false, remote }), null);
    assert.deepEqual(
      asked.map((url) => new URL(url).searchParams.get('visitor')),
      ['1', null],
    );
  });

  it('does not ask a remote again for a minute about a page it does not draw', async () => {
    writeBundle(frame);
    let now = 0;
    let asked = 0;
    const compose = createFirstPaintComposer({
      root: dir,
      fetchImpl: async () => {
        asked += 1;
        return json(404, { message: 'Not Found' });
      },
      now: () => now,
      log: quiet,
    });
    assert.equal(await compose({ route, locale: 'en', path: '/', remote }), null);
    assert.equal(await compose({ route, locale: 'en', path: '/', remote }), null);
    assert.equal(asked, 1);
    now = 60_001;
    await compose({ route, locale: 'en', path: '/', remote });
    assert.equal(asked, 2);
  });

  it('asks nothing for a layout the shell does not draw, or without its frame bundle', async () => {
    writeBundle(frame);
    let asked = 0;
    const fetchImpl = async () => {
      asked += 1;
      return json(200, {});
    };
    assert.equal(
      await createFirstPaintComposer({ root: dir, fetchImpl, log: quiet })({ route: { id: 'login', layout: 'auth' }, locale: 'en', path: '/login', remote }),
      null,
    );
    fs.rmSync(path.join(dir, 'server'), { recursive: true });
    assert.equal(await createFirstPaintComposer({ root: dir, fetchImpl, log: quiet })({ route, locale: 'en', path: '/', remote }), null);
    assert.equal(asked, 0);
  });
});

describe('the ids the page and the shell share', () => {
  it('are those of shared/src/first-paint.ts, which the shell reads', () => {
    const source = fs.readFileSync(new URL('../src/first-paint.ts', import.meta.url), 'utf8');
    const constant = (name) => new RegExp(`export const ${name} = '([^']+)'`).exec(source)?.[1];
    assert.equal(constant('FIRST_PAINT_ID'), FIRST_PAINT_ID);
    assert.equal(constant('FIRST_PAINT_DATA_ID'), FIRST_PAINT_DATA_ID);
    assert.equal(constant('FIRST_PAINT_PENDING_ATTRIBUTE'), FIRST_PAINT_PENDING_ATTRIBUTE);
  });
});
