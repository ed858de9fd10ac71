// The local mailbox: GET /api/dev/mailbox(.json), /api/dev/mailbox/:id(/html|/raw). Only without
// SMTP_URL and outside production; otherwise every one of them is a 404. And only for the person at
// the machine: from any other real client address each answers the 404 of a path that does not exist.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { emails } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

function queue(t: TestApp, to: string, locale: 'en' | 'de' = 'en', name: string | null = null) {
  return t.app.mail.queue({
    template: 'password-reset',
    data: { url: `${t.app.config.appUrl}/password-reset/tok?email=${encodeURIComponent(to)}`, name },
    to,
    userId: null,
    locale,
  });
}

describe('local mailbox (no SMTP_URL, not production)', () => {
  let t: TestApp;
  let mailboxDir: string;

  beforeAll(async () => {
    mailboxDir = mkdtempSync(path.join(tmpdir(), 'bizmarkt-mailbox-'));
    t = await createTestApp({ env: { MAILBOX_DIR: mailboxDir } });
    await t.database.db.delete(emails);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(mailboxDir, { recursive: true, force: true });
  });

  it('lists mail as JSON, newest first, filtered by recipient regardless of case, pending ones too', async () => {
    const first = await queue(t, 'Jane@Example.com');
    await t.app.mailWorker.runOnce();
    const second = await queue(t, 'jane@example.com', 'de');
    await queue(t, 'someone.else@example.com');

    const response = await t.app.inject({ url: '/api/dev/mailbox.json?to=JANE@example.COM' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data.map((mail: { id: number }) => mail.id)).toEqual([second, first]);
    expect(data[0]).toEqual({
      id: second,
      to: 'jane@example.com',
      template: 'password-reset',
      locale: 'de',
      subject: 'Setzen Sie Ihr Bizmarkt-Passwort zurück',
      text: expect.stringContaining('Neues Passwort festlegen: http://localhost:3000/password-reset/tok?email=jane%40example.com'),
      html: expect.stringContaining('<html lang="de">'),
      headers: {},
      created_at: expect.any(String),
      sent_at: null,
    });
    expect(data[1].sent_at).toEqual(expect.any(String));

    const all = (await t.app.inject({ url: '/api/dev/mailbox.json' })).json().data;
    expect(all).toHaveLength(3);
  });

  it('shows an HTML list of the mail, escaped, with a strict script-free CSP', async () => {
    await queue(t, '<script>@example.com');
    const response = await t.app.inject({ url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('upgrade-insecure-requests');
    const html = response.body;
    expect(html).toContain('<h1>Local mailbox</h1>');
    expect(html).toContain('&lt;script&gt;@example.com');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Reset your Bizmarkt password');
    expect(html).toMatch(/<a href="\/api\/dev\/mailbox\/\d+">Reset your Bizmarkt password<\/a>/);

    const filtered = await t.app.inject({ url: '/api/dev/mailbox?to=someone.else%40example.com' });
    expect(filtered.body).toContain('someone.else@example.com');
    expect(filtered.body).not.toContain('jane@example.com');
    const german = await t.app.inject({ url: '/api/dev/mailbox', headers: { cookie: 'locale=de' } });
    expect(german.body).toContain('<h1>Lokales Postfach</h1>');
    expect(german.body).toContain('<html lang="de">');
  });

  it('says so when there is no mail', async () => {
    const response = await t.app.inject({ url: '/api/dev/mailbox?to=nobody%40example.com' });
    expect(response.body).toContain('No mail yet.');
  });

  it('shows one mail: details, links, its HTML in a sandboxed frame, its text and its .eml', async () => {
    const id = await queue(t, 'detail@example.com', 'en', 'Dora');
    const pending = await t.app.inject({ url: `/api/dev/mailbox/${id}` });
    expect(pending.statusCode).toBe(200);
    expect(pending.body).toContain('Not delivered yet');
    expect((await t.app.inject({ url: `/api/dev/mailbox/${id}/raw` })).statusCode).toBe(404);

    await t.app.mailWorker.runOnce();
    const page = await t.app.inject({ url: `/api/dev/mailbox/${id}` });
    expect(page.body).toContain('<h1>Reset your Bizmarkt password</h1>');
    expect(page.body).toContain('detail@example.com');
    // Links in the preview open a new tab (the frame itself may not navigate): popups may leave the sandbox.
    expect(page.body).toContain(
      `<iframe title="HTML version" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/api/dev/mailbox/${id}/html"></iframe>`,
    );
    expect(page.body).toContain('<a href="http://localhost:3000/password-reset/tok?email=detail%40example.com">');
    expect(page.body).toContain('Hi Dora,');
    expect(page.body).toContain(`<a href="/api/dev/mailbox/${id}/raw" download="${id}.eml">`);

    const html = await t.app.inject({ url: `/api/dev/mailbox/${id}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-security-policy']).toContain('sandbox');
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.body).toContain('Hi Dora,');
    expect(html.headers['content-security-policy']).toContain('sandbox allow-popups allow-popups-to-escape-sandbox;');
    // Exactly one <base>, with a target and no href (base-uri 'none' allows that), inside the head.
    expect(html.body.match(/<base[^>]*>/g)).toEqual(['<base target="_blank">']);
    expect(html.body.indexOf('<base target="_blank">')).toBeLessThan(html.body.indexOf('Hi Dora,'));

    const raw = await t.app.inject({ url: `/api/dev/mailbox/${id}/raw` });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('message/rfc822');
    expect(raw.headers['content-disposition']).toBe(`attachment; filename="${id}.eml"`);
    const parsed = await simpleParser(raw.rawPayload);
    expect(parsed.subject).toBe('Reset your Bizmarkt password');
  });

  it('answers 404 for an unknown mail and 422 for a malformed id', async () => {
    expect((await t.app.inject({ url: '/api/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dev/mailbox/999999/html' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dev/mailbox/abc' })).statusCode).toBe(422);
  });
});

describe('local mailbox: for this machine only', () => {
  let t: TestApp;
  let mailboxDir: string;
  let urls: string[];

  beforeAll(async () => {
    mailboxDir = mkdtempSync(path.join(tmpdir(), 'bizmarkt-mailbox-'));
    // Bound to every interface, as someone might run it: the answer depends on who calls, not on where it listens.
    t = await createTestApp({ env: { MAILBOX_DIR: mailboxDir, HOST: '0.0.0.0' } });
    const id = await queue(t, 'greta@bizmarkt.test');
    await t.app.mailWorker.runOnce();
    urls = [
      '/api/dev/mailbox',
      '/api/dev/mailbox?to=greta%40bizmarkt.test',
      '/api/dev/mailbox.json',
      '/api/dev/mailbox.json?to=greta%40bizmarkt.test',
      `/api/dev/mailbox/${id}`,
      `/api/dev/mailbox/${id}/html`,
      `/api/dev/mailbox/${id}/raw`,
    ];
  });
  afterAll(async () => {
    await t?.close();
    rmSync(mailboxDir, { recursive: true, force: true });
  });

  /** What a path that does not exist answers, from the same address (headers that vary per answer left out). */
  async function notFoundFrom(remoteAddress: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({ url: '/api/dev/no-such-page', remoteAddress, headers });
    return { statusCode: response.statusCode, body: response.body, headers: stableHeaders(response.headers) };
  }
  function stableHeaders(headers: Record<string, unknown>) {
    const { date: _date, 'set-cookie': _cookie, ...rest } = headers;
    return rest;
  }

  it('answers a request from 127.0.0.1, ::1 and ::ffff:127.0.0.1', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      for (const url of urls) {
        const response = await t.app.inject({ url, remoteAddress });
        expect({ url, remoteAddress, status: response.statusCode }).toEqual({ url, remoteAddress, status: 200 });
      }
    }
    const json = await t.app.inject({ url: '/api/dev/mailbox.json?to=greta%40bizmarkt.test', remoteAddress: '127.0.0.1' });
    expect(json.json().data).toHaveLength(1);
  });

  it('answers any other address exactly as a path that does not exist', async () => {
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '192.168.1.20', '2001:db8::7', '::ffff:203.0.113.7']) {
      const missing = await notFoundFrom(remoteAddress);
      expect(missing.statusCode).toBe(404);
      for (const url of urls) {
        const response = await t.app.inject({ url, remoteAddress });
        expect({ url, remoteAddress, status: response.statusCode, body: response.body, headers: stableHeaders(response.headers) }).toEqual({
          url,
          remoteAddress,
          status: 404,
          body: missing.body,
          headers: missing.headers,
        });
        expect(response.body).not.toContain('greta');
      }
    }
  });

  it('counts a forged X-Forwarded-For for nothing, and believes the proxy on loopback about the real client', async () => {
    // A visitor claiming to be this machine.
    for (const forged of ['127.0.0.1', '::1', '127.0.0.1, 127.0.0.1']) {
      for (const url of urls) {
        const response = await t.app.inject({ url, remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': forged } });
        expect({ url, forged, status: response.statusCode }).toEqual({ url, forged, status: 404 });
      }
    }
    // The shell's proxy (this machine) forwarding a visitor from elsewhere.
    for (const url of urls) {
      const response = await t.app.inject({ url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    // …and the person at the machine through it.
    const local = await t.app.inject({ url: urls[3]!, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(local.statusCode).toBe(200);
  });
});

describe('local mailbox when the operator trusts every proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', HOST: '0.0.0.0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('still refuses a connection from elsewhere that claims to forward this machine', async () => {
    const forged = await t.app.inject({ url: '/api/dev/mailbox.json', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forged.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dev/mailbox.json', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });
});

describe('mail in production', () => {
  const production = { NODE_ENV: 'production', APP_KEY: 'production-key-0123456789abcdef0123456789', MAIL_WORKER: 'on' };

  it('refuses to start without SMTP_URL, with a message that says what to set', async () => {
    await expect(createTestApp({ env: production })).rejects.toThrow(/^SMTP_URL must be set in production: .*MAIL_TRANSPORT=outbox/);
  });

  it('keeps mail pending in the outbox with MAIL_TRANSPORT=outbox: no worker, no mailbox', async () => {
    const t = await createTestApp({ env: { ...production, MAIL_TRANSPORT: 'outbox' } });
    try {
      expect(t.app.mailWorker.isRunning).toBe(false);
      const id = await queue(t, 'kept@example.com');
      const [row] = await t.database.db.select().from(emails).where(eq(emails.id, id));
      expect(row).toMatchObject({ status: 'pending', sent_at: null });
      expect((await t.app.inject({ url: '/api/dev/mailbox.json', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe.each([
  ['SMTP_URL is set', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
  ['in production', { NODE_ENV: 'production', APP_KEY: 'production-key-0123456789abcdef0123456789' }],
  ['mail is kept in the outbox', { MAIL_TRANSPORT: 'outbox' }],
])('local mailbox when %s', (_, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('does not exist', async () => {
    await queue(t, 'hidden@example.com');
    for (const url of [
      '/api/dev/mailbox',
      '/api/dev/mailbox.json',
      '/api/dev/mailbox.json?to=hidden%40example.com',
      '/api/dev/mailbox/1',
      '/api/dev/mailbox/1/html',
      '/api/dev/mailbox/1/raw',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found.' });
    }
  });
});
