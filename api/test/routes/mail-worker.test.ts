// The mail outbox and its worker: queue → claim → local mailbox (.eml) or SMTP; retries with backoff,
// 'failed' after the last attempt with the row kept; abandoned claims taken over; SKIP LOCKED claims.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { selectRows } from '../../src/db/client';
import { emails, users, type EmailRow } from '../../src/db/schema';
import { backoffSeconds, MAX_ATTEMPTS } from '../../src/mail/backoff';
import { readUnsubscribeToken } from '../../src/mail/unsubscribe';
import { claimDueEmails } from '../../src/repositories/emails';
import { currentLeg } from '../helpers/database';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

const APP_URL = 'http://localhost:3000';
const MAIL_FROM = 'Bizmarkt <no-reply@bizmarkt.test>';

async function userId(app: TestApp, email: string): Promise<number> {
  const [found] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!found) throw new Error(`no seeded user ${email}`);
  return found.id;
}

async function row(app: TestApp, id: number): Promise<EmailRow> {
  const [found] = await app.database.db.select().from(emails).where(eq(emails.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

/** Seconds from the database's now() to the row's next attempt. */
async function secondsUntilNextAttempt(app: TestApp, id: number): Promise<number> {
  const [result] = await selectRows<{ seconds: number | string }>(
    app.database.db,
    sql`select extract(epoch from (${emails.next_attempt_at} - now()))::float8 as seconds from ${emails} where ${emails.id} = ${id}`,
  );
  return Number(result?.seconds);
}

async function makeDue(app: TestApp, id: number): Promise<void> {
  await app.database.db
    .update(emails)
    .set({ next_attempt_at: sql`now() - interval '1 second'` })
    .where(eq(emails.id, id));
}

function queueVerification(app: TestApp, to: string) {
  return app.app.mail.queue({
    template: 'verify-email',
    data: { url: `${APP_URL}/api/email/verify/1/abc?expires=1&signature=s`, name: 'Sophie' },
    to,
    userId: null,
    locale: 'en',
  });
}

function unfoldedHeader(lines: readonly { key: string; line: string }[], key: string): string | undefined {
  const found = lines.find((line) => line.key === key)?.line;
  return found?.replace(/\r?\n[ \t]+/g, ' ').replace(/^[^:]+:\s*/, '');
}

describe('local mailbox transport (no SMTP_URL)', () => {
  let t: TestApp;
  let mailboxDir: string;

  beforeAll(async () => {
    mailboxDir = mkdtempSync(path.join(tmpdir(), 'bizmarkt-mailbox-'));
    t = await createTestApp({ env: { MAILBOX_DIR: mailboxDir, APP_URL, MAIL_FROM } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(mailboxDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.database.db.delete(emails);
  });

  it('queues a rendered mail as pending, and the worker writes it to <mailboxDir>/<id>.eml', async () => {
    const id = await queueVerification(t, 'Anna@Example.com');
    const queued = await row(t, id);
    expect(queued).toMatchObject({
      status: 'pending',
      attempts: 0,
      template: 'verify-email',
      locale: 'en',
      to_email: 'Anna@Example.com',
      subject: 'Confirm your email address',
      sent_at: null,
      transport: null,
      headers: {},
    });
    expect(queued.text).toContain(`Confirm email address: ${APP_URL}/api/email/verify/1/abc?expires=1&signature=s`);
    expect(existsSync(path.join(mailboxDir, `${id}.eml`))).toBe(false);

    await expect(t.app.mailWorker.runOnce()).resolves.toBe(1);

    const sent = await row(t, id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, transport: 'mailbox', last_error: null });
    expect(sent.sent_at).toBeInstanceOf(Date);
    expect(sent.message_id).toMatch(/^<.+@bizmarkt\.test>$/);

    const parsed = await simpleParser(readFileSync(path.join(mailboxDir, `${id}.eml`)));
    expect(parsed.subject).toBe('Confirm your email address');
    expect(parsed.messageId).toBe(sent.message_id);
    expect(parsed.from?.value).toEqual([{ name: 'Bizmarkt', address: 'no-reply@bizmarkt.test' }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('Anna@example.com');
    expect(parsed.text).toContain('Hi Sophie,');
    expect(parsed.html).toContain('<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#142033;">Confirm your email address</h1>');

    // nothing left to do
    await expect(t.app.mailWorker.runOnce()).resolves.toBe(0);
  });

  it('adds the signed unsubscribe link and the RFC 8058 headers to opt-out mail only', async () => {
    const free = await userId(t, 'free@bizmarkt.test');
    const optOut = await t.app.mail.queue({
      template: 'notification',
      data: { type: 'favorite-price-changed', payload: { business_name: 'Acme', business_price: 10, old_price: 12 }, name: null },
      to: 'free@bizmarkt.test',
      userId: free,
      locale: 'de',
      unsubscribeList: 'price_changes',
    });
    const transactional = await t.app.mail.queue({
      template: 'notification',
      data: { type: 'password-was-changed', payload: {}, name: null },
      to: 'free@bizmarkt.test',
      userId: free,
      locale: 'de',
    });
    const optOutRow = await row(t, optOut);
    expect(optOutRow.template).toBe('notification.favorite-price-changed');
    const header = optOutRow.headers['List-Unsubscribe'] ?? '';
    const match = /^<http:\/\/localhost:3000\/api\/unsubscribe\?token=([^>]+)>$/.exec(header);
    expect(match).not.toBeNull();
    const token = decodeURIComponent(match?.[1] ?? '');
    expect(readUnsubscribeToken(t.app.config.appKey, token)).toEqual({ userId: free, list: 'price_changes' });
    expect(optOutRow.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(optOutRow.text).toContain(`Von diesen E-Mails abmelden: ${APP_URL}/de/unsubscribed?token=${encodeURIComponent(token)}`);

    const transactionalRow = await row(t, transactional);
    expect(transactionalRow.headers).toEqual({});
    expect(transactionalRow.text).not.toContain('unsubscribed');

    await t.app.mailWorker.runOnce();
    const parsed = await simpleParser(readFileSync(path.join(mailboxDir, `${optOut}.eml`)));
    expect(unfoldedHeader(parsed.headerLines, 'list-unsubscribe')).toBe(header);
    expect(unfoldedHeader(parsed.headerLines, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const plain = await simpleParser(readFileSync(path.join(mailboxDir, `${transactional}.eml`)));
    expect(unfoldedHeader(plain.headerLines, 'list-unsubscribe')).toBeUndefined();
  });

  it('refuses an opt-out mail without a user to sign the link for', async () => {
    await expect(
      t.app.mail.queue({
        template: 'notification',
        data: { type: 'favorite-updated', payload: {}, name: null },
        to: 'x@example.com',
        userId: null,
        locale: 'en',
        unsubscribeList: 'favorites_updated',
      }),
    ).rejects.toThrow(/userId/);
  });

  it('takes over a row left in "sending" by a dead instance once its 5-minute claim has run out', async () => {
    const abandoned = await queueVerification(t, 'abandoned@example.com');
    const busy = await queueVerification(t, 'busy@example.com');
    // claimed 6 minutes ago by an instance that died: its lease ended a minute ago
    await t.database.db
      .update(emails)
      .set({ status: 'sending', attempts: 1, next_attempt_at: sql`now() - interval '1 minute'` })
      .where(eq(emails.id, abandoned));
    // claimed just now by a live instance
    await t.database.db
      .update(emails)
      .set({ status: 'sending', attempts: 1, next_attempt_at: sql`now() + interval '5 minutes'` })
      .where(eq(emails.id, busy));

    await expect(t.app.mailWorker.runOnce()).resolves.toBe(1);
    expect(await row(t, abandoned)).toMatchObject({ status: 'sent', attempts: 2, transport: 'mailbox' });
    expect(await row(t, busy)).toMatchObject({ status: 'sending', attempts: 1, sent_at: null });
  });

  it('a claim holds the row for five minutes', async () => {
    const id = await queueVerification(t, 'lease@example.com');
    const [claimed] = await claimDueEmails(t.database.db, 10);
    expect(claimed).toMatchObject({ id, status: 'sending', attempts: 1 });
    const lease = await secondsUntilNextAttempt(t, id);
    expect(lease).toBeGreaterThan(290);
    expect(lease).toBeLessThanOrEqual(300);
    await expect(claimDueEmails(t.database.db, 10)).resolves.toEqual([]);
  });

  it('gives up on a row abandoned during its last attempt, and keeps it as failed', async () => {
    const id = await queueVerification(t, 'last@example.com');
    await t.database.db
      .update(emails)
      .set({ status: 'sending', attempts: MAX_ATTEMPTS, next_attempt_at: sql`now() - interval '1 second'` })
      .where(eq(emails.id, id));
    await t.app.mailWorker.runOnce();
    const failed = await row(t, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS + 1, sent_at: null });
    expect(failed.last_error).toMatch(/stopped during the last attempt/);
    expect(existsSync(path.join(mailboxDir, `${id}.eml`))).toBe(false);
  });

  it('sends in order of queueing, ten per round', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await queueVerification(t, `bulk${i}@example.com`));
    await expect(t.app.mailWorker.runOnce()).resolves.toBe(10);
    const statuses = await Promise.all(ids.map(async (id) => (await row(t, id)).status));
    expect(statuses).toEqual([...Array(10).fill('sent'), 'pending', 'pending']);
    await expect(t.app.mailWorker.runOnce()).resolves.toBe(2);
  });

  const onPostgres = currentLeg() === 'postgres' ? it : it.skip;
  onPostgres('claims with SKIP LOCKED: a second claim meanwhile neither waits nor takes the same rows', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(await queueVerification(t, `locked${i}@example.com`));
    let firstClaim: number[] = [];
    let secondClaim: number[] = [];
    await t.database.db.transaction(async (tx) => {
      firstClaim = (await claimDueEmails(tx, 2)).map((claimed) => claimed.id);
      // The first transaction still holds its row locks. Without SKIP LOCKED the second claim would
      // wait for it (here: forever, since this transaction waits for the claim).
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the second claim waited for the lock')), 5_000);
      });
      try {
        secondClaim = (await Promise.race([t.app.repositories.emails.claimDue(10), timeout])).map((claimed) => claimed.id);
      } finally {
        clearTimeout(timer);
      }
    });
    expect(firstClaim).toEqual(ids.slice(0, 2));
    expect(secondClaim).toEqual(ids.slice(2));
  });
});

describe('SMTP transport (SMTP_URL set)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL, MAIL_FROM } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.refuse = null;
    await t.database.db.delete(emails);
  });

  it('delivers over SMTP: envelope, subject, HTML and text parts, List-Unsubscribe headers', async () => {
    const id = await t.app.mail.queue({
      template: 'notification',
      data: { type: 'nda-requested', payload: { business_name: 'Acme <Outdoor>', buyer_name: 'Bert' }, name: 'Sophie' },
      to: 'seller@bizmarkt.test',
      userId: await userId(t, 'seller@bizmarkt.test'),
      locale: 'en',
      unsubscribeList: 'nda_requested',
    });
    await expect(t.app.mailWorker.runOnce()).resolves.toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelope).toEqual({ from: 'no-reply@bizmarkt.test', to: ['seller@bizmarkt.test'] });
    const parsed = mail!.parsed;
    expect(parsed.subject).toBe('Bert requested access to your listing “Acme <Outdoor>”');
    expect(parsed.text).toContain('Hi Sophie,');
    expect(parsed.text).toContain('Bert requested access to view the details of your listing “Acme <Outdoor>”.');
    expect(parsed.text).toContain(`Open messages: ${APP_URL}/dashboard?messages`);
    expect(parsed.html).toContain('your listing “Acme &lt;Outdoor&gt;”');
    expect(parsed.html).not.toContain('<Outdoor>');
    const listUnsubscribe = unfoldedHeader(parsed.headerLines, 'list-unsubscribe') ?? '';
    expect(listUnsubscribe).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=[^>]+>$/);
    expect(unfoldedHeader(parsed.headerLines, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(parsed.text).toContain(`${APP_URL}/unsubscribed?token=`);

    const sent = await row(t, id);
    expect(sent).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, message_id: parsed.messageId });
  });

  it('retries a refused mail with backoff, marks it failed after 8 attempts, and keeps it', async () => {
    smtp.refuse = { code: 451, message: 'Try again later' };
    const id = await queueVerification(t, 'retry@example.com');

    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      await expect(t.app.mailWorker.runOnce()).resolves.toBe(1);
      const pending = await row(t, id);
      expect(pending).toMatchObject({ status: 'pending', attempts: attempt, sent_at: null });
      expect(pending.last_error).toMatch(/451/);
      const wait = await secondsUntilNextAttempt(t, id);
      expect(wait).toBeGreaterThan(backoffSeconds(attempt) - 5);
      expect(wait).toBeLessThanOrEqual(backoffSeconds(attempt));
      // not due before its time
      await expect(t.app.mailWorker.runOnce()).resolves.toBe(0);
      await makeDue(t, id);
    }

    await expect(t.app.mailWorker.runOnce()).resolves.toBe(1);
    const failed = await row(t, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sent_at: null, to_email: 'retry@example.com' });
    expect(failed.last_error).toMatch(/451/);
    expect(failed.text).toContain('Confirm email address');
    // never claimed again, never deleted
    await makeDue(t, id);
    await expect(t.app.mailWorker.runOnce()).resolves.toBe(0);
    expect((await row(t, id)).status).toBe('failed');
    expect(smtp.received).toHaveLength(0);
  });

  it('delivers on a later attempt once the server accepts again', async () => {
    smtp.refuse = { code: 421, message: 'Service not available' };
    const id = await queueVerification(t, 'later@example.com');
    await t.app.mailWorker.runOnce();
    expect((await row(t, id)).status).toBe('pending');
    smtp.refuse = null;
    await makeDue(t, id);
    await t.app.mailWorker.runOnce();
    expect(await row(t, id)).toMatchObject({ status: 'sent', attempts: 2, transport: 'smtp' });
    expect(smtp.received).toHaveLength(1);
  });
});

