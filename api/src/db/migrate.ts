import path from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { API_ROOT } from '../config';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

/** Arbitrary, fixed key of the session-level advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 727_001;

/** Migrations running per PGlite instance: its one connection makes the advisory lock re-entrant. */
const pgliteMigrations = new WeakMap<object, Promise<void>>();

/**
 * Applies the committed migrations with Drizzle's runtime migrator. Several instances may start
 * at once on one PostgreSQL: the advisory lock lets one migrate while the others wait, after
 * which they find nothing left to do.
 */
export async function runMigrations(database: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    // Other processes are kept out by the data folder's lock file; within this process, callers
    // on one instance share a single session (so the advisory lock would not stop them): queue them.
    const client = database.client;
    const previous = pgliteMigrations.get(client) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => migratePglite(drizzlePglite({ client }), config));
    pgliteMigrations.set(client, run);
    return run;
  }
  // Advisory locks belong to a connection: lock, migrate and unlock on one pooled client.
  const connection = await database.client.connect();
  let healthy = false;
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection }), config);
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
    healthy = true;
  } finally {
    // A connection that failed may still hold the lock: close it rather than pool it.
    connection.release(!healthy);
  }
}
