// Helpers of the accounts suites (registration, passwords, profile, account, login throttling).
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { users, type NewUserRow, type UserRow } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import type { QueueMailInput } from '../../src/mail/outbox';
import { TestClient } from './client';
import { TEST_SESSION_PATH, useTestApp } from './test-app';
import { TEST_PASSWORD_COST } from '../setup/shared-state';

export interface AccountsTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Every mail queued through `app.mail.queue` since the app started (newest last). */
  mails: QueueMailInput[];
}

/**
 * `useTestApp()` (fresh seeded database, own media folder, outbox worker off) with `app.mail.queue`
 * wrapped to record what was queued (the mail still goes to the outbox as usual).
 */
export function useAccountsApp(): AccountsTestApp {
  const t = useTestApp();
  const mails: QueueMailInput[] = [];
  beforeAll(() => {
    const queue = t.app.mail.queue.bind(t.app.mail);
    t.app.mail.queue = async (input) => {
      mails.push(input);
      return queue(input);
    };
  });
  return {
    get app() {
      return t.app;
    },
    get database() {
      return t.database;
    },
    get config() {
      return t.app.config;
    },
    mails,
  };
}

/** The password of users made by `createUser` (hashed once per test file: scrypt is slow on purpose). */
export const TEST_PASSWORD = 'Velvet-Otter-42';
let testPasswordHash: Promise<string> | undefined;
let sequence = 0;

/** Inserts a verified user with a role (override anything); the email is unique per call. */
export async function createUser(database: DatabaseHandle, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD, TEST_PASSWORD_COST);
  sequence += 1;
  const [row] = await database.db
    .insert(users)
    .values({
      email: `user-${process.pid}-${Date.now()}-${sequence}@example.com`,
      password_hash: await testPasswordHash,
      name: 'Test',
      last_name: `User ${sequence}`,
      role: 'buyer',
      country_code: 'DE',
      email_verified_at: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/**
 * A client logged in as the user. With the default password and no extra headers the session is
 * started directly (`TEST_SESSION_PATH`: a real session and CSRF token, no scrypt); otherwise, and in
 * the login route's own suites, through `POST /api/login`.
 */
export async function loggedIn(app: FastifyInstance, email: string, password = TEST_PASSWORD, headers?: Record<string, string>) {
  const client = new TestClient(app);
  if (password === TEST_PASSWORD && headers === undefined) {
    await client.csrfCookie();
    const started = await client.request({ method: 'POST', url: TEST_SESSION_PATH, payload: { email } });
    if (started.statusCode !== 204) throw new Error(`session of ${email} failed: ${started.statusCode} ${started.body}`);
    return client;
  }
  const response = await client.login({ email, password }, headers);
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return client;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name?: string; filename: string; contentType: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bizmarkt${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A PNG with some detail, written with node's zlib (byte for byte the same on every machine).
 */
export function pngFixture(width: number, height: number): Buffer {
  const row = width * 4 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const at = y * row + 1 + x * 4;
      raw[at] = (x * 7 + y * 3) & 0xff;
      raw[at + 1] = (x * y) & 0xff;
      raw[at + 2] = (y * 5) & 0xff;
      raw[at + 3] = 0xff;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
