import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { percentile, settle } from './api';
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
      assert.deepEqual(single.map((target) => target.url), loaded.map((target) => target.url));
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
