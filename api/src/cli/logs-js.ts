// `pnpm --filter api logs:js [--limit N] [--since ISO] [--json]`: the most recent client errors
// (POST /api/log/js), oldest of them first so the newest ends up at the bottom, like a log tail.
// With PGlite the data folder is locked by a running server: stop it, or read the same rows through
// GET /api/admin/log/js as an admin. With DATABASE_URL this runs beside the server.
import { readConfig } from '../config';
import type { ClientErrorLogRow } from '../db/schema';
import { openConfiguredDatabase } from '../db/open-from-config';
import { createClientErrorLogsRepository } from '../repositories/client-error-logs';

const USAGE = 'usage: logs:js [--limit N] [--since ISO-8601] [--json]';
const MAX_LIMIT = 10_000;
const STACK_LINES = 6;

export interface LogsJsArgs {
  limit: number;
  since: Date | undefined;
  json: boolean;
}

export function parseArgs(argv: readonly string[]): LogsJsArgs {
  const args: LogsJsArgs = { limit: 50, since: undefined, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--json') args.json = true;
    else if (arg === '--limit' && value !== undefined) {
      const limit = Number(value);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new Error(`--limit must be 1-${MAX_LIMIT}, got "${value}"\n${USAGE}`);
      args.limit = limit;
      i++;
    } else if (arg === '--since' && value !== undefined) {
      const since = new Date(value);
      if (Number.isNaN(since.getTime())) throw new Error(`--since must be a date (ISO 8601), got "${value}"\n${USAGE}`);
      args.since = since;
      i++;
    } else throw new Error(`unknown or incomplete argument "${arg}"\n${USAGE}`);
  }
  return args;
}

export function formatRow(row: ClientErrorLogRow): string {
  const position = row.line_number == null ? '' : `:${row.line_number}${row.column_number == null ? '' : `:${row.column_number}`}`;
  const lines = [
    `${row.received_at.toISOString()}  #${row.id}  ${row.type}  ${row.name}: ${row.message}`,
    `    page ${row.href ?? '-'}  user ${row.user_id ?? '-'}  ip ${row.ip_address ?? '-'}`,
  ];
  if (row.url) lines.push(`    script ${row.url}${position}`);
  if (row.user_agent) lines.push(`    agent ${row.user_agent}`);
  if (Object.keys(row.extra).length > 0) lines.push(`    extra ${JSON.stringify(row.extra)}`);
  if (row.stack) {
    // The first line of a V8 stack repeats name and message.
    const frames = row.stack.split('\n').filter((line, index) => !(index === 0 && line.includes(row.message)));
    for (const frame of frames.slice(0, STACK_LINES)) lines.push(`    | ${frame.trim()}`);
    if (frames.length > STACK_LINES) lines.push(`    | … ${frames.length - STACK_LINES} more`);
  }
  return lines.join('\n');
}

async function main(argv: readonly string[]): Promise<void> {
  const args = parseArgs(argv);
  const database = await openConfiguredDatabase(readConfig());
  try {
    const rows = (await createClientErrorLogsRepository(database.db).list({ limit: args.limit, since: args.since })).reverse();
    if (args.json) {
      for (const row of rows) console.log(JSON.stringify(row));
      return;
    }
    if (rows.length === 0) {
      console.log('no client errors logged' + (args.since ? ` since ${args.since.toISOString()}` : ''));
      return;
    }
    console.log(rows.map(formatRow).join('\n\n'));
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
