// The production topology as data: every service of the cluster with its command, working folder
// and environment. The one source read by `npm run start:cluster` (cluster.mjs), the check that the
// container files stay in step (cluster-docker.test.mjs: deploy/docker/*) and docs/deploy.md.
// Node's modules only (it runs before any install).

/** How many API instances the cluster runs; the first runs the jobs and mail workers. */
export const API_INSTANCES = 3;

/** The media store's variables (docs/architecture/media-and-uploads.md#environment): every file in one bucket. */
const MEDIA_S3_ENV = {
  MEDIA_STORE: 's3: every file (avatars, listing images, chat attachments, invoices) in the bucket below; local: the folders MEDIA_DIR and INVOICE_DIR',
  MEDIA_S3_ENDPOINT: "the S3-compatible service's URL (http://s3:9000 for compose's MinIO; unset for AWS S3)",
  MEDIA_S3_REGION: 'the signing region (us-east-1; auto for R2)',
  MEDIA_S3_BUCKET: 'the bucket (it must exist), e.g. bizmarkt-media',
  MEDIA_S3_ACCESS_KEY_ID: "the bucket's access key (unset: the AWS SDK's default chain, e.g. an instance role)",
  MEDIA_S3_SECRET_ACCESS_KEY: "its secret (kept in the platform's secret store)",
  MEDIA_S3_FORCE_PATH_STYLE: 'true for MinIO, s3rver and most compatibles; false for AWS S3',
  MEDIA_S3_PREFIX: 'prepended to every key, to share a bucket (empty)',
};

/**
 * The services, in start order. `command` is what runs, as an argument list, from `cwd` (relative to
 * the repository; in the images, relative to /app). `env` names every variable the service reads that
 * the deployment sets, with what it is for: the compose file may set these and no others.
 */
