import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { EventEmitter } from 'node:events';
import { Pool } from 'pg';
import { listeningPoolConnection, registerPoolNotifications } from './changes';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. `db.execute()` results: read only `.rows`. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Rows of a raw SQL query. `db.execute()` answers differ between PGlite and node-postgres;
 * both put the rows in `.rows`, so that is all this reads.
 */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows?: unknown };
  if (!Array.isArray(result.rows)) throw new Error('the driver answered without rows');
  return result.rows as Row[];
}

interface DatabaseBase {
  db: Db;
  close(): Promise<void>;
}
export interface PgliteDatabaseHandle extends DatabaseBase {
  kind: 'pglite';
  client: PGlite;
}
export interface PostgresDatabaseHandle extends DatabaseBase {
  kind: 'postgres';
  client: Pool;
}
export type DatabaseHandle = PgliteDatabaseHandle | PostgresDatabaseHandle;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined opens an in-memory PGlite (tests). */
  dataDir?: string | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

export function openPostgres(connectionString: string): PostgresDatabaseHandle {
  // Every pooled connection LISTENs for cache changes (src/db/changes.ts); pg-pool awaits `onConnect`
  // before it hands a new connection out.
  const notifications = new EventEmitter();
  // Idle connections are kept (pg-pool closes them after 10 s by default): a new one costs about
  // 20 ms (backend start, LISTEN, the backend's first catalog reads), paid by the request waiting for
  // it. Answered from memory, a steady poll load leaves the pool idle, so every burst of queries (a
  // session's sliding expiry, a cache entry's reload) met a closed pool (issue #14: p99 at 1,000 req/s).
  const pool = new Pool({ connectionString, idleTimeoutMillis: 0, onConnect: listeningPoolConnection(notifications) });
  registerPoolNotifications(pool, notifications);
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return {
    kind: 'postgres',
    client: pool,
    db: drizzleNodePg({ client: pool, schema }),
    close: async () => {
      // The change feed's own connection goes first (src/db/changes.ts).
      notifications.emit('closing');
      await pool.end();
    },
  };
}

export async function openPglite(dataDir?: string): Promise<PgliteDatabaseHandle> {
  let lock: DataDirLock | undefined;
  if (dataDir !== undefined) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
  }
  try {
    const client = await PGlite.create(dataDir === undefined ? {} : { dataDir });
    return {
      kind: 'pglite',
      client,
      db: drizzlePglite({ client, schema }),
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
