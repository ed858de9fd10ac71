// The data of the bench's API databases: the demo seed, the API's deterministic generator at a scale,
// and the timing of the new-listing alert matching — each the API's own command (dist/cli/*) run to
// completion on the database given by the environment.
import { spawnSync } from 'node:child_process';
import type { AlertMatchResult } from './report';

export function hasPostgresBinaries(): boolean {
  return ['initdb', 'pg_ctl'].every((bin) => spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0);
}

export function seed(apiDir: string, env: NodeJS.ProcessEnv): void {
  // Migrations and the demo seed (its images too) took over 3 minutes on two cores shared with other jobs.
  const result = spawnSync(process.execPath, ['dist/cli/seed.js'], { cwd: apiDir, env, encoding: 'utf8', timeout: 600_000 });
  if (result.status !== 0)
    throw new Error(
      `seeding failed (${result.signal ? `stopped by ${result.signal} after the timeout` : `exit ${result.status}`}):\n${result.stdout}\n${result.stderr}`,
    );
}

/** Counts for the generator: the issue's defaults scaled by users / 10,000. */
export function dataScale(users: number): { users: number; listings: number; dialogs: number; messages: number } {
  const factor = users / 10_000;
  return { users, listings: Math.round(100_000 * factor), dialogs: Math.round(50_000 * factor), messages: Math.round(1_000_000 * factor) };
}

/** The generator's output: its summary line and the id of the one new message to `newMessageTo`. */
export function parseGenerateOutput(stdout: string): { summary: string; newMessageId: number | null } {
  const lines = stdout.trim().split('\n');
  const idLine = lines.find((line) => line.startsWith('new-message-id='));
  return {
    summary: lines
      .filter((line) => line !== idLine)
      .join(' ')
      .trim(),
    newMessageId: idLine ? Number(idLine.slice('new-message-id='.length)) : null,
  };
}

/** Fills the database with the API's deterministic generator, plus one new message to `newMessageTo`. */
export function generate(apiDir: string, env: NodeJS.ProcessEnv, users: number, newMessageTo: string): { summary: string; newMessageId: number | null } {
  return generateCounts(apiDir, env, dataScale(users), newMessageTo);
}

/** The generator with the counts given (the load section's listings are set on their own). */
export function generateCounts(
  apiDir: string,
  env: NodeJS.ProcessEnv,
  scale: { users: number; listings: number; dialogs: number; messages: number },
  newMessageTo?: string,
): { summary: string; newMessageId: number | null } {
  const args = [
    'dist/cli/generate.js',
    '--users',
    String(scale.users),
    '--listings',
    String(scale.listings),
    '--dialogs',
    String(scale.dialogs),
    '--messages',
    String(scale.messages),
    ...(newMessageTo ? ['--new-message-to', newMessageTo] : []),
  ];
  const result = spawnSync(process.execPath, args, { cwd: apiDir, env, encoding: 'utf8', timeout: 900_000 });
  if (result.status !== 0) throw new Error(`generating data failed:\n${result.stdout}\n${result.stderr}`);
  return parseGenerateOutput(result.stdout);
}

/**
 * Times the new-listing alert matching on the database as generated (the API's `dist/cli/bench-alerts.js`:
 * `matchNewListing` for `runs` published listings, each rolled back). Run before the API opens the data.
 */
export function timeAlertMatching(apiDir: string, env: NodeJS.ProcessEnv, database: string, runs = 20): AlertMatchResult {
  const result = spawnSync(process.execPath, ['dist/cli/bench-alerts.js', '--runs', String(runs)], { cwd: apiDir, env, encoding: 'utf8', timeout: 300_000 });
  if (result.status !== 0) throw new Error(`timing the alert matching failed:\n${result.stdout}\n${result.stderr}`);
  const line = result.stdout.split('\n').find((l) => l.startsWith('alert-match='));
  if (!line) throw new Error(`bench-alerts printed no result:\n${result.stdout}`);
  return { database, ...(JSON.parse(line.slice('alert-match='.length)) as Omit<AlertMatchResult, 'database'>) };
}
