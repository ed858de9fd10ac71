// `pnpm --filter api seed [--if-empty]`: apply migrations, then add reference data and demo users.
// Idempotent. With --if-empty it does nothing when any user exists.
import { readConfig } from '../config';
import { runMigrations } from '../db/migrate';
import { describeDatabase, openConfiguredDatabase } from '../db/open-from-config';
import { seed } from '../seed';
import { openMediaStores } from '../lib/media-store';

async function main(argv: readonly string[]): Promise<void> {
  const unknown = argv.filter((arg) => arg !== '--if-empty');
  if (unknown.length > 0) throw new Error(`unknown argument(s): ${unknown.join(' ')} (usage: seed [--if-empty])`);
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  // The configured store (the local folder, or the bucket with MEDIA_STORE=s3) gets the demo pictures.
  const media = await openMediaStores({ mediaDir: config.mediaDir, invoiceDir: config.billing.invoiceDir, mediaS3: config.mediaS3 });
  try {
    await runMigrations(database);
    const result = await seed(database.db, {
      ifEmpty: argv.includes('--if-empty'),
      media: media.stores.public,
      conversations: true,
      seller: config.billing.seller,
    });
    console.log(
      result.skipped
        ? `seed skipped: users exist (${describeDatabase(config)})`
        : `seeded ${describeDatabase(config)}: ${result.usersAdded} demo user(s) added`,
    );
  } finally {
    media.close();
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
