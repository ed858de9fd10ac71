// Real client addresses end to end: the shell's proxy (shared/tooling/api-proxy.cjs, as serve.mjs
// registers it) in front of the real API listening on loopback. The proxy is injected with simulated
// client addresses (no traffic leaves this machine); it forwards them to the API over a real
// connection, as the shell does. The API trusts forwarded headers from loopback only (TRUST_PROXY's
// default), so what it limits, records and opens the local mailbox to is the visitor's real address.
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ACCOUNT_PATHS, LOGIN_MAX_ATTEMPTS } from '@bizmarkt/shared/contract';
import { registerApiProxy } from '../../../shared/tooling/api-proxy.cjs';
import { clientErrorLogs, rateLimits, sessions } from '../../src/db/schema';
import { loginKey } from '../../src/lib/throttle-keys';
import { TestClient } from '../helpers/client';
import { createTestApp, SELLER, type TestApp } from '../helpers/test-app';

// scrypt on a shared machine, and two servers.
jest.setTimeout(60_000);

let t: TestApp;
let proxy: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the API is not listening on a port');
  proxy = Fastify({ logger: false });
  await registerApiProxy(proxy, { upstream: `http://127.0.0.1:${address.port}` });
  await proxy.ready();
});

afterAll(async () => {
  await proxy?.close();
  await t?.close();
});

/** A browser at `address`, talking to the site through the shell's proxy. */
async function visitorAt(address: string): Promise<TestClient> {
  const client = new TestClient(proxy, address);
  expect((await client.csrfCookie()).statusCode).toBe(204);
  return client;
}

const MAILBOX_URLS = ['/api/dev/mailbox', '/api/dev/mailbox.json', `/api/dev/mailbox.json?to=${encodeURIComponent(SELLER.email)}`];

describe('the local mailbox through the proxy', () => {
  it('gives a visitor from elsewhere no mail: forgot-password for someone, then the mailbox → 404, also with a forged X-Forwarded-For', async () => {
    const visitor = await visitorAt('198.51.100.7');
    const asked = await visitor.request({ method: 'POST', url: ACCOUNT_PATHS.forgotPassword, payload: { email: SELLER.email } });
    expect(asked.statusCode).toBe(200);

    for (const url of MAILBOX_URLS) {
      for (const headers of [
        {} as Record<string, string>,
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1', 'x-real-ip': '127.0.0.1' },
      ]) {
        const response = await visitor.request({ url, headers });
        expect({ url, headers, status: response.statusCode }).toEqual({ url, headers, status: 404 });
        expect(response.body).not.toContain('password-reset');
      }
    }
    const [mail] = (await t.app.inject({ url: `/api/dev/mailbox.json?to=${encodeURIComponent(SELLER.email)}` })).json().data;
    const mailPages = [`/api/dev/mailbox/${mail.id}`, `/api/dev/mailbox/${mail.id}/html`, `/api/dev/mailbox/${mail.id}/raw`];
    for (const url of mailPages) expect((await visitor.request({ url })).statusCode).toBe(404);

    // The mail is there: the person at the machine, through the same proxy, reads it.
    const local = await visitorAt('127.0.0.1');
    const list = await local.request({ url: MAILBOX_URLS[2]! });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ to: SELLER.email, template: 'password-reset' })]);
    expect((await local.request({ url: `/api/dev/mailbox/${mail.id}` })).statusCode).toBe(200);
  });
});

describe('the API sees the real address through the proxy', () => {
  it("limits the stranger's address, not the owner's, whatever X-Forwarded-For the stranger sends", async () => {
    const stranger = await visitorAt('198.51.100.8');
    for (let i = 1; i <= LOGIN_MAX_ATTEMPTS; i += 1) {
      // A different forged address with each attempt: the proxy replaces it with the real one.
      const response = await stranger.login({ email: SELLER.email, password: `Wrong-${i}` }, { 'x-forwarded-for': `192.0.2.${i}` });
      expect(response.statusCode).toBe(422);
    }
    const [counter] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, loginKey(SELLER.email, '198.51.100.8')));
    expect(counter?.hits).toBe(LOGIN_MAX_ATTEMPTS);
    expect((await stranger.login(SELLER, { 'x-forwarded-for': '192.0.2.200' })).statusCode).toBe(429);

    const owner = await visitorAt('203.0.113.20');
    const login = await owner.login(SELLER);
    expect(login.statusCode).toBe(200);
    // The session records where the owner logged in from.
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.user_id, login.json().id));
    expect(session?.ip_address).toBe('203.0.113.20');
  });

  it('records the real address in the client error log', async () => {
    const response = await proxy.inject({
      method: 'POST',
      url: '/api/log/js',
      remoteAddress: '198.51.100.9',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.2.3' },
      payload: { events: [{ message: 'boom', type: 'window.onerror' }] },
    });
    expect(response.statusCode).toBe(204);
    const rows = await t.database.db.select().from(clientErrorLogs).where(eq(clientErrorLogs.message, 'boom'));
    expect(rows.map((row) => row.ip_address)).toEqual(['198.51.100.9']);
  });
});
