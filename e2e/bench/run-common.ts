// What the sections of `npm run bench` (run.ts) share: where things are, whom they log in as, the log,
// and the run they add their results, processes and cleanups to.
import { spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { BenchArgs } from './args';
import type { BenchReport } from './report';

export const ROOT = path.resolve(__dirname, '..', '..');
export const E2E_DIR = path.resolve(__dirname, '..');
/** Paid plan, so `subscribed` pages render rather than redirect. */
export const CREDENTIALS = { email: 'pro@bizmarkt.test', password: 'ProBuyerPass123' };

export const log = (line: string) => process.stderr.write(`${line}\n`);

/** One run of the bench: its options, the report the sections fill, and what is stopped at its end. */
export interface BenchRun {
  args: BenchArgs;
  report: BenchReport;
  /** Processes the bench started, stopped at the end. */
  children: ChildProcess[];
  /** Called at the end, last added first. */
  cleanups: Array<() => void | Promise<void>>;
  /** A temporary folder of this run (logs, PGlite data). */
  workDir: string;
}

export function postgresVersion(): string {
  const out = spawnSync('pg_ctl', ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return out.match(/\d+(\.\d+)?/)?.[0] ?? '';
}
