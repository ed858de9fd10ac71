import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, it } from 'node:test';
import { BROWSE_MIX, createRng, initialLadder, nextLadderStep, offeredRate, pickKind, POLL_LADDER_SECONDS, runLoad } from './load';
import { machineTicks } from './load-resources';
import { cpuSecondsOf, loadDataScale, loadSettings, loadTables, rssMbOf, xsrfOf } from './load-section';

describe('the poll ladder of one simulated user', () => {
  it('climbs one step per poll with nothing new and stays at 240 s', () => {
    assert.equal(nextLadderStep(0, false), 1);
    assert.equal(nextLadderStep(POLL_LADDER_SECONDS.length - 1, false), POLL_LADDER_SECONDS.length - 1);
  });

  it('starts over at 5 s after something new', () => {
    assert.equal(nextLadderStep(4, true), 0);
  });

  it('puts about 90 % of the users at the top step, their first poll within the step', () => {
    const random = createRng(7);
    const starts = Array.from({ length: 10_000 }, () => initialLadder(random));
    const top = starts.filter((s) => s.step === POLL_LADDER_SECONDS.length - 1).length;
    assert.ok(top > 8_900 && top < 9_100, `${top} at the top`);
    assert.ok(starts.every((s) => s.firstPollMs >= 0 && s.firstPollMs < POLL_LADDER_SECONDS[s.step]! * 1000));
  });
});

describe('the scenario', () => {
  it('offers the ladder rate plus browsing plus sends and their forced polls', () => {
    // 10,000 users: 50 polls/s on the ladder, 166.7 browsing/s (every 60 s), 2 × 16.7 sends and forced polls/s.
    assert.equal(Math.round(offeredRate({ users: 10_000, browseEverySeconds: 60, sendEverySeconds: 600 })), 250);
    assert.equal(Math.round(offeredRate({ users: 10_000, browseEverySeconds: 0, sendEverySeconds: 0 })), 50);
  });

  it('picks browsing kinds by their shares', () => {
    assert.equal(pickKind(BROWSE_MIX, 0), 'search: broad word');
    assert.equal(pickKind(BROWSE_MIX, 0.999), 'favourites');
    assert.equal(Math.round(BROWSE_MIX.reduce((sum, [, share]) => sum + share, 0) * 1000), 1000);
  });

  it('sends each kind of request to the targets and counts a failing answer', async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url?.split('?')[0]} ${req.headers.cookie} ${req.headers['x-xsrf-token'] ?? ''}`);
      if (req.url?.startsWith('/api/favorites')) res.writeHead(500).end('{}');
      else res.writeHead(200, { 'content-type': 'application/json' }).end(req.url?.startsWith('/api/sync') ? '{"messages":[]}' : '{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const run = await runLoad({
        targets: [`http://127.0.0.1:${port}`],
        users: 40,
        durationSeconds: 2,
        sessions: [{ cookie: 's=1', xsrf: 'tok', sendTo: { business_id: 5, opponent_id: 6 } }],
        listingIds: [9],
        browseEverySeconds: 0.2,
        sendEverySeconds: 1,
        connectionsPerTarget: 4,
      });
      const kind = (name: string) => run.kinds.find((k) => k.kind === name)!;
      assert.ok(kind('listing page').count > 0);
      assert.ok(kind('message send').count > 0);
      assert.ok(kind('sync (after a send)').count > 0, 'a send is followed by a poll');
      assert.equal(kind('favourites').non2xx, kind('favourites').count);
      assert.equal(kind('listing page').non2xx, 0);
      assert.ok(seen.includes('GET /api/businesses/9 s=1 '));
      assert.ok(seen.includes('POST /api/messages s=1 tok'));
      assert.equal(run.unanswered, 0);
    } finally {
      server.close();
    }
  });
});

describe('the load section', () => {
  it('reads its sizes from the environment, small by default', () => {
    const defaults = loadSettings({});
    assert.deepEqual([defaults.users, defaults.listings, defaults.instances], [500, 5_000, [1, 2, 3]]);
    const full = loadSettings({ BENCH_USERS: '10000', BENCH_LISTINGS: '100000', BENCH_INSTANCES: '3' });
    assert.deepEqual([full.users, full.listings, full.instances], [10_000, 100_000, [3]]);
    assert.throws(() => loadSettings({ BENCH_USERS: 'many' }), /BENCH_USERS/);
    assert.throws(() => loadSettings({ BENCH_INSTANCES: '0' }), /BENCH_INSTANCES/);
  });

  it('generates the listings asked for and users enough for the sessions', () => {
    assert.deepEqual(loadDataScale({ listings: 100_000, sessions: 100 }), { users: 10_000, listings: 100_000, dialogs: 50_000, messages: 1_000_000 });
    assert.equal(loadDataScale({ listings: 1_000, sessions: 300 }).users, 300);
  });

  it('reads CPU seconds and memory from /proc', () => {
    assert.equal(cpuSecondsOf('123 (node (x) y) S 1 2 3 4 5 6 7 8 9 10 250 50 0 0'), 3);
    assert.equal(rssMbOf('Name:\tnode\nVmRSS:\t  204800 kB\n'), 200);
  });

  it('reads the busy share of every core from /proc/stat', () => {
    // user nice system idle iowait irq softirq steal
    assert.deepEqual(machineTicks('cpu  600 0 200 150 50 0 0 0 0 0\ncpu0 1 2 3'), { busy: 800, total: 1000 });
  });

  it('finds the XSRF token in a Cookie header', () => {
    assert.equal(xsrfOf('bizmarkt_session=a; XSRF-TOKEN=b%3Dc'), 'b=c');
  });

  it('says when a run had errors and gives the ratios to the first run', () => {
    const kinds = (p95: number, non2xx: number) => [{ kind: 'search: broad word' as const, count: 10, errors: 0, non2xx, p50Ms: 1, p95Ms: p95, p99Ms: p95 }];
    const resources = {
      instances: [{ pid: 1, cpuPercent: 50, peakRssMb: 100 }],
      postgresCpuPercent: 20,
      postgresConnections: { peak: 4, mean: 2 },
      loadAverage: 1,
      loadAverageStart: 2,
      generatorCpuPercent: 7,
      machineBusyPercent: 96,
    };
    const run = (p95: number, non2xx: number) => ({ seconds: 1, unanswered: 0, requests: 10, requestsPerSecond: 10, kinds: kinds(p95, non2xx), statuses: {} });
    const text = loadTables(
      [
        { label: '1 instance', instances: 1, offeredPerSecond: 10, run: run(40, 0), resources },
        { label: '2 instances', instances: 2, offeredPerSecond: 10, run: run(20, 3), resources },
      ],
      loadSettings({}),
    );
    assert.match(text, /\| 1 instance \| 10 \| 10 \| yes \|/);
    assert.match(text, /\| 2 instances \| 10 \| 10 \| NO \(3\) \|/);
    assert.match(text, /\| 2 instances \| 0\.50 \|/);
    assert.match(text, /\| 7 \| 96 \| 2\.0 → 1\.0 \|/);
  });
});
