// `pnpm --filter ./api migrate-media [--dry-run]` (or `node api/dist/cli/migrate-media.js`): copies every file
// of the local media store — MEDIA_DIR (avatars, listing images), MEDIA_DIR/.private (chat attachments),
// INVOICE_DIR (invoice PDFs) — into the bucket that MEDIA_STORE=s3 and MEDIA_S3_* name, under the same keys.
// Idempotent and resumable (run it again after a failure: what is there is checked, not copied again),
// every copy verified, counts per area printed; exits 1 when a file failed. Local files are not removed.
// docs/architecture/media-and-uploads.md#moving-to-s3-migrate-media
import { readConfig } from '../config';
import { describeMigration, migrateMedia, type MigrationReport } from '../lib/media-migration';
import { openLocalMediaStores, openS3MediaStores } from '../lib/media-store';

const USAGE = 'usage: migrate-media [--dry-run]';

/** The command, for the CLI and its test: answers the report, prints with `print`. */
export async function runMigrateMedia(env: NodeJS.ProcessEnv, argv: readonly string[], print: (line: string) => void): Promise<MigrationReport> {
  const unknown = argv.filter((arg) => arg !== '--dry-run');
  if (unknown.length > 0) throw new Error(`unknown argument(s): ${unknown.join(' ')} (${USAGE})`);
  const dryRun = argv.includes('--dry-run');
  const config = readConfig(env);
  if (!config.mediaS3) throw new Error('migrate-media copies the local store into a bucket: set MEDIA_STORE=s3 and MEDIA_S3_* (the target)');
  const source = openLocalMediaStores({ mediaDir: config.mediaDir, invoiceDir: config.billing.invoiceDir });
  const target = await openS3MediaStores(config.mediaS3);
  const where = `${config.mediaS3.endpoint ?? 'AWS S3'} bucket ${config.mediaS3.bucket}${config.mediaS3.prefix ? ` under ${config.mediaS3.prefix}` : ''}`;
  print(`${dryRun ? 'comparing' : 'copying'} ${config.mediaDir} and ${config.billing.invoiceDir} ${dryRun ? 'with' : 'to'} ${where}`);
  try {
    const report = await migrateMedia(source, target.stores, { dryRun });
    for (const [area, { failed }] of Object.entries(report)) for (const failure of failed) print(`failed: ${area} ${failure.key}: ${failure.reason}`);
    for (const line of describeMigration(report, dryRun)) print(line);
    return report;
  } finally {
    target.close();
  }
}

if (require.main === module) {
  runMigrateMedia(process.env, process.argv.slice(2), (line) => console.log(line)).then(
    (report) => {
      if (Object.values(report).some((area) => area.failed.length > 0)) process.exit(1);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
