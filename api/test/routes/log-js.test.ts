// POST /api/log/js (client error log, spec §3, §7) and GET /api/admin/log/js.
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { clientErrorLogs, users } from '../../src/db/schema';
import { LOG_JS_BODY_LIMIT_BYTES, LOG_JS_RATE_LIMIT } from '../../src/routes/client-error-log';
import { TestClient } from '../helpers/client';
import { ADMIN, PRO, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const URL = '/api/log/js';
const ADMIN_URL = '/api/admin/log/js';

/** Each test posts from its own address, so the per-IP rate limit of one test never meets another. */
let ipCounter = 10;
const nextIp = () => `198.51.100.${ipCounter++}`;

function event(overrides: Record<string, unknown> = {}) {
  return {
    message: 'Cannot read properties of undefined',
    name: 'TypeError',
    stack: 'TypeError: Cannot read properties of undefined\n    at render (http://localhost:3000/main.js:1:2)',
    type: 'window.onerror',
    timestamp: '2030-01-02T03:04:05.000Z',
    href: 'http://localhost:3000/search',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    extra: { remote: 'mfe_listings' },
    line: 1,
    column: 2,
    url: 'http://localhost:3000/main.js',
    ...overrides,
  };
}

function batch(events: unknown[], overrides: Record<string, unknown> = {}) {
  return { events, clientTimestamp: '2030-01-02T03:04:06.000Z', href: 'http://localhost:3000/search', userAgent: 'Mozilla/5.0', ...overrides };
}

function post(payload: InjectOptions['payload'], options: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: URL,
    payload,
    remoteAddress: options.ip ?? nextIp(),
    headers: { 'content-type': 'application/json', ...options.headers },
  });
}

async function rowsFrom(ip: string) {
  return t.database.db.select().from(clientErrorLogs).where(eq(clientErrorLogs.ip_address, ip)).orderBy(asc(clientErrorLogs.id));
}

