// `pnpm --filter api migrate`: apply pending migrations and exit.
import { readConfig } from '../config';
import { runMigrations } from '../db/migrate';
import { describeDatabase, openConfiguredDatabase } from '../db/open-from-config';

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await runMigrations(database);
    console.log(`migrations applied: ${describeDatabase(config)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
