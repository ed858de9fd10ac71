import { Client } from 'pg';
import { openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seed } from '../../src/seed';
import { startPostgresCluster, stopPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { PG_ADMIN_URL_ENV, PG_TEMPLATE_DATABASE, TEST_PASSWORD_COST } from './shared-state';

declare global {
  var __BIZMARKT_PG_CLUSTER__: PostgresCluster | undefined;
}

/**
 * Starts the cluster and builds the template database through the app's own migrator and seed;
 * each test file then gets `CREATE DATABASE … TEMPLATE bizmarkt_template`.
 */
export default async function postgresGlobalSetup(): Promise<void> {
  const cluster = await startPostgresCluster();
  globalThis.__BIZMARKT_PG_CLUSTER__ = cluster;
  // If Jest dies before its teardown, do not leave a postgres running.
  process.once('exit', () => {
    if (globalThis.__BIZMARKT_PG_CLUSTER__) stopPostgresCluster(cluster);
  });
  try {
    const admin = new Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DATABASE}`);
    } finally {
      await admin.end();
    }
    const template = openPostgres(cluster.adminUrl.replace(/\/postgres$/, `/${PG_TEMPLATE_DATABASE}`));
    try {
      await runMigrations(template);
      await seed(template.db, { passwordCost: TEST_PASSWORD_COST });
    } finally {
      await template.close();
    }
  } catch (error) {
    stopPostgresCluster(cluster);
    throw error;
  }
  process.env[PG_ADMIN_URL_ENV] = cluster.adminUrl;
}
