// The container files (deploy/docker) cannot be built here (no image registry), so they are held to
// the cluster script's definitions (cluster-services.mjs): compose.yaml is what cluster-compose.mjs
// writes from them, every path a Dockerfile copies exists, each image runs a service's command from
// its folder, and every variable set is a documented one. Also: the cluster says what to install
// when nginx or PostgreSQL is missing.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkTools, MissingTool } from './cluster.mjs';
import { composeModel, COMPOSE_FILE, renderCompose } from './cluster-compose.mjs';
import { renderNginxConfig } from './cluster-nginx.mjs';
import { SERVICES, service } from './cluster-services.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DOCKER = path.join(ROOT, 'deploy', 'docker');

/** A Dockerfile's instructions, continuation lines joined: `[{ op, args }]`. */
function instructions(file) {
  const text = fs.readFileSync(path.join(DOCKER, file), 'utf8').replace(/\\\n/g, ' ');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op, ...rest] = line.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/** The last stage's instructions (what the image runs). */
function lastStage(file) {
  const all = instructions(file);
  const from = all.map((i) => i.op).lastIndexOf('FROM');
  return all.slice(from);
}

const last = (stage, op) => stage.filter((i) => i.op === op).at(-1)?.args;
const DOCKERFILES = ['api.Dockerfile', 'apps.Dockerfile', 'nginx.Dockerfile'];

/** Every variable any service documents. */
const documented = (name) => Object.keys(service(name).env);

