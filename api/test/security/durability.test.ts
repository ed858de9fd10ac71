// Durability (issue #27, point 7): the real API as a child process (server.ts, its PID the server's own)
// on this leg's database — PGlite in a data folder of its own, or a database of the test cluster —
// takes concurrent writes from several logged-in users (favourites, each user × listing pair added
// once, so every 2xx is one row that must exist), is killed with SIGKILL while requests are in flight,
// restarted on the same data, and asked through its own API whether every acknowledged write is there.
// A request in flight at the kill has no answer: it may or may not have been written, and is never
// retried (a second toggle would remove it). `npm test`: 300 writes, one kill; `SECURITY_FULL=1`:
// 1,200 writes, three kills.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { Client } from 'pg';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { createUser, TEST_PASSWORD } from '../helpers/accounts';
import { currentLeg } from '../helpers/database';
import { insertListing } from '../helpers/listing-lifecycle';
import { PG_ADMIN_URL_ENV, PG_TEMPLATE_DATABASE, PGLITE_TEMPLATE_ENV } from '../setup/shared-state';
import { HttpClient, printSummary, SECURITY_FULL, startApiProcess, type ApiProcess } from './support';

const leg = currentLeg();
const PLAN = SECURITY_FULL ? { writes: 1_200, kills: 3, users: 24 } : { writes: 300, kills: 1, users: 6 };
/** Requests in flight at once (spread over the users). */
const CONCURRENCY = 32;

interface Pair {
  user: number;
  listing: number;
}

interface Setup {
  env: NodeJS.ProcessEnv;
  emails: string[];
  listings: number[];
  cleanup(): Promise<void>;
}

const work = mkdtempSync(path.join(tmpdir(), 'bizmarkt-durability-'));

/** Users and published listings for the writes, put into a copy of the seeded template. */
async function fill(database: DatabaseHandle): Promise<Pick<Setup, 'emails' | 'listings'>> {
  const emails: string[] = [];
  for (let index = 0; index < PLAN.users; index += 1) emails.push((await createUser(database, { name: 'Durable', last_name: `Writer ${index}` })).email);
  const seller = await createUser(database, { role: 'seller' });
  const needed = PLAN.writes + PLAN.kills * CONCURRENCY * 2;
  const listings: number[] = [];
  for (let index = 0; index < Math.ceil(needed / PLAN.users); index += 1) listings.push(await insertListing(database, seller.id, {}, 0));
  return { emails, listings };
}

async function pgliteSetup(): Promise<Setup> {
  const dataDir = path.join(work, 'pglite');
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template) throw new Error(`${PGLITE_TEMPLATE_ENV} is not set: the global setup did not run`);
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(template)]) });
  const database: DatabaseHandle = { kind: 'pglite', client, db: drizzle({ client, schema }), close: () => client.close() };
  try {
    const filled = await fill(database);
    // On disk and checkpointed: the server's first start replays no WAL.
    await client.exec('CHECKPOINT');
    return { env: { DATA_DIR: dataDir }, ...filled, cleanup: async () => undefined };
  } finally {
    await database.close();
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function postgresSetup(): Promise<Setup> {
  const adminUrl = process.env[PG_ADMIN_URL_ENV];
  if (!adminUrl) throw new Error(`${PG_ADMIN_URL_ENV} is not set: the global setup did not run`);
  const name = `bizmarkt_durability_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DATABASE}`);
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const database = openPostgres(url);
  try {
    return {
      env: { DATABASE_URL: url },
      ...(await fill(database)),
      cleanup: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  } finally {
    await database.close();
  }
}

/** Every user × listing pair, shuffled (deterministically), so the writes interleave users and listings. */
function pairs(users: number, listings: number[]): Pair[] {
  const all = listings.flatMap((listing) => Array.from({ length: users }, (_, user) => ({ user, listing })));
  let seed = 27;
  for (let index = all.length - 1; index > 0; index -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = seed % (index + 1);
    [all[index], all[other]] = [all[other]!, all[index]!];
  }
  return all;
}

describe(`durability on ${leg}: kill -9 during acknowledged writes`, () => {
  let setup: Setup | undefined;
  let server: ApiProcess | undefined;
  const logFile = path.join(work, 'api.log');
  const env = () => ({
    APP_KEY: 'durability-app-key-0123456789abcdef0123456789',
    MEDIA_DIR: path.join(work, 'media'),
    MAILBOX_DIR: path.join(work, 'mailbox'),
    ...setup!.env,
  });

  beforeAll(async () => {
    setup = leg === 'postgres' ? await postgresSetup() : await pgliteSetup();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await setup?.cleanup();
    rmSync(work, { recursive: true, force: true });
  });

  it('keeps every write it acknowledged', async () => {
    const { emails, listings } = setup!;
    server = await startApiProcess(env(), logFile);
    const clients = emails.map(() => new HttpClient(server!.url));
    for (const [index, client] of clients.entries()) await client.login(emails[index]!, TEST_PASSWORD);

    const queue = pairs(emails.length, listings);
    const acknowledged: Pair[] = [];
    const unexpected: string[] = [];
    let inFlightAtKills = 0;
    const perRound = Math.ceil(PLAN.writes / PLAN.kills);

    for (let round = 0; round < PLAN.kills; round += 1) {
      const current = server;
      let done = 0;
      let inFlight = 0;
      let killing: Promise<void> | undefined;
      const worker = async () => {
        while (!killing && queue.length > 0) {
          const pair = queue.shift()!;
          inFlight += 1;
          try {
            const answer = await clients[pair.user]!.request('POST', '/api/favorites', { business_id: pair.listing });
            if (answer.status === 200 && (answer.json as { favorite?: unknown }).favorite === true) {
              acknowledged.push(pair);
              done += 1;
              if (done >= perRound && !killing) {
                // Mid-stream: the other workers' requests are on the wire.
                inFlightAtKills += inFlight - 1;
                killing = current.kill9();
              }
            } else if (!killing) {
              unexpected.push(`${answer.status} ${JSON.stringify(answer.json)}`);
            }
          } catch {
            // No answer: in flight when the server died. Unknown, never retried.
          } finally {
            inFlight -= 1;
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      await killing;
      expect({ round, killed: killing !== undefined, unexpected }).toEqual({ round, killed: true, unexpected: [] });
      // The same data, a new process (and a new port): sessions are rows, so the clients stay logged in.
      server = await startApiProcess(env(), logFile);
      for (const client of clients) client.baseUrl = server.url;
    }

    const present = new Map<number, Set<number>>();
    for (const [index, client] of clients.entries()) {
      const answer = await client.request('GET', '/api/favorites/ids');
      expect(answer.status).toBe(200);
      present.set(index, new Set(answer.json as number[]));
    }
    const lost = acknowledged.filter((pair) => !present.get(pair.user)!.has(pair.listing));
    printSummary('durability', { acknowledged: acknowledged.length, lost: lost.length, kills: PLAN.kills, 'in flight at the kills': inFlightAtKills });
    expect(acknowledged.length).toBeGreaterThanOrEqual(PLAN.writes);
    expect(inFlightAtKills).toBeGreaterThan(0);
    expect(lost).toEqual([]);
  }, 300_000);
});
