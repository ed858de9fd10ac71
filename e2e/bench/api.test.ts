import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { measureTarget, pairedRatio, percentile, settle } from './api';
import { searchTargets } from './search-targets';

describe('percentile', () => {
  it('reads the nearest rank of the latencies, whatever their order', () => {
    const samples = Array.from({ length: 200 }, (_, index) => (index * 37) % 200);
    assert.equal(percentile(samples, 50), 99);
    assert.equal(percentile(samples, 95), 189);
    assert.equal(percentile(samples, 99), 197);
    assert.equal(percentile([3], 95), 3);
    assert.equal(percentile([], 95), 0);
  });
});

describe('search targets', () => {
  it('measure each search once under the run’s connections and once one request at a time, then the business page', async () => {
    const server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ data: [{ id: 42 }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const targets = await searchTargets(`http://127.0.0.1:${port}`);
      const loaded = targets.filter((target) => target.name.startsWith('search:') && target.connections === undefined);
      const single = targets.filter((target) => target.connections === 1);
      assert.equal(loaded.length, 5);
      assert.deepEqual(
        single.map((target) => target.url),
        loaded.map((target) => target.url),
      );
      assert.ok(single.every((target) => target.name.endsWith(', 1 connection')));
      assert.equal(targets.at(-1)?.url, `http://127.0.0.1:${port}/api/businesses/42`);
      const pglite = await searchTargets(`http://127.0.0.1:${port}`, { underLoad: false });
      assert.equal(pglite.length, 6);
      assert.ok(pglite.every((target) => target.connections === 1 && target.name.endsWith(', 1 connection')));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('settle', () => {
  it('waits until the server answers quickly again, and gives up at the deadline', async () => {
    let backlog = 3;
    const server = createServer((_request, response) => {
      const delay = backlog > 0 ? 300 : 0;
      backlog -= 1;
      setTimeout(() => response.end('{}'), delay);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/`;
      const took = await settle(url, { quickMs: 100, timeoutMs: 10_000 });
      assert.ok(took !== null && took >= 900, `three slow answers before a quick one (took ${took} ms)`);
      assert.equal(backlog, -1);
      backlog = 1_000;
      assert.equal(await settle(url, { quickMs: 100, timeoutMs: 1_000 }), null);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('paired measurement', () => {
  it('counts each side over its own slices', () => {
    const part = (total: number, duration: number) => ({ duration, requests: { total } as never });
    const paired = pairedRatio([part(5_000, 1), part(4_000, 1)], [part(10_000, 1), part(20_000, 2)]);
    assert.equal(paired.target, 4_500);
    assert.equal(paired.ceiling, 10_000);
    assert.equal(paired.ratio, 0.45);
    assert.equal(pairedRatio([part(1, 1)], []).ratio, null);
  });

  it('measures a paired target between two slices of the ceiling, sending it the same request', async () => {
    const seen: Array<{ server: 'ceiling' | 'target'; at: number; cookie: string | undefined }> = [];
    const serve = (name: 'ceiling' | 'target', delayMs: number) =>
      createServer((request, response) => {
        seen.push({ server: name, at: Date.now(), cookie: request.headers.cookie });
        setTimeout(() => response.end('{}'), delayMs);
      });
    const ceiling = serve('ceiling', 0);
    const target = serve('target', 4);
    await Promise.all([ceiling, target].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
    try {
      const url = (server: typeof ceiling) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const load = { connections: 2, durationSeconds: 1, warmupSeconds: 0 };
      const result = await measureTarget('test', { name: 'slow', url: url(target), headers: { cookie: 's=1' }, paired: true }, load, {
        name: 'ceiling',
        url: url(ceiling),
      });
      const times = (name: string) => seen.filter((s) => s.server === name).map((s) => s.at);
      const [targetFirst, targetLast] = [Math.min(...times('target')), Math.max(...times('target'))];
      assert.ok(
        times('ceiling').some((at) => at < targetFirst),
        'a ceiling slice before the target',
      );
      assert.ok(
        times('ceiling').some((at) => at > targetLast),
        'a ceiling slice after it',
      );
      assert.ok(
        seen.every((s) => s.cookie === 's=1'),
        "the ceiling gets the target's request",
      );
      // Answers still in flight when a slice ends reach the server but are not counted: one per connection and slice.
      assert.ok(Math.abs(result.total - times('target').length) <= 2 * 2, `${result.total} counted, ${times('target').length} served`);
      assert.ok(result.ceilingRequestsPerSecond! > result.requestsPerSecond, `${result.ceilingRequestsPerSecond} vs ${result.requestsPerSecond}`);
      assert.ok(result.ratioToCeiling! > 0 && result.ratioToCeiling! < 1);
      assert.equal(result.ratioToCeiling, result.requestsPerSecond / result.ceilingRequestsPerSecond!);

      // Requests in flight when the last slice stopped may still reach the ceiling a moment later (on
      // a busy machine, after the next measurement has begun): let them land before counting anew.
      for (let last = -1; last !== seen.length;) {
        last = seen.length;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      seen.length = 0;
      const alone = await measureTarget('test', { name: 'alone', url: url(target) }, load, { name: 'ceiling', url: url(ceiling) });
      assert.equal(times('ceiling').length, 0, 'an unpaired target runs alone');
      assert.equal(alone.ratioToCeiling, null);
    } finally {
      await Promise.all([ceiling, target].map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});
