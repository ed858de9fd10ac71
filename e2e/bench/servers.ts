// The servers of the bench (api.ts and the sections of run.ts): free ports, a server started as
// `node <script>` and stopped again, waiting until one answers or has worked off its backlog, and a
// logged-in session's cookies. Loopback only.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForHttp(url: string, name: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name}: ${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Waits until the server has worked off what a target left queued. A client that gives up (autocannon's
 * timeout) does not stop the query it sent: on PGlite, which runs one query at a time, fifty connections
 * of a slow search leave minutes of work behind, and every later target would time out on that backlog
 * instead of measuring itself. Settled = one request to `url` answered within `quickMs`. Returns the
 * milliseconds it took, or null when the server did not settle before the deadline.
 */
export async function settle(url: string, { quickMs = 1_000, timeoutMs = 300_000, headers = {} as Record<string, string> } = {}): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const sent = Date.now();
    const answered = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) }).then(
      async (res) => (await res.arrayBuffer(), res.status < 500),
      () => false,
    );
    if (answered && Date.now() - sent <= quickMs) return Date.now() - started;
    if (!answered) await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

/** A server started as `node <script>`, so that its PID is the server's own. */
export function startNode(script: string, cwd: string, env: NodeJS.ProcessEnv, logPath: string): ChildProcess {
  const out = fs.openSync(logPath, 'a');
  const child = spawn(process.execPath, [script], { cwd, env, stdio: ['ignore', out, out] });
  if (!child.pid) throw new Error(`${script} did not start`);
  return child;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Cookie header of a logged-in session, obtained the way the SPA logs in. */
export async function loginCookies(apiUrl: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${apiUrl}/sanctum/csrf-cookie`));
  const res = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: header(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login as ${email} failed: ${res.status} ${await res.text()}`);
  keep(res);
  return header();
}
