// `pnpm --filter api generate [--users N] [--notifications-per-user N] [--listings N] [--dialogs N]
// [--messages N] [--seed N] [--new-message-to EMAIL]`: fills the
// configured database with deterministic data at scale (see src/seed/generate/). Replaces the
// users it generated before; leaves seeded and real users alone.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { readConfig } from '../config';
import { seed } from '../seed';
import { addNewMessageTo, DEFAULT_GENERATE_OPTIONS, insertGenerated, type GenerateOptions } from '../seed/generate';
import { runMigrations } from '../db/migrate';
import { describeDatabase, openConfiguredDatabase } from '../db/open-from-config';
import { hashPassword } from '../lib/password';

/** The password of every generated user (they share one hash). */
export const GENERATED_PASSWORD = 'GeneratedPass123';

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number ≥ 0, got "${value}"`);
  return number;
}

export function parseGenerateArgs(argv: readonly string[]): GenerateOptions & { newMessageTo?: string } {
  const { values } = parseArgs({
    // `pnpm --filter api generate -- --users N` hands the script a leading `--`.
    args: argv[0] === '--' ? argv.slice(1) : [...argv],
    options: {
      users: { type: 'string' },
      'notifications-per-user': { type: 'string' },
      listings: { type: 'string' },
      dialogs: { type: 'string' },
      messages: { type: 'string' },
      seed: { type: 'string' },
      'new-message-to': { type: 'string' },
    },
    strict: true,
  });
  return {
    ...DEFAULT_GENERATE_OPTIONS,
    users: count('users', values.users, DEFAULT_GENERATE_OPTIONS.users),
    notificationsPerUser: count('notifications-per-user', values['notifications-per-user'], DEFAULT_GENERATE_OPTIONS.notificationsPerUser),
    listings: count('listings', values.listings, DEFAULT_GENERATE_OPTIONS.listings),
    dialogs: count('dialogs', values.dialogs, DEFAULT_GENERATE_OPTIONS.dialogs),
    messages: count('messages', values.messages, DEFAULT_GENERATE_OPTIONS.messages),
    seed: count('seed', values.seed, DEFAULT_GENERATE_OPTIONS.seed),
    ...(values['new-message-to'] ? { newMessageTo: values['new-message-to'] } : {}),
  };
}

async function main(argv: readonly string[]): Promise<void> {
  const options = parseGenerateArgs(argv);
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await runMigrations(database);
    // Reference data first (countries, categories): generated rows point at them.
    await seed(database.db, { ifEmpty: true, seller: config.billing.seller });
    const result = await insertGenerated(database.db, options, await hashPassword(GENERATED_PASSWORD));
    const seconds = result.milliseconds / 1000;
    console.log(
      `generated in ${describeDatabase(config)} (seed ${options.seed}): ${result.users} users, ` +
        `${result.notifications} notifications, ${result.listings} listings, ${result.dialogs} dialogs, ` +
        `${result.messages} messages (${result.attachments} attachments, ${result.ndaRecords} NDA records) in ${seconds.toFixed(1)} s ` +
        `(${Math.round((result.users + result.notifications + result.listings + result.dialogs + result.messages) / Math.max(seconds, 0.001))} rows/s)`,
    );
    // Statistics and the visibility map for what was just written, as autovacuum would set them on a
    // server in time: PGlite has no autovacuum, and without them its planner guesses and every
    // index-only scan reads the heap too (the landing's newest-first count took 180 ms at 100k listings).
    const vacuumStarted = Date.now();
    await database.db.execute(sql`VACUUM ANALYZE`);
    console.log(`then vacuumed and analysed in ${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s`);
    // Machine-readable for the bench: `new-message-id=<id>`.
    if (options.newMessageTo) console.log(`new-message-id=${await addNewMessageTo(database.db, options.newMessageTo)}`);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    // Drizzle's own message holds the SQL and every parameter (megabytes here): print the cause.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    console.error(cause instanceof Error ? cause.message : cause);
    process.exit(1);
  });
}
