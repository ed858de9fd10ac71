import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseArgs } from './args';
import { lighthouseTargets, pageTargets, selectRoutes } from './targets';

describe('parseArgs', () => {
  it('runs everything with full settings by default', () => {
    const args = parseArgs([]);
    assert.deepEqual(args.only, ['frontend', 'lighthouse', 'api', 'stream', 'load']);
    assert.equal(args.quick, false);
    assert.equal(args.lighthouseRuns, 3);
    assert.equal(args.connections, 50);
    assert.equal(args.durationSeconds, 10);
    assert.equal(args.users, 10_000);
  });

  it('shrinks the run with --quick, ignoring the `--` pnpm passes through', () => {
    const args = parseArgs(['--', '--quick']);
    assert.equal(args.quick, true);
    assert.equal(args.durationSeconds, 3);
    assert.deepEqual(args.only, ['frontend', 'api']);
    assert.equal(args.lighthouseRuns, 1);
    assert.equal(args.users, 1000);
  });

  it('takes subsets by name and overrides, in both spellings', () => {
    assert.deepEqual(parseArgs(['--only', 'api']).only, ['api']);
    assert.deepEqual(parseArgs(['--only=frontend,api']).only, ['frontend', 'api']);
    assert.equal(parseArgs(['--quick', '--connections', '20']).connections, 20);
    assert.equal(parseArgs(['--duration=5']).durationSeconds, 5);
    assert.equal(parseArgs(['--no-postgres']).postgres, false);
    assert.equal(parseArgs(['--users', '0']).users, 0);
    assert.throws(() => parseArgs(['--users', '-5']), /--users/);
    assert.equal(parseArgs(['--quick']).ladderUsers, null);
    assert.equal(parseArgs(['--quick', '--ladder-users', '10000']).ladderUsers, 10_000);
    assert.throws(() => parseArgs(['--ladder-users', '0']), /positive integer/);
    assert.equal(parseArgs([]).lighthouseCpuSlowdown, undefined);
    assert.equal(parseArgs(['--lighthouse-cpu-slowdown', '2']).lighthouseCpuSlowdown, 2);
    assert.equal(parseArgs(['--lighthouse-cpu-slowdown=1.5']).lighthouseCpuSlowdown, 1.5);
    for (const bad of ['0.5', '21', 'fast']) assert.throws(() => parseArgs(['--lighthouse-cpu-slowdown', bad]), /1 to 20/);
  });

  it('takes the pages to measure with --routes', () => {
    assert.equal(parseArgs([]).routes, null);
    assert.deepEqual(parseArgs(['--routes', '/my-listings, /de/faq']).routes, ['/my-listings', '/de/faq']);
    assert.throws(() => parseArgs(['--routes', 'my-listings']), /--routes takes paths/);
    assert.throws(() => parseArgs(['--routes', '']), /--routes takes paths/);
  });

  it('refuses unknown sections, options and bad numbers', () => {
    assert.deepEqual(parseArgs(['--quick', '--only', 'lighthouse']).only, ['lighthouse']);
    assert.throws(() => parseArgs(['--only', 'wrk']), /--only takes/);
    assert.throws(() => parseArgs(['--fast']), /unknown option --fast/);
    assert.throws(() => parseArgs(['--duration', '0']), /positive integer/);
  });
});

describe('pageTargets', () => {
  const routes = [
    { path: '/', owner: 'listings' },
    { path: '/search', owner: 'listings' },
    { path: '/business/:id', owner: 'listings' },
    { path: '/login', owner: 'account' },
    { path: '/pricing', owner: 'account' },
    { path: '/password-reset', owner: 'account', access: 'guest' },
    { path: '/dashboard', owner: 'account', access: 'auth' },
    { path: '/create/information/:id?', owner: 'createListing', access: 'auth' },
  ];

  it('loads /, /de, /login and every route, those behind auth or subscribed logged in', () => {
    const targets = pageTargets(routes, false);
    assert.deepEqual(
      targets.map((t) => `${t.path}${t.loggedIn ? '*' : ''}`),
      ['/', '/de', '/login', '/search', '/business/1', '/pricing', '/password-reset', '/dashboard*', '/create/information*'],
    );
  });

  it('keeps the pages with a budget, one page per owning app and one protected page when quick', () => {
    const targets = pageTargets(routes, true);
    assert.deepEqual(
      targets.map((t) => `${t.path}${t.loggedIn ? '*' : ''}`),
      ['/', '/de', '/login', '/search', '/business/1', '/dashboard*', '/create/information*'],
    );
  });

  it('measures the listing page at a published listing when one is known, in quick and full runs', () => {
    for (const quick of [true, false]) {
      const paths = pageTargets(routes, quick, '/business/42').map((t) => t.path);
      assert.ok(paths.includes('/business/42'), `quick=${quick}`);
      assert.ok(!paths.includes('/business/1'), `quick=${quick}`);
    }
  });

  it("gives Lighthouse the budget's pages when quick (landing, search, a published listing, login), that listing's path when full", () => {
    assert.deepEqual(
      lighthouseTargets(routes, true, '/business/42').map((t) => t.path),
      ['/', '/search', '/business/42', '/login'],
    );
    assert.deepEqual(
      lighthouseTargets(routes, true, null).map((t) => t.path),
      ['/', '/search', '/business/1', '/login'],
    );
    const full = lighthouseTargets(routes, false, '/business/42').map((t) => t.path);
    assert.ok(full.includes('/business/42') && !full.includes('/business/1'));
    assert.equal(full.length, pageTargets(routes, false).length);
  });

  it('--routes keeps only the named pages, the listing by its pattern, and refuses a page nobody measures', () => {
    const all = pageTargets(routes, false, '/business/42');
    assert.deepEqual(
      selectRoutes(all, ['/dashboard', '/pricing']).map((t) => `${t.path}${t.loggedIn ? '*' : ''}`),
      ['/pricing', '/dashboard*'],
    );
    assert.deepEqual(
      selectRoutes(all, ['/business/:id']).map((t) => t.path),
      ['/business/42'],
    );
    assert.equal(selectRoutes(all, null).length, all.length);
    assert.throws(() => selectRoutes(all, ['/pricing', '/nowhere']), /no such page measured: \/nowhere/);
  });
});

describe('generator scale and output', () => {
  it('scales the issue defaults by the user count and reads the new message id', async () => {
    const { dataScale, parseGenerateOutput } = await import('./api');
    assert.deepEqual(dataScale(10_000), { users: 10_000, listings: 100_000, dialogs: 50_000, messages: 1_000_000 });
    assert.deepEqual(dataScale(1000), { users: 1000, listings: 10_000, dialogs: 5000, messages: 100_000 });
    assert.deepEqual(parseGenerateOutput('generated in PGlite: 10 users\nnew-message-id=4242\n'), {
      summary: 'generated in PGlite: 10 users',
      newMessageId: 4242,
    });
    assert.deepEqual(parseGenerateOutput('generated: 0 users'), { summary: 'generated: 0 users', newMessageId: null });
  });
});
