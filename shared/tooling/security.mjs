#!/usr/bin/env node
// `npm run security`: the adversarial suite in full (docs/security.md). Installs what it needs the way
// `npm test` does (pnpm, dependencies, PostgreSQL's binaries on the PATH), builds the API (the
// durability suite starts dist/server.js), then runs every file in api/test/security with
// SECURITY_FULL=1 on both database legs (PGlite, and PostgreSQL when its binaries exist). Ends with each
// suite's summary line (`security <suite> (<leg>): tried N, refused N, leaked N, …`) and, last, one line
// `N passed, N failed`; exits non-zero on any failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePnpm, findPostgres, installDependencies, log, ROOT, run } from './run.mjs';

/** A suite's summary line, as api/test/security/support.ts `printSummary` writes it (other lanes' files alike). */
const SUMMARY_LINE = /^\s*(security [^:\n]+: .+)$/;

try {
  ensurePnpm();
  installDependencies();
  findPostgres();
  log('Building the API (the durability suite starts dist/server.js)');
  run('pnpm', ['--filter', './api', 'build']);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'bizmarkt-security-'));
const report = path.join(reports, 'jest.json');
const summaries = [];

/** Runs Jest, passing its output through and keeping the suites' summary lines. */
function jest(args) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['--filter', './api', 'exec', 'jest', ...args], {
      cwd: ROOT,
      env: { ...process.env, SECURITY_FULL: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [stream, target] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = '';
      stream.on('data', (chunk) => {
        target.write(chunk);
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const match = SUMMARY_LINE.exec(line);
          if (match) summaries.push(match[1]);
        }
      });
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

log('The adversarial suite, in full: SECURITY_FULL=1 jest api/test/security (PGlite and PostgreSQL)');
const projects = [
  'pglite',
  ...((process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, 'initdb'))) ? ['postgres'] : []),
];
// Extra arguments go to Jest (`npm run security -- --maxWorkers=1`, or a file: `-- test/security/csrf.test.ts`).
const extra = process.argv.slice(2);
const files = extra.some((arg) => !arg.startsWith('-')) ? [] : ['test/security'];
const code = await jest(['--selectProjects', ...projects, '--json', `--outputFile=${report}`, ...extra, ...files]);

let counts = { passed: 0, failed: 1 };
try {
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  counts = { passed: result.numPassedTests, failed: result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0) };
} catch {
  // no report: Jest did not get to the end
}
fs.rmSync(reports, { recursive: true, force: true });

log('Security suite finished');
console.log('');
for (const line of summaries) console.log(line);
const failed = code !== 0 && counts.failed === 0 ? 1 : counts.failed;
console.log(`${counts.passed} passed, ${failed} failed`);
process.exit(code === 0 && failed === 0 ? 0 : 1);
