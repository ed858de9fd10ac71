import fs, { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
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

/**
 * PGlite's start parameters with PostgreSQL's fsync on: PGlite starts it with `-F` (fsync off), so no
 * commit ever reached the disk before it was acknowledged — safe from kill -9 (the bytes are in the
 * kernel's cache), not from a power cut. `wal_sync_method=fsync`: the WebAssembly layer ignores
 * fdatasync, and its fsync ends in the file system's stream operation that DurableNodeFS supplies.
 * docs/decisions/0131-pglite-durability.md has the measurement.
 */
export const PGLITE_DURABLE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];

/** What DurableNodeFS touches of PGlite's Emscripten module. */
interface EmscriptenModule {
  NODEFS?: { stream_ops?: { fsync?: (stream: { nfd: number }) => number } };
  FS: { ErrnoError: new (errno: number) => Error };
}

/** Emscripten's EIO: PostgreSQL treats a failed fsync as fatal (no write is acknowledged after it). */
const EMSCRIPTEN_EIO = 29;

/**
 * PGlite's Node file system (its data folder mounted through Emscripten's NODEFS), whose files'
 * fsync really calls fsync(2): Emscripten's NODEFS has no fsync operation, so the call PostgreSQL
 * makes at each commit (and at each checkpoint for the data files) did nothing.
 */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const syncFiles = (module: EmscriptenModule) => {
      const streamOps = module.NODEFS?.stream_ops;
      if (!streamOps) throw new Error("PGlite's module has no NODEFS: commits could not be made durable");
      streamOps.fsync = (stream) => {
        try {
          fs.fsyncSync(stream.nfd);
        } catch {
          throw new module.FS.ErrnoError(EMSCRIPTEN_EIO);
        }
        return 0;
      };
    };
    const preRun = result.emscriptenOpts.preRun ?? [];
    // First: NodeFS's own pre-run mounts the folder with these operations.
    result.emscriptenOpts.preRun = [syncFiles as (module: unknown) => void, ...preRun];
    return result;
  }
}

export async function openPglite(dataDir?: string): Promise<PgliteDatabaseHandle> {
  let lock: DataDirLock | undefined;
  if (dataDir !== undefined) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
  }
  try {
    // In memory (tests): nothing to make durable. A data folder: every commit fsynced before it is acknowledged.
    const client = await PGlite.create(dataDir === undefined ? {} : { fs: new DurableNodeFS(dataDir), startParams: [...PGLITE_DURABLE_START_PARAMS] });
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
