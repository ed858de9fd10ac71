// Helpers for the root commands (`npm start`, `npm test`): they run with Node alone, before any
// dependency is installed, so they import nothing but Node's own modules.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PNPM_VERSION = '12.21.0';

const started = Date.now();

/** `▶ [m:ss] message`: the time since the command started, so a run's log shows where time goes. */
export function log(message) {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n▶ [${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}] ${message}`);
}

/** Runs a command in the foreground, inheriting the terminal; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

function works(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/** pnpm 12 from npm when it is missing (corepack does not work on this machine kind). */
export function ensurePnpm() {
  if (works('pnpm', ['--version'])) return;
  log(`Installing pnpm ${PNPM_VERSION}`);
  run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
}

/**
 * Debian's Chromium when missing: `chromium` for the bench (Lighthouse measures the real browser),
 * `chromium-headless-shell` for the tests (the same Blink without the browser's UI layers: a cold
 * page load costs it about 2 s of CPU instead of 5 s, and the e2e suite is CPU-bound). When the
 * shell cannot be installed the tests fall back to `chromium` (e2e/support/ports.ts).
 */
export function ensureChromium(kind = 'browser') {
  const shell = kind === 'headless-shell';
  const pkg = shell ? 'chromium-headless-shell' : 'chromium';
  const installed = shell ? ['/usr/bin/chromium-headless-shell'] : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  if ([process.env.CHROMIUM_PATH, ...installed].some((p) => p && fs.existsSync(p))) return;
  log(`Installing Debian's ${pkg} (apt-get)`);
  const asRoot = process.getuid?.() === 0;
  const apt = (args) =>
    asRoot ? run('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }) : run('sudo', ['-n', 'apt-get', ...args]);
  try {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', pkg]);
  } catch (error) {
    if (shell && fs.existsSync('/usr/bin/chromium')) {
      log(`chromium-headless-shell could not be installed (${error.message}); the tests use /usr/bin/chromium`);
      return;
    }
    throw error;
  }
}

/** Debian packages through apt-get, as root or through `sudo -n`. */
function aptInstall(packages) {
  const asRoot = process.getuid?.() === 0;
  const apt = (args) =>
    asRoot ? run('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }) : run('sudo', ['-n', 'apt-get', ...args]);
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...packages]);
}

/**
 * Debian's DejaVu fonts when missing: the visual-regression screenshots pin their text to DejaVu Sans
 * (e2e/support/visual.css, docs/decisions/0204), so they come out the same on every machine.
 */
export function ensureScreenshotFont() {
  if (fs.existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf')) return;
  log("Installing Debian's fonts-dejavu-core (apt-get)");
  aptInstall(['fonts-dejavu-core']);
}

/**
 * Debian's nginx and its brotli_static module when missing, for the cluster's test
 * (shared/tooling/cluster.test.mjs; docs/deploy.md). When they cannot be installed, that test is
 * skipped and says so.
 */
export function ensureNginx() {
  const packages = [
    ['/usr/sbin/nginx', 'nginx'],
    ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', 'libnginx-mod-http-brotli-static'],
  ]
    .filter(([file]) => !fs.existsSync(file))
    .map(([, pkg]) => pkg);
  if (!packages.length) return;
  log(`Installing Debian's ${packages.join(' and ')} (apt-get)`);
  try {
    aptInstall(packages);
  } catch (error) {
    log(`${packages.join(', ')} could not be installed (${error.message}); the cluster test is skipped`);
  }
}

/**
 * The API suites also run on a throwaway PostgreSQL cluster when initdb and pg_ctl are on the PATH.
 * Debian's postgresql package keeps them in /usr/lib/postgresql/<version>/bin, off the PATH.
 */
export function findPostgres() {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, 'initdb')));
  if (onPath) return;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => path.join(base, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (bin) process.env.PATH = `${bin}${path.delimiter}${process.env.PATH}`;
  else console.log('PostgreSQL binaries not found: the API suites run on PGlite only.');
}

export function installDependencies() {
  log('Installing dependencies (pnpm install --frozen-lockfile)');
  run('pnpm', ['install', '--frozen-lockfile']);
}

export function buildAll() {
  log('Building the shell, the four remotes and the API');
  run('pnpm', ['-r', '--filter', '!e2e', 'build']);
}

/** Starts a long-running server whose PID is its own (no shell in between). */
export function startServer(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], ...options });
  child.on('exit', (code, signal) => {
    if (!child.stoppedOnPurpose) console.error(`${name} stopped (${signal ?? `exit code ${code}`})`);
  });
  child.label = name;
  return child;
}

export function stopServers(children) {
  for (const child of children) {
    child.stoppedOnPurpose = true;
    if (child.exitCode === null) child.kill('SIGTERM');
  }
}

export function exists(relative) {
  return fs.existsSync(path.join(ROOT, relative));
}
