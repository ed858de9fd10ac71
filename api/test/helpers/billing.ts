// Helpers of the billing suites: an app on a fake clock with its own private invoice folder, a
// logged-in buyer, the sandbox checkout driven as a tester would, signed webhook deliveries.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BILLING_PATHS, type BillingResponse } from '@bizmarkt/shared/contract';
import type { DatabaseHandle } from '../../src/db/client';
import { notifications, type NewUserRow, type NotificationType, type UserRow } from '../../src/db/schema';
import { signatureHeader } from '../../src/billing/signature';
import type { QueueMailInput } from '../../src/mail/outbox';
import { createUser, loggedIn } from './accounts';
import { FakeClock } from './clock';
import type { TestClient } from './client';
import { useTestApp } from './test-app';

export const BILLING_START = new Date('2026-03-10T09:00:00Z');

export interface BillingTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: FakeClock;
  mails: QueueMailInput[];
}

export function useBillingApp(env: NodeJS.ProcessEnv = {}): BillingTestApp {
  const clock = new FakeClock(BILLING_START);
  const invoiceDir = mkdtempSync(path.join(tmpdir(), 'bizmarkt-invoices-'));
  const t = useTestApp({ clock, env: { INVOICE_DIR: invoiceDir, SANDBOX_PENDING_SECONDS: '30', ...env } });
  const mails: QueueMailInput[] = [];
  beforeAll(() => {
    const queue = t.app.mail.queue.bind(t.app.mail);
    t.app.mail.queue = async (input) => {
      mails.push(input);
      return queue(input);
    };
  });
  afterAll(() => rmSync(invoiceDir, { recursive: true, force: true }));
  return {
    get app() {
      return t.app;
    },
    get database() {
      return t.database;
    },
    clock,
    mails,
  };
}

export interface Buyer {
  user: UserRow;
  client: TestClient;
}

export async function buyer(t: BillingTestApp, overrides: Partial<NewUserRow> = {}): Promise<Buyer> {
  const user = await createUser(t.database, { locale: 'en', ...overrides });
  return { user, client: await loggedIn(t.app, user.email) };
}

export async function billingOf(client: TestClient): Promise<BillingResponse> {
  const response = await client.request({ url: BILLING_PATHS.billing });
  if (response.statusCode !== 200) throw new Error(`GET /api/billing answered ${response.statusCode} ${response.body}`);
  return response.json() as BillingResponse;
}

/** Starts a checkout; answers the sandbox page's path (with its query) and the checkout id. */
export async function startCheckout(client: TestClient, planId = 'pro_monthly', currency = 'EUR') {
  const response = await client.request({ method: 'POST', url: BILLING_PATHS.checkout, payload: { plan_id: planId, currency } });
  if (response.statusCode !== 201) throw new Error(`checkout answered ${response.statusCode} ${response.body}`);
  const url = new URL((response.json() as { url: string }).url);
  const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  return { path: `${url.pathname}${url.search}`, id };
}

/** The tester's click on the sandbox page (a plain form POST, as the browser sends it). */
export async function choose(app: FastifyInstance, pagePath: string, choice: string) {
  return app.inject({ method: 'POST', url: pagePath, payload: `choice=${choice}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

/** Delivers the sandbox's queued events (and anything else due). */
export async function deliver(app: FastifyInstance): Promise<void> {
  // A job may queue more (a settled payment queues its events): run until nothing is due.
  for (let round = 0; round < 10; round += 1) {
    if ((await app.jobsWorker.runDue()) === 0) return;
  }
  throw new Error('jobs kept queueing due work');
}

/** Checkout, "pay", and the webhooks delivered: the buyer is PRO. */
export async function upgrade(t: BillingTestApp, client: TestClient, planId = 'pro_monthly', currency = 'EUR') {
  const checkout = await startCheckout(client, planId, currency);
  const answer = await choose(t.app, checkout.path, 'pay');
  if (answer.statusCode !== 303) throw new Error(`sandbox pay answered ${answer.statusCode}`);
  await deliver(t.app);
  return checkout;
}

export async function postEvent(t: BillingTestApp, event: object, secret = t.app.config.billing.sandboxWebhookSecret, at = t.clock.now()) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: BILLING_PATHS.webhook,
    headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(payload, secret, Math.floor(at.getTime() / 1000)) },
    payload,
  });
}

export async function notificationTypes(database: DatabaseHandle, userId: number, type?: NotificationType): Promise<string[]> {
  const rows = await database.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(type ? and(eq(notifications.user_id, userId), eq(notifications.type, type)) : eq(notifications.user_id, userId))
    .orderBy(notifications.id);
  return rows.map((row) => row.type);
}
