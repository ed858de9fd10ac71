// The real API as a child process, for the suites that must kill it (durability.test.ts): how to
// start it (the built dist/server.js when current, else tsx), a free port, the process handle with
// kill -9, and a small cookie- and XSRF-keeping HTTP client for it. Re-exported by support.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { XSRF_COOKIE } from '../helpers/client';

const API_DIR = path.join(__dirname, '..', '..');

/** Newest modification time of the files under `dir` (recursively). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(file) : statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * How to start the API: the built `dist/server.js` when it is newer than every source it is built
 * from (`npm test` builds first), else `node --import tsx src/server.ts`. Either way `node` itself is
 * the server process, so its PID is the server's own.
 */
export function apiCommand(): { args: string[]; built: boolean } {
  const dist = path.join(API_DIR, 'dist', 'server.js');
  let built: boolean;
  try {
    const sources = Math.max(newestMtime(path.join(API_DIR, 'src')), newestMtime(path.join(API_DIR, '..', 'shared', 'src')));
    built = statSync(dist).mtimeMs > sources;
  } catch {
    built = false;
  }
  return built ? { args: [dist], built } : { args: ['--import', 'tsx', path.join(API_DIR, 'src', 'server.ts')], built };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ApiProcess {
  readonly pid: number;
  readonly url: string;
  /** kill -9: no shutdown, no flush, no goodbye. */
  kill9(): Promise<void>;
  /** SIGTERM, as `npm start`'s Ctrl-C. */
  stop(): Promise<void>;
  /** The server's output so far (for failure messages). */
  log(): string;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the real API (server.ts: migrations, then listen) on a free loopback port with `env` laid
 * over a quiet default (no mail or jobs worker, warnings only), and waits until /health answers.
 */
export async function startApiProcess(env: NodeJS.ProcessEnv, logFile: string, timeoutMs = 90_000): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(path.dirname(logFile), { recursive: true });
  const out = openSync(logFile, 'a');
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(process.execPath, apiCommand().args, {
    cwd: API_DIR,
    stdio: ['ignore', out, out],
    env: {
      ...parentEnv,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      MAIL_WORKER: 'off',
      JOBS_WORKER: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  closeSync(out);
  if (!child.pid) throw new Error('the API did not start');
  const pid = child.pid;
  const log = () => readFileSync(logFile, 'utf8').slice(-4000);
  const gone = exited(child);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the API exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer /health within ${timeoutMs} ms:\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid,
    url,
    log,
    kill9: async () => {
      process.kill(pid, 'SIGKILL');
      await gone;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGTERM');
      await gone;
    },
  };
}

/** A cookie-keeping HTTP client of a real server (fetch), echoing the XSRF cookie as the SPA does. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(public baseUrl: string) {}

  async request(method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (xsrf !== undefined) headers['x-xsrf-token'] = xsrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${url}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';', 1);
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim());
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, json };
  }

  /** Logs in through the real login route (CSRF cookie first, as the SPA does). */
  async login(email: string, password: string): Promise<void> {
    await this.request('GET', '/sanctum/csrf-cookie');
    const response = await this.request('POST', '/api/login', { email, password });
    if (response.status !== 200) throw new Error(`login of ${email}: ${response.status} ${JSON.stringify(response.json)}`);
  }
}
