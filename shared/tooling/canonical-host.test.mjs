import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { canonicalLocation, canonicalOrigin, registerCanonicalHost } from './canonical-host.mjs';

function shell(appUrl) {
  const server = Fastify();
  registerCanonicalHost(server, { appUrl });
  server.get('/*', async () => 'page');
  return server;
}

test('a page under another host name than APP_URL’s is sent there with 308, path and query kept', async () => {
  const server = shell('http://localhost:3000');
  const answer = await server.inject({ url: '/subscription/success?checkout_id=co_1', headers: { host: '127.0.0.1:3000' } });
  assert.equal(answer.statusCode, 308);
  assert.equal(answer.headers.location, 'http://localhost:3000/subscription/success?checkout_id=co_1');
  const german = await server.inject({ url: '/de/email-preferences', headers: { host: '127.0.0.1:3000' } });
  assert.equal(german.headers.location, 'http://localhost:3000/de/email-preferences');
  const head = await server.inject({ method: 'HEAD', url: '/', headers: { host: 'www.localhost:3000' } });
  assert.equal(head.statusCode, 308);
});

test('the canonical host, the API, files and other methods are answered where they are', async () => {
  const server = shell('https://bizmarkt.example');
  for (const [method, url, host] of [
    ['GET', '/search', 'bizmarkt.example'],
    ['GET', '/search', 'BIZMARKT.example'],
    ['GET', '/api/user', '127.0.0.1:3000'],
    ['GET', '/sanctum/csrf-cookie', '127.0.0.1:3000'],
    ['GET', '/remotes.json', '127.0.0.1:3000'],
    ['POST', '/search', '127.0.0.1:3000'],
  ]) {
    const answer = await server.inject({ method, url, headers: { host } });
    assert.notEqual(answer.statusCode, 308, `${method} ${url} on ${host}`);
  }
});

test('without APP_URL nothing moves', async () => {
  const server = shell(undefined);
  const answer = await server.inject({ url: '/search', headers: { host: '127.0.0.1:3000' } });
  assert.equal(answer.statusCode, 200);
  assert.equal(canonicalOrigin('not a url'), null);
  assert.equal(canonicalLocation({ origin: null, method: 'GET', url: '/', host: 'x' }), null);
});
