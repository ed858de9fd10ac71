import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, it } from 'node:test';
import { COST_KINDS, costTable, cpuMsPerRequest, isClientBackend, measureCosts } from './load-costs';

describe('what one request costs', () => {
  it('subtracts the idle rate and divides by the requests', () => {
    // 0.5 s spent in 2 s with 100 ms/s idle: 300 ms over 100 requests.
    assert.equal(cpuMsPerRequest(0.5, 2, 100, 100), 3);
    assert.equal(cpuMsPerRequest(0.01, 2, 100, 100), 0);
    assert.equal(cpuMsPerRequest(1, 1, 0, 0), 0);
  });

  it("counts PostgreSQL's client backends, not its background processes", () => {
    assert.equal(isClientBackend('postgres: postgres postgres 127.0.0.1(53074) idle'), true);
    assert.equal(isClientBackend('postgres: app bizmarkt [local] SELECT'), true);
    assert.equal(isClientBackend('postgres: checkpointer'), false);
    assert.equal(isClientBackend('postgres: autovacuum worker bizmarkt'), false);
  });

  it('sends every kind one at a time with the session, and counts answers outside 2xx and their size', async () => {
    const seen: { method: string; path: string; cookie: string; xsrf: string }[] = [];
    const server = http.createServer((req, res) => {
      seen.push({ method: req.method!, path: req.url!, cookie: String(req.headers.cookie), xsrf: String(req.headers['x-xsrf-token'] ?? '') });
      req.resume();
      req.on('end', () => {
        res.statusCode = req.method === 'POST' ? 429 : 200;
        res.end('{"data":[]}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const costs = await measureCosts({
        url: `http://127.0.0.1:${port}`,
        apiPid: process.pid,
        postgresPid: null,
        sessions: [
          { cookie: 'a=1', xsrf: 'x1', sendTo: null },
          { cookie: 'b=2', xsrf: 'x2', sendTo: { business_id: 5, opponent_id: 6 } },
        ],
        listingIds: [42],
        requestsPerKind: 4,
        rounds: 2,
        idleSeconds: 0.05,
        log: () => undefined,
      });
      assert.deepEqual(
        costs.rows.map((r) => r.kind),
        [...COST_KINDS],
      );
      const send = costs.rows.find((r) => r.kind === 'message send')!;
      assert.equal(send.non2xx, 4);
      assert.equal(costs.rows.find((r) => r.kind === 'listing page')!.non2xx, 0);
      assert.equal(costs.rows[0]!.bytes, '{"data":[]}'.length);
      assert.equal(costs.rows[0]!.postgresCpuMs, 0);
      // Two rounds of each kind: a warm-up (2) and the measured (2) each.
      assert.equal(seen.length, COST_KINDS.length * 8);
      assert.equal(costs.rows[0]!.requests, 4);
      assert.ok(seen.some((r) => r.path === '/api/businesses/42'));
      assert.ok(seen.filter((r) => r.path.startsWith('/api/sync?')).every((r) => r.cookie === 'a=1' || r.cookie === 'b=2'));
      assert.ok(seen.filter((r) => r.method === 'POST').every((r) => r.path === '/api/messages' && r.cookie === 'b=2' && r.xsrf === 'x2'));
      assert.match(costTable(costs), /\| message send \| 4 \| 4 \|/);
    } finally {
      server.close();
    }
  });
});
