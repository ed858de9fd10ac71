// The one place that reads the environment: every setting of the API (the server, the CLI commands
// and the tests build an AppConfig with readConfig and pass it on). Variables: README, "Environment".
// Billing with the invoices' seller, and the site's operator, are read by the modules of settings/.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OperatorDetails } from '@bizmarkt/shared/contract';
import { readBillingConfig, type BillingConfig } from './settings/billing';
import { readOperatorDetails } from './settings/operator';

export { readBillingConfig, readSellerDetails, type BillingConfig, type SellerDetails } from './settings/billing';
export { readOperatorDetails } from './settings/operator';

/**
 * Fastify's trustProxy: `true`/`false`, a comma-separated list of trusted addresses/CIDRs or
 * proxy-addr names (`loopback`, `linklocal`, `uniquelocal`), or (from a number in TRUST_PROXY) a
 * function trusting that many hops.
 */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * Forwarded headers count only from this machine by default: the shell's proxy (serve.mjs) runs on
 * it and sets X-Forwarded-For from the real connection; anyone else's header counts for nothing.
 */
export const DEFAULT_TRUST_PROXY = 'loopback';

/**
 * How the mail worker delivers the outbox: over SMTP, into the local mailbox (`.eml` files, read at
 * /api/dev/mailbox from this machine only), or not at all (`outbox`: mail stays pending in `emails`).
 */
export type MailTransportName = 'smtp' | 'mailbox' | 'outbox';

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
  /** `smtp://user:pass@host:port` (or smtps://); unset = the local mailbox (outside production). */
  smtpUrl: string | undefined;
  /** MAIL_TRANSPORT, or what SMTP_URL and NODE_ENV imply (readMailTransport). */
  mailTransport: MailTransportName;
  mailFrom: string;
  /** Where the local mailbox keeps a .eml copy of each mail it "sends". */
  mailboxDir: string;
  /** Runs the outbox worker in this process (MAIL_WORKER=off for API-only instances). */
  mailWorker: boolean;
  /** Runs the jobs worker in this process (JOBS_WORKER=off for API-only instances). */
  jobsWorker: boolean;
  /**
   * Tests only (REGISTRATION_UNLIMITED_LOCAL=1, set by the e2e stack; refused in production):
   * registrations and email checks from this machine (loopback) are not limited.
   */
  registrationUnlimitedLocal: boolean;
  /** Tests only: lets sellerboard report links point at http://127.0.0.1 (SELLERBOARD_ALLOW_LOCAL=1; refused in production). */
  sellerboardAllowLocal: boolean;
  /** The local media store's folder (MEDIA_DIR): avatars and listing images, chat attachments under `.private/`. */
  mediaDir: string;
  /** Every file in one S3-compatible bucket (MEDIA_STORE=s3, MEDIA_S3_*); null: the local folders (lib/media-store.ts). */
  mediaS3: S3Config | null;
  /** OpenID Connect sign-in; null (hidden) unless issuer, client id and secret are all set. */
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  /** Payments, VAT and invoices. */
  billing: BillingConfig;
  /** The site operator of the imprint and contact page (OPERATOR_*). */
  operator: OperatorDetails;
}

/** The S3-compatible bucket of the media store (lib/media-store.ts; docs/architecture/media-and-uploads.md). */
export interface S3Config {
  /** e.g. http://127.0.0.1:9000 (MinIO, s3rver) or https://<account>.r2.cloudflarestorage.com; null: AWS S3 of the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Static credentials; null: the AWS SDK's default chain (AWS_ACCESS_KEY_ID…, a profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Path-style URLs (`<endpoint>/<bucket>/<key>`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Prepended to every object key (e.g. `bizmarkt/`), so one bucket can hold several deployments. */
  prefix: string;
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
  const appKey = readAppKey(env);
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const mailWorker = (env.MAIL_WORKER?.trim().toLowerCase() ?? '') !== 'off';
  return {
    port: readPort(env.PORT),
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(API_ROOT, '.data', 'pglite')),
    nodeEnv: env.NODE_ENV?.trim() || 'development',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    appUrl: (env.APP_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, ''),
    appKey,
    smtpUrl,
    mailTransport: readMailTransport(env, smtpUrl, mailWorker),
    mailFrom: env.MAIL_FROM?.trim() || 'Bizmarkt <no-reply@bizmarkt.test>',
    mailboxDir: path.resolve(env.MAILBOX_DIR?.trim() || path.join(API_ROOT, '.data', 'mailbox')),
    mailWorker,
    jobsWorker: (env.JOBS_WORKER?.trim().toLowerCase() ?? '') !== 'off',
    registrationUnlimitedLocal: readTestsOnlyFlag(env, 'REGISTRATION_UNLIMITED_LOCAL'),
    sellerboardAllowLocal: readTestsOnlyFlag(env, 'SELLERBOARD_ALLOW_LOCAL'),
    mediaDir: path.resolve(env.MEDIA_DIR?.trim() || path.join(API_ROOT, '.data', 'media')),
    mediaS3: readS3Config(env),
    oidc: readOidc(env),
    billing: readBillingConfig(env, appKey, API_ROOT),
    operator: readOperatorDetails(env),
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
  if (text === '') return DEFAULT_TRUST_PROXY;
  // Every address, as an explicit choice: only for an API that nothing but the proxy can reach.
  if (text.toLowerCase() === 'true') return true;
  if (text.toLowerCase() === 'false') return false;
  // A number counts trusted hops (0 trusts none); anything else is a list of addresses or CIDRs.
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
}