describe('the container files stay in step with the cluster script', () => {
  it('compose.yaml is what cluster-compose.mjs writes from the services (node shared/tooling/cluster-compose.mjs --write)', () => {
    assert.equal(fs.readFileSync(COMPOSE_FILE, 'utf8'), renderCompose());
  });

  for (const file of DOCKERFILES) {
    it(`${file}: every path it copies from the repository exists`, () => {
      const copies = instructions(file).filter((i) => i.op === 'COPY' && !i.args.startsWith('--from'));
      assert.ok(copies.length > 0);
      for (const { args } of copies) {
        const sources = args.split(/\s+/).slice(0, -1);
        for (const source of sources) assert.ok(fs.existsSync(path.join(ROOT, source)), `${file}: COPY ${source}`);
      }
    });
  }

  for (const file of DOCKERFILES) {
    it(`${file}: the host's packages, builds and data stay out of its build context`, () => {
      const ignored = fs.readFileSync(path.join(DOCKER, `${file}.dockerignore`), 'utf8').split('\n');
      for (const entry of ['**/node_modules', '**/dist', '**/.data', 'deploy/.run', '.env'])
        assert.ok(ignored.includes(entry), `${file}.dockerignore: ${entry}`);
    });
  }

  it("the API image runs the api service's command from its folder, and sets only documented variables", () => {
    const stage = lastStage('api.Dockerfile');
    assert.deepEqual(JSON.parse(last(stage, 'CMD')), service('api').command);
    assert.equal(last(stage, 'WORKDIR'), `/app/${service('api').cwd}`);
    const env = last(stage, 'ENV')
      .split(/\s+/)
      .map((pair) => pair.split('=')[0]);
    for (const name of env) assert.ok(documented('api').includes(name), `api.Dockerfile sets ${name}`);
  });

  it("the apps image runs the shell service's command from its folder, and sets only documented variables", () => {
    const stage = lastStage('apps.Dockerfile');
    assert.deepEqual(JSON.parse(last(stage, 'CMD')), service('shell').command);
    assert.equal(last(stage, 'WORKDIR'), `/app/${service('shell').cwd}`);
    const env = last(stage, 'ENV')
      .split(/\s+/)
      .map((pair) => pair.split('=')[0]);
    for (const name of env.filter((n) => n !== 'NODE_ENV')) assert.ok(documented('shell').includes(name), `apps.Dockerfile sets ${name}`);
  });

  it('the nginx image runs nginx on the configuration its build writes from the template', () => {
    const settings = JSON.parse(fs.readFileSync(path.join(DOCKER, 'nginx.settings.json'), 'utf8'));
    const command = JSON.parse(last(lastStage('nginx.Dockerfile'), 'CMD'));
    assert.deepEqual(command, [service('nginx').command[0], '-c', `${settings.confDir}/nginx.conf`, '-e', settings.errorLog]);
    const text = renderNginxConfig(settings);
    for (const address of ['api-1:4000', 'api-2:4000', 'api-3:4000']) assert.match(text, new RegExp(`server ${address} `));
    assert.match(text, /include \/etc\/bizmarkt\/api-proxy\.conf;/);
  });

  it("each compose service of ours runs its definition's command from its folder with documented variables only", () => {
    const { services } = composeModel();
    const byDefinition = {
      migrate: 'migrate',
      'api-1': 'api',
      'api-2': 'api',
      'api-3': 'api',
      release: 'release',
      shell: 'shell',
      'mfe-listings': 'mfe-listings',
      'mfe-create-listing': 'mfe-create-listing',
      'mfe-messaging': 'mfe-messaging',
      'mfe-account': 'mfe-account',
    };
    for (const [name, definition] of Object.entries(byDefinition)) {
      const s = service(definition);
      const composed = services[name];
      assert.ok(composed, `compose has ${name}`);
      assert.deepEqual(composed.command.slice(0, s.command.length), s.command, name);
      assert.equal(composed.working_dir, s.cwd === '.' ? '/app' : `/app/${s.cwd}`, name);
      for (const key of Object.keys(composed.environment ?? {})) assert.ok(key in s.env, `${name}: ${key} is not documented`);
    }
    // Workers on the first instance only.
    assert.deepEqual(
      ['api-1', 'api-2', 'api-3'].map((n) => [services[n].environment.JOBS_WORKER, services[n].environment.MAIL_WORKER]),
      [
        ['on', 'on'],
        ['off', 'off'],
        ['off', 'off'],
      ],
    );
    // One APP_KEY for every instance.
    assert.equal(new Set(['migrate', 'api-1', 'api-2', 'api-3'].map((n) => services[n].environment.APP_KEY)).size, 1);
  });

  it("every command a service runs is a file of the repository or an entry of the API's build", () => {
    const apiBuild = fs.readFileSync(path.join(ROOT, 'api', 'build.mjs'), 'utf8');
    for (const s of SERVICES.filter((x) => x.command?.[0] === 'node')) {
      const script = s.command[1];
      const built = /^dist\/(.+)\.js$/.exec(script);
      if (built) assert.match(apiBuild, new RegExp(`(?:'${built[1]}'|\\b${built[1]}): 'src/`), `${s.name}: ${script} is built by api/build.mjs`);
      else assert.ok(fs.existsSync(path.join(ROOT, s.cwd, script)), `${s.name}: ${script}`);
    }
  });
});

describe('docs/deploy.md', () => {
  const docs = fs.readFileSync(path.join(ROOT, 'docs', 'deploy.md'), 'utf8');

  it('names every service with its command, and every variable the services read', () => {
    for (const s of SERVICES) {
      assert.ok(docs.includes(s.name), `docs/deploy.md names ${s.name}`);
      if (s.command) assert.ok(docs.includes(`\`${s.command.join(' ')}`), `docs/deploy.md gives ${s.name}'s command \`${s.command.join(' ')}\``);
      for (const name of Object.keys(s.env)) assert.ok(docs.includes(`\`${name}`), `docs/deploy.md documents ${name} (${s.name})`);
    }
  });
});

describe('a machine without nginx or PostgreSQL', () => {
  it('is told what to install', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'bizmarkt-no-tools-'));
    try {
      const env = { PATH: empty, NGINX: path.join(empty, 'nginx') };
      assert.throws(
        () => checkTools(env, { postgresBase: empty }),
        (error) => error instanceof MissingTool && /apt-get install nginx/.test(error.message) && /apt-get install postgresql/.test(error.message),
      );
      // With DATABASE_URL no PostgreSQL binaries are needed.
      assert.throws(
        () => checkTools({ ...env, DATABASE_URL: 'postgres://x@127.0.0.1/x' }, { postgresBase: empty }),
        (error) => !/postgresql/.test(error.message),
      );
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
