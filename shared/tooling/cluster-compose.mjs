// deploy/docker/compose.yaml, written from the services' definitions (cluster-services.mjs) so the
// containers run the cluster script's commands with the documented variables. After changing a
// service: `node shared/tooling/cluster-compose.mjs --write` (cluster-docker.test.mjs fails while the
// file differs). Node's modules only.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';
import { API_INSTANCES, apiInstanceEnv, service } from './cluster-services.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const COMPOSE_FILE = path.join(ROOT, 'deploy', 'docker', 'compose.yaml');

/** Inside the containers: the public folder nginx serves and the release step fills. */
const PUBLIC = '/srv/bizmarkt/public';
const API_PORT = 4000;
/** nginx's internal listener (plain http, the compose network only): how the Node servers reach the API. */
const INTERNAL_API = 'http://nginx:8081';
/** The bucket's settings: compose's MinIO unless MEDIA_S3_* name another service. */
const S3_KEY_ID = '${MEDIA_S3_ACCESS_KEY_ID:-bizmarkt}';
const S3_SECRET = '${MEDIA_S3_SECRET_ACCESS_KEY:?set MEDIA_S3_SECRET_ACCESS_KEY (8+ characters)}';
const S3_BUCKET = '${MEDIA_S3_BUCKET:-bizmarkt-media}';
const build = (dockerfile) => ({ context: '../..', dockerfile: `deploy/docker/${dockerfile}` });

/** Only variables the service's definition documents (the test checks the result the same way). */
function pick(name, values) {
  const documented = service(name).env;
  for (const key of Object.keys(values)) if (!(key in documented)) throw new Error(`${name}: ${key} is not documented in cluster-services.mjs`);
  return values;
}