describe('POST /api/log/js', () => {
  it('stores every event of a batch without a session or CSRF token, and answers 204', async () => {
    const ip = nextIp();
    const response = await post(
      batch([
        event(),
        event({ type: 'unhandledrejection', message: 'rejected', name: 'Error', line: undefined, column: undefined, url: undefined, extra: undefined }),
      ]),
      { ip },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const rows = await rowsFrom(ip);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      type: 'window.onerror',
      name: 'TypeError',
      message: 'Cannot read properties of undefined',
      stack: expect.stringContaining('at render'),
      href: 'http://localhost:3000/search',
      url: 'http://localhost:3000/main.js',
      line_number: 1,
      column_number: 2,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
      extra: { remote: 'mfe_listings' },
      occurred_at: new Date('2030-01-02T03:04:05.000Z'),
      client_timestamp: new Date('2030-01-02T03:04:06.000Z'),
      user_id: null,
      ip_address: ip,
    });
    expect(rows[1]).toMatchObject({ type: 'unhandledrejection', message: 'rejected', line_number: null, url: null, extra: {} });
    expect(rows[0]!.batch_id).toBe(rows[1]!.batch_id);
    expect(rows[0]!.received_at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("records the session's user", async () => {
    const client = new TestClient(t.app);
    await client.login(PRO);
    const ip = nextIp();
    const response = await client.request({ method: 'POST', url: URL, payload: batch([event()]), xsrf: false, headers: { 'x-forwarded-for': ip } });
    expect(response.statusCode).toBe(204);
    const [pro] = await t.database.db.select().from(users).where(eq(users.email, PRO.email));
    const rows = await rowsFrom(ip);
    expect(rows.map((row) => row.user_id)).toEqual([pro!.id]);
  });

  it('cuts long text to the caps and cleans what PostgreSQL would refuse, instead of failing', async () => {
    const ip = nextIp();
    const response = await post(
      batch([
        event({
          message: `nul\u0000 and lone \uD800 surrogate ${'m'.repeat(5_000)}`,
          stack: 's'.repeat(20_000),
          href: `http://localhost/${'h'.repeat(5_000)}`,
          name: 'N'.repeat(1_000),
          extra: { big: 'x'.repeat(20_000), 'bad\u0000key': 'v\uDC00' },
          line: -5,
          column: 1.5,
          timestamp: 'not a date',
        }),
        event({ extra: { deep: JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)) as unknown, text: 'a\u0000b\uDBFFc' } }),
      ]),
      { ip },
    );
    expect(response.statusCode).toBe(204);
    const [capped, nested] = await rowsFrom(ip);
    expect(capped!.message).toHaveLength(2_000 - 1); // cut to the cap, then the NUL removed
    expect(capped!.message.startsWith('nul and lone \uFFFD surrogate')).toBe(true);
    expect(capped!.stack).toHaveLength(8_000);
    expect(capped!.href).toHaveLength(2_048);
    expect(capped!.name).toHaveLength(255);
    expect(capped!.extra).toEqual({ truncated: expect.any(String) });
    expect(JSON.stringify(capped!.extra).length).toBeLessThanOrEqual(8_192);
    expect(capped).toMatchObject({ line_number: null, column_number: null, occurred_at: null });
    expect(nested!.extra.text).toBe('ab\uFFFDc');
    expect(JSON.stringify(nested!.extra)).toContain('[nested too deep]');
  });

  it.each([
    ['no events', batch([])],
    ['no events field', { clientTimestamp: '2030-01-02T03:04:06.000Z' }],
    ['9 events', batch(Array.from({ length: 9 }, () => event()))],
    ['an unknown type', batch([event({ type: 'vue' })])],
    ['an event without message', batch([event({ message: undefined })])],
    ['events that are not objects', batch(['boom'])],
    ['a list instead of a batch', [event()]],
  ])('answers 422 to a malformed batch (%s) and stores nothing', async (_label, payload) => {
    const ip = nextIp();
    const response = await post(payload as InjectOptions['payload'], { ip });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    expect(await rowsFrom(ip)).toEqual([]);
  });

  it('answers 400, 413 and 415 to broken, oversize and non-JSON bodies, never 5xx', async () => {
    expect((await post('{"events":[')).statusCode).toBe(400);
    const oversize = await post(batch([event({ stack: 'x'.repeat(LOG_JS_BODY_LIMIT_BYTES) })]));
    expect(oversize.statusCode).toBe(413);
    expect(Object.keys(oversize.json())).toEqual(['message']);
    expect((await post('message=boom', { headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(415);
    expect((await post('{"__proto__":{"x":1},"events":[]}')).statusCode).toBe(400);
  });

  it(`answers 429 with Retry-After after ${LOG_JS_RATE_LIMIT.max} requests a minute from one IP`, async () => {
    const ip = nextIp();
    for (let i = 0; i < LOG_JS_RATE_LIMIT.max; i++) {
      // Malformed on purpose: cheap, and rejected calls count towards the limit too.
      expect((await post(batch([]), { ip })).statusCode).toBe(422);
    }
    const limited = await post(batch([event()]), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsFrom(ip)).toEqual([]);

    // Another address is not affected.
    expect((await post(batch([event()]))).statusCode).toBe(204);
  });

  it('keys the limit and the record on the real address: a forged X-Forwarded-For from a client that is no proxy changes nothing', async () => {
    const ip = nextIp();
    for (let i = 0; i < LOG_JS_RATE_LIMIT.max; i++) {
      expect((await post(batch([]), { ip, headers: { 'x-forwarded-for': `203.0.113.${i}` } })).statusCode).toBe(422);
    }
    const limited = await post(batch([event()]), { ip, headers: { 'x-forwarded-for': '203.0.113.250', forwarded: 'for=203.0.113.249' } });
    expect(limited.statusCode).toBe(429);

    // Another client is its own address, whichever it claims; the log records the real one.
    const other = nextIp();
    expect((await post(batch([event()]), { ip: other, headers: { 'x-forwarded-for': ip } })).statusCode).toBe(204);
    expect(await rowsFrom(other)).toHaveLength(1);
    expect(await rowsFrom(ip)).toEqual([]);
  });

  it('still requires the CSRF token on other routes', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const response = await client.request({ method: 'POST', url: '/api/logout', xsrf: false });
    expect(response.statusCode).toBe(419);
  });
});

describe('GET /api/admin/log/js', () => {
  it('answers 401 when logged out', async () => {
    const response = await t.app.inject({ url: ADMIN_URL });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 403 to a user who is not an admin', async () => {
    const client = new TestClient(t.app);
    await client.login(PRO);
    const response = await client.request({ url: ADMIN_URL });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('lists stored events newest first, paginated, for an admin', async () => {
    const ip = nextIp();
    const marker = `admin-list-${Date.now()}`;
    expect((await post(batch([event({ message: `${marker}-1` }), event({ message: `${marker}-2`, type: 'react' })]), { ip })).statusCode).toBe(204);
    expect((await post(batch([event({ message: `${marker}-3`, type: 'manual' })]), { ip })).statusCode).toBe(204);

    const client = new TestClient(t.app);
    await client.login(ADMIN);
    const first = await client.request({ url: `${ADMIN_URL}?per_page=2` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body.data.map((e: { message: string }) => e.message)).toEqual([`${marker}-3`, `${marker}-2`]);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      received_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      type: 'manual',
      name: 'TypeError',
      message: `${marker}-3`,
      stack: expect.stringContaining('at render'),
      href: 'http://localhost:3000/search',
      url: 'http://localhost:3000/main.js',
      line: 1,
      column: 2,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
      extra: { remote: 'mfe_listings' },
      occurred_at: '2030-01-02T03:04:05.000Z',
      client_timestamp: '2030-01-02T03:04:06.000Z',
      batch_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: null,
      ip_address: ip,
    });
    const total = body.meta.total as number;
    expect(body.meta).toEqual({ current_page: 1, last_page: Math.ceil(total / 2), per_page: 2, total });
    expect(total).toBeGreaterThanOrEqual(3);

    const second = (await client.request({ url: `${ADMIN_URL}?per_page=2&page=2` })).json();
    expect(second.data[0].message).toBe(`${marker}-1`);
    expect(second.meta.current_page).toBe(2);

    const future = (await client.request({ url: `${ADMIN_URL}?since=2999-01-01T00:00:00Z` })).json();
    expect(future).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 50, total: 0 } });
  });

  it('answers 422 to bad paging', async () => {
    const client = new TestClient(t.app);
    await client.login(ADMIN);
    expect((await client.request({ url: `${ADMIN_URL}?per_page=1000` })).statusCode).toBe(422);
    expect((await client.request({ url: `${ADMIN_URL}?page=0` })).statusCode).toBe(422);
    expect((await client.request({ url: `${ADMIN_URL}?since=yesterday` })).statusCode).toBe(422);
  });
});
