// The local mailbox: GET /api/dev/mailbox(.json), /api/dev/mailbox/:id(/html|/raw). Only without
// SMTP_URL and outside production; otherwise every one of them is a 404.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

describe.each([
  ['SMTP_URL is set', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
  ['in production', { NODE_ENV: 'production', APP_KEY: 'production-key-0123456789abcdef0123456789' }],
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
