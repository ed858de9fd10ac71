import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { Client } from 'pg';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import * as schema from '../../src/db/schema';
import { PG_ADMIN_URL_ENV, PG_TEMPLATE_DATABASE, PGLITE_TEMPLATE_ENV, type DbLeg } from '../setup/shared-state';

export interface TestDatabase {
  leg: DbLeg;
  database: DatabaseHandle;
  /** Removes what is left once the app (which closes `database`) has closed. */
  dispose(): Promise<void>;
}

export function currentLeg(): DbLeg {
  const leg = globalThis.__DB_LEG__;
  if (leg !== 'pglite' && leg !== 'postgres') throw new Error('__DB_LEG__ is not set: run the API suites through jest.config.js');
  return leg;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup did not run`);
  return value;
}

/** A fresh database for one test file: a copy of the migrated, seeded template. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const leg = currentLeg();
  const database = leg === 'postgres' ? await copyPostgresTemplate() : await copyPgliteTemplate();
  // A no-op on the copy; proves that starting on a migrated database changes nothing.
  await runMigrations(database.handle);
  return { leg, database: database.handle, dispose: database.dispose };
}

/**
 * The template's bytes as the Blob PGlite's `loadDataDir` reads (it calls only `arrayBuffer()` and
 * looks at `type`): Node 20's own Blob hands its bytes over through a stream, ≈ 0.4 s of CPU for the
 * 40 MB dump on every copy.
 */
function templateDump(): Blob {
  const bytes = readFileSync(requiredEnv(PGLITE_TEMPLATE_ENV));
  const dump: Pick<Blob, 'type' | 'arrayBuffer'> = {
    type: 'application/x-tar',
    arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  };
  return dump as Blob;
}

async function copyPgliteTemplate() {
  const client = await PGlite.create({ loadDataDir: templateDump() });
  const handle: DatabaseHandle = {
    kind: 'pglite',
    client,
    db: drizzle({ client, schema }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
  return { handle, dispose: () => handle.close() };
}

async function copyPostgresTemplate() {
  const adminUrl = requiredEnv(PG_ADMIN_URL_ENV);
  const name = `bizmarkt_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DATABASE}`);
  const handle = openPostgres(adminUrl.replace(/\/postgres$/, `/${name}`));
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return {
    handle: { ...handle, close },
    dispose: async () => {
      await close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
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
