import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './client';

/** The database the config names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
}

/** Where the data lives, for log lines (never the URL itself: it may hold a password). */
export function describeDatabase(config: AppConfig): string {
  return config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
}
