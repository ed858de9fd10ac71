// The e2e stack: the API on a fresh embedded database and every app on its own static server, each a
// separate process on its own port, exactly as deployed. Tests may stop and restart one server (the
// state file records every PID, since tests run in a worker process other than the global setup).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stackPorts, type StackApp } from './ports';

export const ROOT = path.resolve(__dirname, '..', '..');
export const WORK_DIR = path.join(os.tmpdir(), `bizmarkt-e2e-${stackPorts.shell}`);
const STATE_FILE = path.join(WORK_DIR, 'state.json');
const SERVE = path.join(ROOT, 'shared', 'tooling', 'serve.mjs');

interface StackState {
  dataDir: string;
  pids: Partial<Record<StackApp | 'api', number>>;
  /** Variables the global setup gave the API (and the workers), for a later pass that reuses it. */
  env?: Record<string, string>;
}

export const STACK_APPS: StackApp[] = ['shell', 'mfe-listings', 'mfe-create-listing', 'mfe-messaging', 'mfe-account'];

function readState(): StackState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as StackState;
}

function writeState(state: StackState): void {
  fs.writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

/** Environment of every server: the ports of the e2e stack. */
function stackEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SHELL_PORT: String(stackPorts.shell),
    MFE_LISTINGS_PORT: String(stackPorts['mfe-listings']),
    MFE_CREATE_LISTING_PORT: String(stackPorts['mfe-create-listing']),
    MFE_MESSAGING_PORT: String(stackPorts['mfe-messaging']),
    MFE_ACCOUNT_PORT: String(stackPorts['mfe-account']),
    API_PORT: String(stackPorts.api),
    API_URL: `http://127.0.0.1:${stackPorts.api}`,
    ...extra,
  };
}

function logFile(name: string): number {
  return fs.openSync(path.join(WORK_DIR, `${name}.log`), 'a');
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, open: boolean, name: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await portOpen(port)) === open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = path.join(WORK_DIR, `${name}.log`);
  const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
  throw new Error(`${name}: port ${port} did not ${open ? 'open' : 'close'} within ${timeoutMs} ms\n${tail}`);
}

function spawnServer(name: StackApp | 'api', command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): number {
  const out = logFile(name);
  // Detached so a server started from a test worker outlives the worker; teardown stops it by PID.
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out], detached: true });
  child.unref();
  if (!child.pid) throw new Error(`${name} did not start`);
  return child.pid;
}

/** E2E_DIST names another build folder (e.g. `dist-mine`, built with BUILD_OUT_DIR) to serve instead of dist/. */
export async function startApp(app: StackApp, distDir = path.join(ROOT, app, process.env.E2E_DIST || 'dist')): Promise<void> {
  // The shell knows the site's origin, as the API does: a page under 127.0.0.1 moves to localhost.
  const env = stackEnv(app === 'shell' ? { APP_URL: `http://localhost:${stackPorts.shell}` } : {});
  const pid = spawnServer(app, process.execPath, [SERVE, '--app', app, '--dir', distDir, '--port', String(stackPorts[app])], path.join(ROOT, app), env);
  const state = readState();
  state.pids[app] = pid;
  writeState(state);
  await waitForPort(stackPorts[app], true, app);
  await waitForFile(`http://127.0.0.1:${stackPorts[app]}/${app === 'shell' ? 'remotes.json' : 'mf-manifest.json'}`, app);
}

/** The port being open is not enough for the browser: wait until the entry file is served. */
async function waitForFile(url: string, name: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name}: ${url} was not served within ${timeoutMs} ms`);
}

export async function stopApp(app: StackApp | 'api'): Promise<void> {
  const state = readState();
  const pid = state.pids[app];
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    delete state.pids[app];
    writeState(state);
    await waitForExit(pid, app);
  }
  await waitForPort(stackPorts[app], false, app);
}

/** Until the process is gone (its open connections with it), not only its listening port. */
async function waitForExit(pid: number, name: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${name} (pid ${pid}) did not exit within ${timeoutMs} ms`);
}

/** The API's APP_KEY in the e2e stack: tests that must sign a link themselves use it. */
export const E2E_APP_KEY = 'e2e-app-key-0123456789abcdef0123456789abcdef';