function readTestsOnlyFlag(env: NodeJS.ProcessEnv, name: 'REGISTRATION_UNLIMITED_LOCAL' | 'SELLERBOARD_ALLOW_LOCAL'): boolean {
  if (env[name]?.trim() !== '1') return false;
  if ((env.NODE_ENV?.trim() || 'development') === 'production') throw new Error(`${name} must not be set in production`);
  return true;
}

/**
 * MAIL_TRANSPORT when set; else SMTP with SMTP_URL, the local mailbox outside production. In
 * production without SMTP_URL the API does not start (mail to nowhere, or kept in a folder nobody
 * reads, would fail silently) unless the operator chooses MAIL_TRANSPORT=outbox; an instance that
 * sends nothing (MAIL_WORKER=off) needs no transport and leaves the mail in the outbox.
 */
function readMailTransport(env: NodeJS.ProcessEnv, smtpUrl: string | undefined, mailWorker: boolean): MailTransportName {
  const production = (env.NODE_ENV?.trim() || 'development') === 'production';
  const chosen = env.MAIL_TRANSPORT?.trim().toLowerCase() ?? '';
  switch (chosen) {
    case '':
      if (smtpUrl) return 'smtp';
      if (!production) return 'mailbox';
      if (!mailWorker) return 'outbox';
      throw new Error(
        'SMTP_URL must be set in production: without it mail cannot be sent. Set SMTP_URL (smtp://user:pass@host:587), or MAIL_TRANSPORT=outbox to keep mail unsent in the outbox (the emails table).',
      );
    case 'smtp':
      if (!smtpUrl) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
      return 'smtp';
    case 'mailbox':
      if (production) throw new Error('MAIL_TRANSPORT=mailbox (the local mailbox) must not be used in production');
      return 'mailbox';
    case 'outbox':
      return 'outbox';
    default:
      throw new Error(`MAIL_TRANSPORT must be smtp, mailbox or outbox, got "${env.MAIL_TRANSPORT}"`);
  }
}

const truthy = (value: string | undefined) => ['1', 'true', 'yes', 'on'].includes(value?.trim().toLowerCase() ?? '');

/** The media store's S3 settings (MEDIA_STORE=s3, MEDIA_S3_*), or null for the local folders (the default). */
export function readS3Config(env: NodeJS.ProcessEnv): S3Config | null {
  if (env.ATTACHMENTS_S3_BUCKET?.trim()) {
    throw new Error('ATTACHMENTS_S3_* was replaced by MEDIA_STORE=s3 and MEDIA_S3_* (docs/architecture/media-and-uploads.md)');
  }
  const store = env.MEDIA_STORE?.trim().toLowerCase() || 'local';
  if (store === 'local') return null;
  if (store !== 's3') throw new Error(`MEDIA_STORE must be local or s3, got "${env.MEDIA_STORE}"`);
  const bucket = env.MEDIA_S3_BUCKET?.trim();
  if (!bucket) throw new Error('MEDIA_S3_BUCKET is required when MEDIA_STORE=s3');
  const endpoint = env.MEDIA_S3_ENDPOINT?.trim().replace(/\/+$/, '') || null;
  if (endpoint && !/^https?:\/\/[^/]/i.test(endpoint)) throw new Error(`MEDIA_S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const accessKeyId = env.MEDIA_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.MEDIA_S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together');
  const pathStyle = env.MEDIA_S3_FORCE_PATH_STYLE?.trim();
  const prefix = env.MEDIA_S3_PREFIX?.trim().replace(/^\/+/, '') ?? '';
  return {
    endpoint,
    bucket,
    region: env.MEDIA_S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    // Default: path-style for a named endpoint (MinIO, s3rver, most compatibles), virtual-hosted for AWS itself.
    forcePathStyle: pathStyle ? truthy(pathStyle) : endpoint !== null,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}
