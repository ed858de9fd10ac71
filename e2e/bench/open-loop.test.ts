import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { dueBy, runOpenLoop } from './open-loop';
import { percentile } from './api';

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('open-loop load', () => {
  it('has the n-th request due at n / rate seconds', () => {
    assert.equal(dueBy(0, 1000, 10_000), 1);
    assert.equal(dueBy(9.99, 1000, 10_000), 10);
    assert.equal(dueBy(10, 1000, 10_000), 11);
    assert.equal(dueBy(999, 50, 10_000), 50);
    assert.equal(dueBy(60_000, 1000, 10_000), 10_000);
  });

  it('spreads the requests over the second instead of sending them in a burst', async () => {
    const arrivals: number[] = [];
    const server = await serve((_request, response) => {
      arrivals.push(performance.now());
      response.end('{}');
    });
    try {
      const run = await runOpenLoop({ url: server.url, rate: 200, durationSeconds: 1, connections: 50 });
      assert.equal(run.sent, 200);
      assert.equal(run.answered, 200);
      assert.equal(run.non2xx + run.errors + run.timeouts, 0);
      // autocannon's rate mode would deliver all 200 within the first few milliseconds of the second.
      const firstHalf = arrivals.filter((at) => at - arrivals[0]! < 500).length;
      assert.ok(firstHalf >= 80 && firstHalf <= 120, `${firstHalf} of 200 in the first half second`);
      assert.ok(arrivals.at(-1)! - arrivals[0]! >= 900, 'the last request a second after the first');
    } finally {
      await server.close();
    }
  });

  it('charges a stall to every request that waited behind it, and counts other statuses', async () => {
    const started = performance.now();
    const server = await serve((request, response) => {
      // The first 300 ms nothing is answered (a stalled server), then everything at once.
      const wait = Math.max(0, 300 - (performance.now() - started));
      setTimeout(() => {
        response.statusCode = request.headers['x-n'] === '7' ? 503 : 200;
        response.end('{}');
      }, wait);
    });
    try {
      const run = await runOpenLoop({ url: server.url, rate: 100, durationSeconds: 1, connections: 5, headers: (index) => ({ 'x-n': String(index) }) });
      assert.equal(run.answered, 100);
      assert.equal(run.non2xx, 1);
      // About 30 requests were due during the stall, the first of them ~300 ms before its answer.
      assert.ok(percentile(run.latencies, 99) >= 200, `p99 ${percentile(run.latencies, 99)} ms`);
      assert.ok(percentile(run.latencies, 50) < 50, `p50 ${percentile(run.latencies, 50)} ms`);
    } finally {
      await server.close();
    }
  });

  it('counts answers later than the timeout as timeouts', async () => {
    const server = await serve((_request, response) => setTimeout(() => response.end('{}'), 400));
    try {
      const run = await runOpenLoop({ url: server.url, rate: 10, durationSeconds: 0.5, connections: 5, timeoutMs: 100 });
      assert.equal(run.sent, 5);
      assert.equal(run.timeouts, 5);
      assert.equal(run.answered, 0);
    } finally {
      await server.close();
    }
  });
});
