import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Fastify's trustProxy: `true`/`false`, a comma-separated list of trusted addresses/CIDRs, or
 * (from a number in TRUST_PROXY) a function trusting that many hops.
 */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export interface AppConfig {
  port: number;
  host: string;
  /** node-postgres when set; embedded PGlite otherwise. */
  databaseUrl: string | undefined;
  /** PGlite data folder (used only without DATABASE_URL). */
  dataDir: string;
  nodeEnv: string;
  trustProxy: TrustProxy;
  logLevel: string;
  /** The site's public origin (the shell), for links in emails, e.g. `https://bizmarkt.com`. */
  appUrl: string;
  /**
   * Secret for signed links and tokens (APP_KEY). Required in production; elsewhere a random key
   * is kept in `<API_ROOT>/.data/app-key` so links survive restarts of a local run.
   */
  appKey: string;
  /** `smtp://user:pass@host:port` (or smtps://); unset = the local mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the local mailbox keeps a .eml copy of each mail it "sends". */
  mailboxDir: string;
  /** Runs the outbox worker in this process (MAIL_WORKER=off for API-only instances). */
  mailWorker: boolean;
  /** Runs the jobs worker in this process (JOBS_WORKER=off for API-only instances). */
  jobsWorker: boolean;
  /** Local media store (avatars); an S3-compatible store can replace it later. */
  mediaDir: string;
  /** OpenID Connect sign-in; null (hidden) unless issuer, client id and secret are all set. */
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
}

/**
 * The api package's folder: the nearest one up with a package.json. This code runs from src/ (tsx,
 * Jest) and bundled into dist/server.js or dist/cli/*.js, so its own depth says nothing.
 */
export const API_ROOT = findPackageRoot(__dirname);

function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: readPort(env.PORT),
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(API_ROOT, '.data', 'pglite')),
    nodeEnv: env.NODE_ENV?.trim() || 'development',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    appUrl: (env.APP_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, ''),
    appKey: readAppKey(env),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Bizmarkt <no-reply@bizmarkt.test>',
    mailboxDir: path.resolve(env.MAILBOX_DIR?.trim() || path.join(API_ROOT, '.data', 'mailbox')),
    mailWorker: (env.MAIL_WORKER?.trim().toLowerCase() ?? '') !== 'off',
    jobsWorker: (env.JOBS_WORKER?.trim().toLowerCase() ?? '') !== 'off',
    mediaDir: path.resolve(env.MEDIA_DIR?.trim() || path.join(API_ROOT, '.data', 'media')),
    oidc: readOidc(env),
  };
}

const APP_KEY_FILE = path.join(API_ROOT, '.data', 'app-key');

function readAppKey(env: NodeJS.ProcessEnv): string {
  const key = env.APP_KEY?.trim();
  if (key) {
    if (key.length < 32) throw new Error('APP_KEY must be at least 32 characters');
    return key;
  }
  if ((env.NODE_ENV?.trim() || 'development') === 'production') throw new Error('APP_KEY must be set in production');
  if (env.NODE_ENV === 'test') return 'test-app-key-0123456789abcdef0123456789abcdef';
  try {
    return fs.readFileSync(APP_KEY_FILE, 'utf8').trim();
  } catch {
    const generated = randomBytes(32).toString('base64url');
    fs.mkdirSync(path.dirname(APP_KEY_FILE), { recursive: true });
    try {
      fs.writeFileSync(APP_KEY_FILE, generated, { flag: 'wx', mode: 0o600 });
      return generated;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(APP_KEY_FILE, 'utf8').trim();
    }
  }
}

function readOidc(env: NodeJS.ProcessEnv): AppConfig['oidc'] {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  if (!issuer || !clientId || !clientSecret) return null;
  return { issuer, clientId, clientSecret, name: env.OIDC_NAME?.trim() || 'Google' };
}

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 4000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'true') return true;
  if (text.toLowerCase() === 'false') return false;
  // A number counts trusted hops (0 trusts none); anything else is a list of addresses or CIDRs.
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
}