describe('the polling worker (MAIL_WORKER on)', () => {
  let t: TestApp;
  let mailboxDir: string;
  let closed = false;

  beforeAll(async () => {
    mailboxDir = mkdtempSync(path.join(tmpdir(), 'bizmarkt-mailbox-'));
    t = await createTestApp({ captureLogs: true, env: { MAIL_WORKER: 'on', MAILBOX_DIR: mailboxDir, APP_URL } });
  });
  afterAll(async () => {
    if (!closed) await t?.close();
    rmSync(mailboxDir, { recursive: true, force: true });
  });

  it('starts with the app, sends queued mail without being asked, logs the mailbox link, and stops on close', async () => {
    expect(t.app.mailWorker.isRunning).toBe(true);
    const id = await queueVerification(t, 'poll@example.com');
    const deadline = Date.now() + 5_000;
    while ((await row(t, id)).status !== 'sent' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await row(t, id)).status).toBe('sent');
    expect(existsSync(path.join(mailboxDir, `${id}.eml`))).toBe(true);
    expect(t.logs.some((line) => line.includes(`mail delivered to the local mailbox: ${APP_URL}/api/dev/mailbox/${id}`))).toBe(true);

    const worker = t.app.mailWorker;
    await t.close();
    closed = true;
    expect(worker.isRunning).toBe(false);
  });
});
