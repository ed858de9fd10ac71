// `pnpm --filter e2e test [playwright args…]`: the suite in two passes. First every spec that leaves
// the stack alone, two workers side by side; then, with nothing else running, the specs that stop and
// restart a remote's server (project `remote-restarts`). Both passes always run; the exit code is
// the first failure's. Extra arguments (a spec file, --grep, …) go to both passes. With a JSON report
// (PLAYWRIGHT_JSON_OUTPUT_NAME=dir/playwright.json) each pass writes its own: dir/playwright.<project>.json.
// The passes share one stack (one seeding, one API start): the first starts it and keeps it
// (E2E_KEEP_STACK), the last reuses it (E2E_REUSE_STACK, or starts its own when it is gone) and stops it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** Playwright's own CLI, so the script runs the same with or without node_modules/.bin on the PATH. */
const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');

const args = process.argv.slice(2);
const passes = [['--project=site'], ['--project=remote-restarts', '--workers=1']];

const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

function envFor(pass, index) {
  const env = { ...process.env };
  if (index < passes.length - 1) env.E2E_KEEP_STACK = '1';
  if (index > 0) env.E2E_REUSE_STACK = '1';
  if (!jsonReport) return env;
  const project = pass[0].slice('--project='.length);
  return { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport.replace(/\.json$/, '') + `.${project}.json` };
}

let exitCode = 0;
for (const [index, pass] of passes.entries()) {
  const result = spawnSync(process.execPath, [playwrightCli, 'test', ...pass, '--pass-with-no-tests', ...args], { stdio: 'inherit', env: envFor(pass, index) });
  const code = result.status ?? 1;
  if (code !== 0 && exitCode === 0) exitCode = code;
}
process.exit(exitCode);
