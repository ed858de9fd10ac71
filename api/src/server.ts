// Starts the API: open the database, apply migrations, listen. Everything else is in app.ts.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { readConfig } from './config';
import { runMigrations } from './db/migrate';
import { describeDatabase, openConfiguredDatabase } from './db/open-from-config';
import { openLogDestination } from './lib/log-destination';

function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1); // a second signal: stop waiting
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, database, logger: { level: config.logLevel, stream: openLogDestination() } });
  closeOnSignals(app);
  app.log.info(`database: ${describeDatabase(config)}`);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
