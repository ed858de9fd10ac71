// `pnpm --filter api seed [--if-empty]`: apply migrations, then add reference data and demo users.
// Idempotent. With --if-empty it does nothing when any user exists.
import { readConfig } from '../config';
import { runMigrations } from '../db/migrate';
import { describeDatabase, openConfiguredDatabase } from '../db/open-from-config';
import { seed } from '../seed';
import { createMediaStore } from '../lib/media-store';

async function main(argv: readonly string[]): Promise<void> {
  const unknown = argv.filter((arg) => arg !== '--if-empty');
  if (unknown.length > 0) throw new Error(`unknown argument(s): ${unknown.join(' ')} (usage: seed [--if-empty])`);
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await runMigrations(database);
    const result = await seed(database.db, {
      ifEmpty: argv.includes('--if-empty'),
      media: createMediaStore(config.mediaDir),
      conversations: true,
      seller: config.billing.seller,
    });
    console.log(
      result.skipped
        ? `seed skipped: users exist (${describeDatabase(config)})`
        : `seeded ${describeDatabase(config)}: ${result.usersAdded} demo user(s) added`,
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
