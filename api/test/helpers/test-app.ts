import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../../src/app';
import { multipartBodies } from '../../src/plugins/app/bodies';
import type { Clock } from '../../src/jobs/clock';
import { readConfig } from '../../src/config';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import type { DbLeg } from '../setup/shared-state';
import { startS3Server, type S3Server } from '../../tooling/s3-server.cjs';
import { openTestDatabase } from './database';

/**
 * `MEDIA_TEST_STORE=s3` (`pnpm --filter ./api test:s3`): every test app keeps its files in a bucket of
 * an S3-compatible server of its own on loopback instead of local folders — the media suites
 * (jest.config.js MEDIA_SUITES) run so on both database legs (decision 0181).
 */
export const MEDIA_TEST_STORE = process.env.MEDIA_TEST_STORE === 's3' ? 's3' : 'local';
// The SDK's notice that its releases after January 2027 need Node 22 (docs/architecture/media-and-uploads.md), once per test file otherwise.
if (MEDIA_TEST_STORE === 's3') process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  leg: DbLeg;
  /** Log lines (JSON) when created with `captureLogs`. */
  logs: string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  captureLogs?: boolean;
  /** Environment laid over the test defaults (e.g. SMTP_URL, MAILBOX_DIR, NODE_ENV, MAIL_WORKER). */
  env?: NodeJS.ProcessEnv;
  /** Test-only routes, added after the app's own and before it is ready (e.g. one per access level). */
  routes?: FastifyPluginAsync;
  /** The app's clock (`app.clock`), e.g. a FakeClock from ./clock for time-driven jobs. */
  clock?: Clock;
}

/**
 * The mail and jobs workers do not poll in tests (tests drive them with `app.mailWorker.runOnce()` and
 * `app.jobsWorker.runDue()`), and the local mailbox writes to a folder of the app's own (removed on
 * close, like its media folder), never to api/.data.
 */
const TEST_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'test',
  MAIL_WORKER: 'off',
  JOBS_WORKER: 'off',
};

/** The test-only route of `startSession` (helpers/accounts.ts). */
export const TEST_SESSION_PATH = '/__test/session';

/**
 * A real session for a user, started as the login route starts one but without checking a password:
 * scrypt costs a tenth of a second of a shared core, and most suites log someone in only to act as
 * them. The login route keeps its own tests (auth, login-throttle, login-precognition, sanctum).
 */
const sessionShortcut: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { email: string } }>(TEST_SESSION_PATH, { config: { access: 'public' } }, async (request, reply) => {
    const user = await app.repositories.users.findByEmail(request.body.email);
    if (!user) return reply.code(404).send({ message: `no user ${request.body.email}` });
    await app.sessions.start(request, reply, { userId: user.id, remember: false });
    return reply.code(204).send();
  });
};

/**
 * The real app on a fresh copy of the seeded database, for `app.inject`, with media, mailbox and
 * invoice folders of its own (removed on close) unless `env` names them: an invoice PDF of an earlier
 * run (the seed's invoice numbers repeat) is never served in place of the one this code draws.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownMediaDir = options.env?.MEDIA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'bizmarkt-media-'));
  const ownMailboxDir = options.env?.MAILBOX_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'bizmarkt-test-mailbox-'));
  const ownInvoiceDir = options.env?.INVOICE_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'bizmarkt-test-invoices-'));
  const removeOwnFolders = () => {
    for (const dir of [ownMediaDir, ownMailboxDir, ownInvoiceDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  };
  const s3: S3Server | null = MEDIA_TEST_STORE === 's3' && !options.env?.MEDIA_STORE ? await startS3Server() : null;
  const removeOwnDirs = async () => {
    removeOwnFolders();
    await s3?.close();
  };
  const testDatabase = await openTestDatabase();
  const logs: string[] = [];
  const logger = options.captureLogs ? { level: 'info', stream: { write: (line: string) => logs.push(line) } } : false;
  let app: FastifyInstance;
  try {
    const env = {
      ...TEST_ENV,
      ...(ownMediaDir ? { MEDIA_DIR: ownMediaDir } : {}),
      ...(ownMailboxDir ? { MAILBOX_DIR: ownMailboxDir } : {}),
      ...s3?.env,
      ...(ownInvoiceDir ? { INVOICE_DIR: ownInvoiceDir } : {}),
      ...options.env,
    };
    app = await buildApp({ config: readConfig(env), database: testDatabase.database, logger, ...(options.clock ? { clock: options.clock } : {}) });
    // Declared as the app's own routes that take a body are: where multipart bodies are read.
    await app.register(async (writes) => {
      await writes.register(multipartBodies);
      await writes.register(sessionShortcut);
      if (options.routes) await writes.register(options.routes);
    });
    await app.ready();
    // A run meant for the bucket that silently used the folders would prove nothing.
    if (s3 && app.media.kind !== 's3') throw new Error('MEDIA_TEST_STORE=s3, yet the app opened the local media store');
  } catch (error) {
    await testDatabase.dispose();
    await removeOwnDirs();
    throw error;
  }
  return {
    app,
    database: testDatabase.database,
    leg: testDatabase.leg,
    logs,
    close: async () => {
      await app.close();
      await testDatabase.dispose();
      await removeOwnDirs();
    },
  };
}

/**
 * A second API instance on the same PostgreSQL database as `first` (its own pool, change listener and
 * caches), as a second process behind the proxy would be. PostgreSQL leg only: a PGlite database lives
 * in one process.
 */
export async function createPeerApp(first: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (first.database.kind !== 'postgres') throw new Error('a peer instance needs PostgreSQL');
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'bizmarkt-media-'));
  const database = openPostgres(first.database.client.options.connectionString!);
  // The first instance's mailbox: both write mail the same way, as instances on one host would.
  // and the first instance's bucket when it has one (MEDIA_TEST_STORE=s3): instances share the media store.
  const config = { ...readConfig({ ...TEST_ENV, MEDIA_DIR: mediaDir, MAILBOX_DIR: first.app.config.mailboxDir }), mediaS3: first.app.config.mediaS3 };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

export const SELLER = { email: 'seller@bizmarkt.test', password: 'SellerPass123' } as const;
export const PRO = { email: 'pro@bizmarkt.test', password: 'ProBuyerPass123' } as const;
export const FREE = { email: 'free@bizmarkt.test', password: 'FreeBuyerPass123' } as const;
export const ADMIN = { email: 'admin@bizmarkt.test', password: 'AdminPass123' } as const;

/**
 * Registers beforeAll/afterAll for one app per test file and returns a view of it that is
 * valid inside tests.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const ready = (): TestApp => {
    if (!current) throw new Error('the test app is not ready (beforeAll failed?)');
    return current;
  };
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get leg() {
      return ready().leg;
    },
    get logs() {
      return ready().logs;
    },
    close: () => ready().close(),
  };
}
