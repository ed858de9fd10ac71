#!/usr/bin/env node
// `npm test`: installs what it needs (pnpm, dependencies, Debian's chromium-headless-shell when missing), builds,
// lints, type-checks, and runs every unit, API and end-to-end test. Ends non-zero on any failure and closes
// with one line counting every test: `N passed, N failed`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildAll, ensureChromium, ensureNginx, ensurePnpm, ensureScreenshotFont, findPostgres, installDependencies, log, ROOT, run } from './run.mjs';

const JEST_PACKAGES = ['shared', 'shell', 'mfe-listings', 'mfe-create-listing', 'mfe-messaging', 'mfe-account', 'api'];
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'bizmarkt-test-'));

const failures = [];
function step(name, fn) {
  try {
    fn();
  } catch (error) {
    console.error(`\n✖ ${name}: ${error.message}`);
    failures.push(name);
  }
}

/** Every Jest test file's wall time, for the closing list of the slowest ones. */
const fileTimes = [];

function jestCounts(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const result of report.testResults ?? []) {
      fileTimes.push({ name: path.relative(ROOT, result.name), seconds: (result.endTime - result.startTime) / 1000 });
    }
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

function playwrightCounts(file) {
  try {
    const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

try {
  ensurePnpm();
  installDependencies();
  ensureChromium('headless-shell');
  ensureScreenshotFont();
  ensureNginx();
  findPostgres();
  buildAll();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// One after the other: side by side (tried) took longer on a clean clone, 139–145 s against 114 s —
// the type-check uses every core on its own, and the three contend for the same two.
step('format', () => {
  log('Formatting: prettier --check (cached)');
  run('pnpm', ['exec', 'prettier', '--check', '--cache', '--log-level', 'warn', '.']);
});

step('lint', () => {
  log('Linting: eslint (cached; eslint.config.mjs)');
  run('pnpm', ['lint']);
});

step('typecheck', () => {
  log('Type-checking every package');
  run('pnpm', ['-r', 'typecheck']);
});

const counts = { passed: 0, failed: 0 };
for (const pkg of JEST_PACKAGES) {
  const out = path.join(reports, `jest-${pkg}.json`);
  step(`${pkg} tests`, () => {
    log(`Jest: ${pkg}`);
    // The API's suites in 8 batches a database leg, each loading the app's modules once (api/jest.config.js).
    const env = pkg === 'api' ? { ...process.env, API_TEST_BATCHES: '8' } : process.env;
    run('pnpm', ['--filter', `./${pkg}`, 'test', '--json', `--outputFile=${out}`], { env });
  });
  const c = jestCounts(out);
  counts.passed += c.passed;
  counts.failed += c.failed;
}

// The API's media suites again, with the media store on an S3-compatible server on loopback instead of the local
// folders, on both database legs — only the suites that store or read files (api/jest.config.js MEDIA_SUITES; decision 0181).
{
  const out = path.join(reports, 'jest-api-s3.json');
  step('api media tests on S3', () => {
    log('Jest: api media suites on S3 (MEDIA_TEST_STORE=s3)');
    run('pnpm', ['--filter', './api', 'test:s3', '--json', `--outputFile=${out}`]);
  });
  const c = jestCounts(out);
  counts.passed += c.passed;
  counts.failed += c.failed;
}

/** The failing tests of a TAP report with their diagnostics, and its tests/pass/fail lines. */
function tapFailures(tap) {
  const kept = [];
  let blockEnd = null;
  for (const line of tap.split('\n')) {
    if (blockEnd !== null) {
      kept.push(line);
      if (line === blockEnd) blockEnd = null;
      continue;
    }
    const failed = /^(\s*)not ok /.exec(line);
    if (failed) {
      kept.push(line);
      blockEnd = `${failed[1]}  ...`;
    } else if (/^# (tests|pass|fail) /.test(line)) kept.push(line);
  }
  return kept.join('\n');
}

/** Runs node's test runner on `files` (relative to `cwd`), counted from its TAP summary. */
function nodeTests(cwd, files, args = []) {
  // One file per core at a time (node's default leaves a core idle: one file at a time on two cores).
  const concurrency = `--test-concurrency=${os.availableParallelism()}`;
  const result = spawnSync(process.execPath, [...args, '--test', concurrency, '--test-reporter=tap', ...files], { cwd, encoding: 'utf8' });
  // Failures in full (each `not ok` line with its YAML block: the error, expected and actual, the
  // stack), then the summary lines.
  process.stdout.write(tapFailures(result.stdout) + '\n' + result.stderr);
  const number = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(result.stdout)?.[1] ?? 0);
  counts.passed += number('pass');
  counts.failed += number('fail');
  if (result.status !== 0) throw new Error(`node's test runner exited with ${result.status ?? result.signal}`);
}

// The bench's own pieces (byte counting, report writing, arguments, generator output).
step('bench unit tests', () => {
  log('Bench: unit tests of e2e/bench');
  const files = fs
    .readdirSync(path.join(ROOT, 'e2e', 'bench'))
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `bench/${f}`);
  nodeTests(path.join(ROOT, 'e2e'), files, ['--import', 'tsx']);
});

// The static servers' pieces (security headers, page-route matching): plain .mjs like serve.mjs; with
// them the cluster's test (cluster.test.mjs: the production topology through nginx, about a minute).
step('static server unit tests', () => {
  log('Static servers: unit tests of shared/tooling/*.test.mjs');
  const dir = path.join(ROOT, 'shared', 'tooling');
  nodeTests(
    dir,
    fs.readdirSync(dir).filter((f) => f.endsWith('.test.mjs')),
  );
});

const e2eReport = path.join(reports, 'playwright.json');
step('end-to-end tests', () => {
  log('Playwright: end to end through the shell, every remote on its own port');
  const result = spawnSync('pnpm', ['--filter', './e2e', 'test', '--reporter=list,json'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  });
  if (result.status !== 0) throw new Error(`playwright exited with ${result.status ?? result.signal}`);
});
// One report per pass of e2e/run-e2e.mjs: playwright.site.json, playwright.remote-restarts.json.
const e2eReports = fs.readdirSync(reports).filter((f) => /^playwright\..+\.json$/.test(f));
for (const file of e2eReports.length ? e2eReports : ['playwright.json']) {
  const e = playwrightCounts(path.join(reports, file));
  counts.passed += e.passed;
  counts.failed += e.failed;
}

fs.rmSync(reports, { recursive: true, force: true });
// Where the time went, so a slow new file is seen in CI's log (a file runs once per database leg).
fileTimes.sort((a, b) => b.seconds - a.seconds);
console.log('\nSlowest Jest test files (wall seconds, two workers):');
for (const { name, seconds } of fileTimes.slice(0, 15)) console.log(`  ${seconds.toFixed(1).padStart(6)}  ${name}`);
log('All tests finished');
if (failures.length) console.error(`\nFailed steps: ${failures.join(', ')}`);
const failed = Math.max(counts.failed, failures.length);
console.log(`\n${counts.passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
