import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { streamTable } from './report';
import { openSse } from './stream';

/** A server that answers like `GET /api/stream`: the first frame at once, an event when asked. */
async function sseServer(status = 200): Promise<{ url: string; send: (text: string) => void; close: () => Promise<void>; cookies: string[] }> {
  const responses: http.ServerResponse[] = [];
  const cookies: string[] = [];
  const server = http.createServer((request, response) => {
    cookies.push(request.headers.cookie ?? '');
    if (status !== 200 || request.headers.accept !== 'text/event-stream') {
      response.writeHead(status === 200 ? 406 : status).end('{}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('retry: 3000\n\n');
    responses.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cookies,
    send: (text) => {
      for (const response of responses) response.write(`event: message\ndata: ${JSON.stringify({ message: { message: text } })}\n\n`);
    },
    close: () => {
      for (const response of responses) response.end();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the stream bench client', () => {
  it('opens with the cookies, resolves on the first frame and times an event', async () => {
    const server = await sseServer();
    const client = await openSse(server.url, 'bizmarkt_session=abc');
    assert.equal(client.status, 200);
    assert.deepEqual(server.cookies, ['bizmarkt_session=abc']);
    const arrived = client.waitFor('hello there', 2000);
    server.send('hello there');
    assert.ok((await arrived) > 0);
    await assert.rejects(client.waitFor('never sent', 50), /never sent/);
    client.close();
    await server.close();
  });

  it('reports a refusal by its status', async () => {
    const server = await sseServer(429);
    const client = await openSse(server.url, '');
    assert.equal(client.status, 429);
    await server.close();
  });

  it('writes the figures as one table', () => {
    const table = streamTable({
      delivery: { database: 'PostgreSQL 15', deliveries: 40, p50Ms: 12.34, p95Ms: 56.78, maxMs: 90 },
      capacity: {
        database: 'PostgreSQL 15',
        held: 500,
        refused: 0,
        rssBeforeMiB: 96,
        rssAfterMiB: 126,
        kibPerStream: 61.5,
        fileLimit: 20000,
        memoryBound: 330233,
      },
    });
    assert.match(table, /40 messages: p50 12\.3 ms, p95 56\.8 ms/);
    assert.match(table, /500 held \(0 refused\).*61\.5 KiB per stream.*330,233.*20000/);
    assert.equal(streamTable({ skipped: 'no PostgreSQL' }), 'Not measured: no PostgreSQL.');
  });
});
