#!/usr/bin/env node
// `npm run bench`: installs what it needs as `npm test` does (pnpm, every package's dependencies,
// Debian's chromium when missing, PostgreSQL's binaries found off the PATH), builds the shell, the
// remotes and the API from the checked-out code, then runs the bench (e2e/bench/run.ts) with the
// arguments given. `--no-build` measures the builds already in dist/ (the bench itself still builds
// what is missing); a build from another commit would be measured under this commit's name.
import { buildAll, ensureChromium, ensurePnpm, findPostgres, installDependencies, log, run } from './run.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const benchArgs = args.filter((arg) => arg !== '--no-build');
const helpOnly = benchArgs.includes('--help') || benchArgs.includes('-h');

try {
  if (!helpOnly) {
    ensurePnpm();
    installDependencies();
    ensureChromium();
    findPostgres();
    if (!skipBuild) buildAll();
  }
  if (helpOnly) console.log('  --no-build      (npm run bench only) measure the builds in dist/ instead of building first');
  log(`Bench: ${benchArgs.join(' ') || '(everything)'}`);
  run('pnpm', ['--filter', './e2e', 'bench', ...(benchArgs.length ? ['--', ...benchArgs] : [])]);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(error.exitCode ?? 1);
}
