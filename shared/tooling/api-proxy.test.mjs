import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { registerApiProxy } from './api-proxy.cjs';

// A tiny upstream on loopback that answers with the headers it received. The proxy in front of it is
// injected with simulated client addresses (no traffic leaves this machine).
let upstream;
let upstreamUrl;

before(async () => {
  upstream = Fastify();
  upstream.all('/*', async (req) => ({ url: req.url, headers: req.headers, from: req.socket.remoteAddress }));
  upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
});
after(() => upstream.close());

async function proxyServer(options = {}) {
  const server = Fastify(options);
  await registerApiProxy(server, { upstream: upstreamUrl });
  return server;
}

/** The headers the upstream received for one injected request. */
async function forwarded(server, { remoteAddress, headers = {}, url = '/api/user' }) {
  const response = await server.inject({ url, remoteAddress, headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

test('a client’s own X-Forwarded-For, -Proto and -Host are replaced by its real connection', async () => {
  const server = await proxyServer();
  const seen = await forwarded(server, {
    remoteAddress: '198.51.100.7',
    headers: {
      host: 'shop.example',
      'x-forwarded-for': '127.0.0.1, 10.0.0.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-port': '443',
      forwarded: 'for=127.0.0.1;proto=https',
      'x-real-ip': '127.0.0.1',
    },
  });
  assert.equal(seen.headers['x-forwarded-for'], '198.51.100.7');
  assert.equal(seen.headers['x-forwarded-proto'], 'http');
  assert.equal(seen.headers['x-forwarded-host'], 'shop.example');
  assert.equal(seen.headers.forwarded, undefined);
  assert.equal(seen.headers['x-real-ip'], undefined);
  assert.equal(seen.headers['x-forwarded-port'], undefined);
  // The path is kept, the proxy's connection comes from loopback (what the API trusts).
  assert.equal(seen.url, '/api/user');
  assert.equal(seen.from, '127.0.0.1');
  await server.close();
});

test('without any forwarded header the real address arrives too, on /sanctum as on /api', async () => {
  const server = await proxyServer();
  for (const [remoteAddress, url] of [
    ['203.0.113.9', '/sanctum/csrf-cookie'],
    ['2001:db8::7', '/api/login'],
    ['127.0.0.1', '/api/dev/mailbox.json'],
  ]) {
    const seen = await forwarded(server, { remoteAddress, url });
    assert.equal(seen.headers['x-forwarded-for'], remoteAddress);
    assert.equal(seen.url, url);
  }
  await server.close();
});

test('behind a proxy this server trusts (its own TRUST_PROXY), it forwards the address Fastify computed', async () => {
  const server = await proxyServer({ trustProxy: '127.0.0.1' });
  // From the trusted proxy: its X-Forwarded-For names the client.
  const trusted = await forwarded(server, {
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'bizmarkt.example' },
  });
  assert.equal(trusted.headers['x-forwarded-for'], '203.0.113.5');
  assert.equal(trusted.headers['x-forwarded-proto'], 'https');
  assert.equal(trusted.headers['x-forwarded-host'], 'bizmarkt.example');
  // From anyone else: the same headers count for nothing.
  const untrusted = await forwarded(server, {
    remoteAddress: '198.51.100.7',
    headers: { host: 'shop.example', 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'bizmarkt.example' },
  });
  assert.equal(untrusted.headers['x-forwarded-for'], '198.51.100.7');
  assert.equal(untrusted.headers['x-forwarded-proto'], 'http');
  assert.equal(untrusted.headers['x-forwarded-host'], 'shop.example');
  await server.close();
});

test('the API being down is a 503 in its error shape, with Retry-After', async () => {
  const server = Fastify();
  // A port nothing listens on: the upstream's, once it is closed.
  const gone = Fastify();
  const goneUrl = await gone.listen({ port: 0, host: '127.0.0.1' });
  await gone.close();
  await registerApiProxy(server, { upstream: goneUrl });
  const response = await server.inject({ url: '/api/user', remoteAddress: '198.51.100.7' });
  assert.equal(response.statusCode, 503);
  assert.equal(response.headers['retry-after'], '5');
  assert.deepEqual(response.json(), { message: 'Service Unavailable' });
  await server.close();
});