function apiEnv(dataDir: string): NodeJS.ProcessEnv {
  // Mail goes to the local mailbox (no SMTP_URL), media to the run's own folder; links in mail point
  // at the shell this run serves.
  return stackEnv({
    // As `npm start` runs it: development mode keeps the local mailbox page on (production turns it
    // off and demands a real APP_KEY); the key is fixed so signed links are reproducible.
    NODE_ENV: 'development',
    APP_KEY: E2E_APP_KEY,
    PORT: String(stackPorts.api),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    // The suite registers dozens of accounts from this machine: registrations and email checks from
    // loopback are not limited here (tests only; the API refuses it in production).
    REGISTRATION_UNLIMITED_LOCAL: '1',
    APP_URL: `http://localhost:${stackPorts.shell}`,
    MAILBOX_DIR: path.join(path.dirname(dataDir), 'mailbox'),
    MEDIA_DIR: path.join(path.dirname(dataDir), 'media'),
  });
}

/**
 * The stack an earlier pass of run-e2e.mjs left running (E2E_KEEP_STACK), if every server of it still
 * answers: its environment goes back into process.env, so the workers see what the first pass's did.
 */
export async function reuseStack(): Promise<boolean> {
  if (!fs.existsSync(STATE_FILE)) return false;
  const state = readState();
  const names = ['api', ...STACK_APPS] as const;
  if (names.some((name) => !state.pids[name])) return false;
  for (const name of names) if (!(await portOpen(stackPorts[name]))) return false;
  Object.assign(process.env, state.env ?? {});
  return true;
}

/** Records the variables a reusing pass must restore (see reuseStack). */
export function rememberStackEnv(env: Record<string, string>): void {
  const state = readState();
  state.env = env;
  writeState(state);
}

export async function startStack(): Promise<void> {
  // A stack an interrupted run left behind (a kept one included) is stopped, not reported as busy ports.
  await stopStack();
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.mkdirSync(WORK_DIR, { recursive: true });
  const dataDir = path.join(WORK_DIR, 'pglite');
  writeState({ dataDir, pids: {} });

  for (const port of Object.values(stackPorts)) {
    if (await portOpen(port)) throw new Error(`Port ${port} is busy; stop whatever uses it or set the E2E_*_PORT variables`);
  }

  const apiDir = path.join(ROOT, 'api');
  const seeded = spawnSync(process.execPath, ['dist/cli/seed.js'], { cwd: apiDir, env: apiEnv(dataDir), encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`Seeding the e2e database failed:\n${seeded.stdout}\n${seeded.stderr}`);

  const apiPid = spawnServer('api', process.execPath, ['dist/server.js'], apiDir, apiEnv(dataDir));
  const state = readState();
  state.pids.api = apiPid;
  writeState(state);
  // The API migrates and seeds a fresh database before it listens: give a shared machine time.
  await waitForPort(stackPorts.api, true, 'api', 120_000);

  await Promise.all(STACK_APPS.map((app) => startApp(app)));
}

function isStackServer(pid: number): boolean {
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return command.includes(SERVE) || command.includes('dist/server.js');
  } catch {
    // Gone, or no /proc to ask: signal it as before (kill fails harmlessly when it is gone).
    return !fs.existsSync('/proc/self');
  }
}

export async function stopStack(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const { pids } = readState();
  for (const pid of Object.values(pids)) {
    // Only a server of ours: a state file left by an old run may name PIDs reused since.
    if (!isStackServer(pid)) continue;
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await Promise.all((Object.keys(pids) as Array<StackApp | 'api'>).map((name) => waitForPort(stackPorts[name], false, name).catch(() => undefined)));
}

/** Builds an app into another folder with the given environment (the redeploy test). */
export function buildApp(app: StackApp, outDir: string): void {
  const result = spawnSync('pnpm', ['exec', 'rspack', 'build'], {
    cwd: path.join(ROOT, app),
    env: { ...process.env, NODE_ENV: 'production', BUILD_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Building ${app} failed:\n${result.stdout}\n${result.stderr}`);
}
