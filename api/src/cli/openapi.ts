// `pnpm --filter ./api openapi [--out FILE]`: writes the API reference as an OpenAPI document (default
// docs/api/openapi.json, not committed: it is made from the code whenever it is wanted). The same
// document the development server shows at /api/dev/docs/ (plugins/app/api-docs.ts): the app is built
// as in development, on an empty (migrated) in-memory database, with social sign-in configured so that its routes
// are in it too; nothing is served and nothing outside the output file is written.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { API_ROOT, readConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

const USAGE = 'usage: openapi [--out FILE]';

export function outputFile(argv: readonly string[]): string {
  if (argv.length === 0) return path.join(API_ROOT, '..', 'docs', 'api', 'openapi.json');
  if (argv.length === 2 && argv[0] === '--out' && argv[1]) return path.resolve(argv[1]);
  throw new Error(USAGE);
}

async function main(): Promise<void> {
  const out = outputFile(process.argv.slice(2));
  const scratch = mkdtempSync(path.join(tmpdir(), 'bizmarkt-openapi-'));
  const config = readConfig({
    NODE_ENV: 'development',
    APP_KEY: 'openapi-document-0123456789abcdef0123456789',
    MAIL_WORKER: 'off',
    JOBS_WORKER: 'off',
    MEDIA_DIR: path.join(scratch, 'media'),
    MAILBOX_DIR: path.join(scratch, 'mailbox'),
    OIDC_ISSUER: 'https://id.example.com/',
    OIDC_CLIENT_ID: 'bizmarkt',
    OIDC_CLIENT_SECRET: 'unused',
  });
  // The app schedules its jobs when it starts: the tables must exist, if empty.
  const database = await openDatabase({});
  await runMigrations(database);
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    console.log(`OpenAPI document written: ${path.relative(process.cwd(), out)}`);
  } finally {
    await app.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