export const SERVICES = [
  {
    name: 'postgres',
    kind: 'database',
    summary: 'PostgreSQL 15 or newer: the one database of every instance (sessions, rate limits, jobs, caches invalidated by LISTEN/NOTIFY).',
    command: null,
    cwd: null,
    env: {},
  },
  {
    name: 'migrate',
    kind: 'once',
    summary: 'Applies pending migrations, then exits; runs once before any API instance starts.',
    command: ['node', 'dist/cli/migrate.js'],
    cwd: 'api',
    env: {
      DATABASE_URL: 'postgres://user:password@host:5432/bizmarkt',
      APP_KEY: 'the same secret on every instance, 32 characters or more',
      NODE_ENV: 'production',
    },
  },
  {
    name: 'seed',
    kind: 'once',
    summary: 'Demo data when the database is empty (local runs only; never in production): `--if-empty`.',
    command: ['node', 'dist/cli/seed.js', '--if-empty'],
    cwd: 'api',
    env: {
      DATABASE_URL: 'as migrate',
      APP_KEY: 'as migrate',
      MEDIA_DIR: 'as api',
      ...Object.fromEntries(Object.keys(MEDIA_S3_ENV).map((name) => [name, 'as api: the demo pictures go to the same store'])),
    },
    localOnly: true,
  },
  {
    name: 'migrate-media',
    kind: 'once',
    summary:
      'Copies the files of the local folders (MEDIA_DIR, INVOICE_DIR) into the bucket, under the same keys; idempotent, nothing removed. Once, when moving to MEDIA_STORE=s3.',
    command: ['node', 'dist/cli/migrate-media.js'],
    cwd: 'api',
    env: {
      MEDIA_DIR: 'as api (the source)',
      INVOICE_DIR: 'as api (the source)',
      ...Object.fromEntries(Object.keys(MEDIA_S3_ENV).map((name) => [name, 'as api (the target)'])),
    },
  },
  {
    name: 'api',
    kind: 'server',
    instances: API_INSTANCES,
    summary: 'The JSON API (Fastify). Instance 1 runs the jobs and mail workers; the others answer requests only.',
    command: ['node', 'dist/server.js'],
    cwd: 'api',
    health: '/health',
    env: {
      PORT: 'the port it listens on (4000)',
      HOST: 'the address it listens on (0.0.0.0 in a container, 127.0.0.1 on one machine)',
      DATABASE_URL: 'as migrate',
      APP_KEY: 'as migrate: the same on every instance (signed links, tokens)',
      APP_URL: 'the public origin, for links in mail (https://bizmarkt.example)',
      NODE_ENV: 'production',
      TRUST_PROXY: 'the proxy whose X-Forwarded-For it believes (loopback, or the proxy network, e.g. 172.16.0.0/12)',
      JOBS_WORKER: 'off on every instance but one',
      MAIL_WORKER: 'off on every instance but one',
      MAIL_TRANSPORT: 'smtp with SMTP_URL; outbox keeps mail unsent in the database',
      SMTP_URL: "smtp://user:pass@host:587 (the mail worker's instance)",
      MAIL_FROM: 'Bizmarkt <no-reply@bizmarkt.example>',
      ...MEDIA_S3_ENV,
      MEDIA_DIR: 'with MEDIA_STORE=local: the media folder, shared by every instance',
      INVOICE_DIR: "with MEDIA_STORE=local: the invoices' private folder, shared by every instance",
      LOG_LEVEL: 'info (one JSON line per event on stdout)',
      MALLOC_ARENA_MAX: '2 (docs/decisions/0121-image-memory.md)',
    },
  },
  {
    name: 'release',
    kind: 'once',
    summary:
      "Releases each remote's build into /remotes/<remote>/<version>/ and writes remotes.json for the public origin (deploy/remote-release.mjs); in containers also copies the shell's files for nginx.",
    command: ['node', 'deploy/remote-release.mjs', 'release-all'],
    cwd: '.',
    env: {},
  },
  {
    name: 'shell',
    kind: 'server',
    summary: "The shell's Node server: pages with their first paint, security headers and CSP, /remotes.json, sitemap, robots.",
    command: ['node', '../shared/tooling/serve.mjs', '--app', 'shell'],
    cwd: 'shell',
    env: {
      SHELL_PORT: 'the port it listens on (3000)',
      HOST: 'the address it listens on',
      API_URL: "where it asks the API (the proxy's internal listener)",
      TRUST_PROXY: 'the proxy in front (loopback, or its network): https is then seen as such (HSTS)',
      REMOTES_FILE: 'the released remotes.json (deploy/remote-release.mjs), read on change',
      MFE_LISTINGS_SERVER_URL: "the listings remote's renderer (first paint)",
      MFE_CREATE_LISTING_SERVER_URL: "the create-listing remote's renderer",
      MFE_MESSAGING_SERVER_URL: "the messaging remote's renderer",
      MFE_ACCOUNT_SERVER_URL: "the account remote's renderer",
      LOG_LEVEL: 'warn',
    },
  },
  ...[
    ['mfe-listings', 'MFE_LISTINGS_PORT'],
    ['mfe-create-listing', 'MFE_CREATE_LISTING_PORT'],
    ['mfe-messaging', 'MFE_MESSAGING_PORT'],
    ['mfe-account', 'MFE_ACCOUNT_PORT'],
  ].map(([dir, portEnv]) => ({
    name: dir,
    kind: 'server',
    summary: `The ${dir} remote's Node server, for the shell's first paint only (its files are served by nginx).`,
    command: ['node', '../shared/tooling/serve.mjs', '--app', dir],
    cwd: dir,
    env: {
      [portEnv]: 'the port it listens on',
      HOST: 'the address it listens on',
      API_URL: 'as shell',
      SHELL_ORIGINS: 'the public origin (CORS of its files, when served by it)',
      LOG_LEVEL: 'warn',
    },
  })),
  {
    name: 'nginx',
    kind: 'proxy',
    summary: "TLS, HTTP/2, the hashed files from dist/ and the remotes' released folders, pages to the shell, /api and /sanctum to the API instances.",
    command: ['nginx', '-c', 'nginx.conf'],
    cwd: null,
    env: {},
  },
];

export function service(name) {
  const found = SERVICES.find((s) => s.name === name);
  if (!found) throw new Error(`no service ${name}`);
  return found;
}

/** The environment of API instance `index` (0-based): workers on the first only. */
export function apiInstanceEnv(index, common) {
  return { ...common, JOBS_WORKER: index === 0 ? 'on' : 'off', MAIL_WORKER: index === 0 ? 'on' : 'off' };
}