/** The compose model: plain data, turned into YAML below. */
export function composeModel() {
  const database = 'postgres://bizmarkt:${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}@postgres:5432/bizmarkt';
  const appKey = '${APP_KEY:?set APP_KEY (32+ characters, the same for every instance)}';
  const publicUrl = '${PUBLIC_URL:?set PUBLIC_URL (https://your.host)}';
  const services = {};
  services.postgres = {
    image: 'postgres:15-bookworm',
    environment: { POSTGRES_DB: 'bizmarkt', POSTGRES_USER: 'bizmarkt', POSTGRES_PASSWORD: '${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}' },
    volumes: ['postgres:/var/lib/postgresql/data'],
    healthcheck: { test: ['CMD', 'pg_isready', '-U', 'bizmarkt', '-d', 'bizmarkt'], interval: '5s', retries: 12 },
  };
  // The S3-compatible bucket every file lives in (MEDIA_STORE=s3): MinIO with `--profile s3`, its bucket
  // made by a one-off `s3-bucket`; with a provider's bucket instead, leave the profile out and set MEDIA_S3_*.
  services.s3 = {
    // Any S3-compatible server will do; MinIO's image by default (S3_IMAGE to pin or replace it).
    image: '${S3_IMAGE:-minio/minio}',
    profiles: ['s3'],
    command: ['server', '/data'],
    environment: { MINIO_ROOT_USER: S3_KEY_ID, MINIO_ROOT_PASSWORD: S3_SECRET },
    volumes: ['s3:/data'],
    healthcheck: { test: ['CMD', 'mc', 'ready', 'local'], interval: '5s', retries: 12 },
  };
  services['s3-bucket'] = {
    image: '${S3_MC_IMAGE:-minio/mc}',
    profiles: ['s3'],
    entrypoint: ['/bin/sh', '-c'],
    command: ['mc alias set s3 http://s3:9000 "$$MINIO_ROOT_USER" "$$MINIO_ROOT_PASSWORD" && mc mb --ignore-existing "s3/$$BUCKET"'],
    environment: { MINIO_ROOT_USER: S3_KEY_ID, MINIO_ROOT_PASSWORD: S3_SECRET, BUCKET: S3_BUCKET },
    depends_on: { s3: { condition: 'service_healthy' } },
  };
  const migrate = service('migrate');
  services.migrate = {
    build: build('api.Dockerfile'),
    image: 'bizmarkt-api',
    working_dir: `/app/${migrate.cwd}`,
    command: migrate.command,
    environment: pick('migrate', { DATABASE_URL: database, APP_KEY: appKey, NODE_ENV: 'production' }),
    depends_on: { postgres: { condition: 'service_healthy' } },
  };
  const api = service('api');
  for (let i = 0; i < API_INSTANCES; i++) {
    services[`api-${i + 1}`] = {
      image: 'bizmarkt-api',
      working_dir: `/app/${api.cwd}`,
      command: api.command,
      environment: pick(
        'api',
        apiInstanceEnv(i, {
          PORT: String(API_PORT),
          HOST: '0.0.0.0',
          DATABASE_URL: database,
          APP_KEY: appKey,
          APP_URL: publicUrl,
          NODE_ENV: 'production',
          // Forwarded headers count from the compose network's private addresses (nginx) only.
          TRUST_PROXY: 'uniquelocal',
          MAIL_TRANSPORT: '${MAIL_TRANSPORT:-outbox}',
          SMTP_URL: '${SMTP_URL:-}',
          MAIL_FROM: '${MAIL_FROM:-Bizmarkt <no-reply@bizmarkt.test>}',
          // Every file in the bucket (compose's MinIO by default); MEDIA_STORE=local: the volumes below.
          MEDIA_STORE: '${MEDIA_STORE:-s3}',
          MEDIA_S3_ENDPOINT: '${MEDIA_S3_ENDPOINT-http://s3:9000}',
          MEDIA_S3_REGION: '${MEDIA_S3_REGION:-us-east-1}',
          MEDIA_S3_BUCKET: S3_BUCKET,
          MEDIA_S3_ACCESS_KEY_ID: S3_KEY_ID,
          MEDIA_S3_SECRET_ACCESS_KEY: S3_SECRET,
          MEDIA_S3_FORCE_PATH_STYLE: '${MEDIA_S3_FORCE_PATH_STYLE:-true}',
          MEDIA_S3_PREFIX: '${MEDIA_S3_PREFIX:-}',
          MEDIA_DIR: '/data/media',
          INVOICE_DIR: '/data/invoices',
          LOG_LEVEL: '${LOG_LEVEL:-info}',
          MALLOC_ARENA_MAX: '2',
        }),
      ),
      volumes: ['media:/data/media', 'invoices:/data/invoices'],
      depends_on: { migrate: { condition: 'service_completed_successfully' } },
      restart: 'unless-stopped',
    };
  }
  const release = service('release');
  services.release = {
    build: build('apps.Dockerfile'),
    image: 'bizmarkt-apps',
    working_dir: '/app',
    command: [...release.command, '--dir', PUBLIC, '--public-url', publicUrl, '--shell-to', `${PUBLIC}/shell`],
    volumes: [`public:${PUBLIC}`],
  };
  const shell = service('shell');
  const remotes = APPS.filter((a) => a.role === 'remote');
  services.shell = {
    image: 'bizmarkt-apps',
    working_dir: `/app/${shell.cwd}`,
    command: shell.command,
    environment: pick('shell', {
      SHELL_PORT: '3000',
      HOST: '0.0.0.0',
      API_URL: INTERNAL_API,
      TRUST_PROXY: 'uniquelocal',
      REMOTES_FILE: `${PUBLIC}/remotes.json`,
      ...Object.fromEntries(remotes.map((a) => [a.urlEnv.replace(/_URL$/, '_SERVER_URL'), `http://${a.dir}:${a.port}/`])),
      LOG_LEVEL: 'warn',
    }),
    volumes: [`public:${PUBLIC}:ro`],
    depends_on: { release: { condition: 'service_completed_successfully' } },
    restart: 'unless-stopped',
  };
  for (const app of remotes) {
    const s = service(app.dir);
    services[app.dir] = {
      image: 'bizmarkt-apps',
      working_dir: `/app/${s.cwd}`,
      command: s.command,
      environment: pick(app.dir, { [app.portEnv]: String(app.port), HOST: '0.0.0.0', API_URL: INTERNAL_API, SHELL_ORIGINS: publicUrl, LOG_LEVEL: 'warn' }),
      depends_on: { release: { condition: 'service_completed_successfully' } },
      restart: 'unless-stopped',
    };
  }
  services.nginx = {
    build: build('nginx.Dockerfile'),
    image: 'bizmarkt-nginx',
    ports: ['443:8443', '80:8080'],
    volumes: [`public:${PUBLIC}:ro`, '${TLS_DIR:-./tls}:/etc/bizmarkt/tls:ro'],
    depends_on: Object.fromEntries([
      ...Array.from({ length: API_INSTANCES }, (_, i) => [`api-${i + 1}`, { condition: 'service_healthy' }]),
      ['shell', { condition: 'service_started' }],
    ]),
    restart: 'unless-stopped',
  };
  return { name: 'bizmarkt', services, volumes: { postgres: {}, s3: {}, media: {}, invoices: {}, public: {} } };
}

/** A YAML scalar: quoted unless plainly safe. */
function scalar(value) {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return /^[A-Za-z0-9_./:-]+$/.test(value) && !/^(true|false|yes|no|null|on|off|\d.*)$/i.test(value) ? value : JSON.stringify(value);
}

function toYaml(value, indent = 0) {
  const pad = ' '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v !== 'object')) return ` [${value.map(scalar).join(', ')}]`;
    return value.map((v) => `\n${pad}- ${toYaml(v, indent + 2).trimStart()}`).join('');
  }
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return ' {}';
    return keys.map((k) => `\n${pad}${scalar(k)}:${toYaml(value[k], indent + 2)}`).join('');
  }
  return ` ${scalar(value)}`;
}

export function renderCompose() {
  return `# The whole topology in containers (docs/deploy.md). Written by shared/tooling/cluster-compose.mjs from
# shared/tooling/cluster-services.mjs — do not edit by hand: \`node shared/tooling/cluster-compose.mjs --write\`.
# Run from this folder: PUBLIC_URL=https://… APP_KEY=… POSTGRES_PASSWORD=… MEDIA_S3_SECRET_ACCESS_KEY=… docker compose --profile s3 up -d
# (--profile s3: MinIO holds the files; without it, MEDIA_S3_* name your provider's bucket)
${toYaml(composeModel()).trimStart()}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) {
    fs.writeFileSync(COMPOSE_FILE, renderCompose());
    console.log(`wrote ${path.relative(ROOT, COMPOSE_FILE)}`);
  } else process.stdout.write(renderCompose());
}
