// Test harness for social sign-in: starts the real OpenID provider of oidc-provider.mjs in a child
// process and plays the browser's part at the provider (its login and consent forms), so the API
// tests run the whole authorization code flow without mocking any of our code or openid-client.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';
import { openTestDatabase } from './database';

export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface ProviderClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface TestProvider {
  issuer: string;
  /** Ends the provider process (SIGTERM) and waits for it. */
  stop(): Promise<void>;
}

const SCRIPT = path.join(__dirname, 'oidc-provider.mjs');
const START_TIMEOUT_MS = 15_000;

/** Starts oidc-provider on 127.0.0.1 (any free port unless one is given); resolves with its issuer. */
export function startProvider(options: { client: ProviderClient; accounts: Record<string, ProviderAccount>; port?: number }): Promise<TestProvider> {
  // node itself, not npx: the PID we kill is the provider's own.
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      OIDC_TEST_CLIENT: JSON.stringify(options.client),
      OIDC_TEST_ACCOUNTS: JSON.stringify(options.accounts),
      OIDC_TEST_PORT: String(options.port ?? 0),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the OpenID provider did not start within ${START_TIMEOUT_MS} ms\n${stderr}`));
    }, START_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /^ISSUER (\S+)$/m.exec(stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ issuer: match[1], stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the OpenID provider exited (${code}) before listening\n${stderr}`));
    });
  });
}

/** A port nobody listens on right now (for "the provider is down"). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The browser at the provider: keeps the provider's cookies and follows its redirects by hand
 * until the provider sends the browser back to `returnPrefix` (our callback), answering the
 * development login form with `accountId` and the consent form with "yes" — or pressing the
 * form's cancel link when `cancel` is set.
 */
export async function authorizeAtProvider(authorizationUrl: string, options: { accountId: string; returnPrefix: string; cancel?: boolean }): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: { method?: string; body?: URLSearchParams } = {}) => {
    const headers: Record<string, string> = {};
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };

  let url = authorizationUrl;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(options.returnPrefix)) return new URL(url);
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status} at ${url}: ${page.slice(0, 500)}`);
    // A development interaction page: the login form or the consent form.
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page at ${url}: ${page.slice(0, 500)}`);
    if (options.cancel) {
      const abort = /href="([^"]*\/abort)"/.exec(page)?.[1];
      if (!abort) throw new Error('the provider page has no cancel link');
      url = new URL(abort.replaceAll('&amp;', '&'), url).href;
      continue;
    }
    const body = prompt === 'login' ? new URLSearchParams({ prompt, login: options.accountId, password: 'any' }) : new URLSearchParams({ prompt });
    const submitted = await send(new URL(action.replaceAll('&amp;', '&'), url).href, { method: 'POST', body });
    const next = submitted.headers.get('location');
    if (!next) throw new Error(`the provider did not redirect after the ${prompt} form (${submitted.status}): ${(await submitted.text()).slice(0, 500)}`);
    url = new URL(next, url).href;
  }
  throw new Error('too many redirects at the provider');
}

export interface OidcTestApp {
  app: FastifyInstance;
  database: Awaited<ReturnType<typeof openTestDatabase>>['database'];
  close(): Promise<void>;
}

/** The real app on a fresh copy of the seeded database, with the given environment (OIDC_*, APP_URL). */
export async function createAppWithEnv(env: Record<string, string>): Promise<OidcTestApp> {
  const testDatabase = await openTestDatabase();
  try {
    const app = await buildApp({ config: readConfig({ NODE_ENV: 'test', ...env }), database: testDatabase.database });
    await app.ready();
    return {
      app,
      database: testDatabase.database,
      close: async () => {
        await app.close();
        await testDatabase.dispose();
      },
    };
  } catch (error) {
    await testDatabase.dispose();
    throw error;
  }
}
