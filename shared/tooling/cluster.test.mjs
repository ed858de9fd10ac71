// `npm run start:cluster` end to end (cluster.mjs): the whole topology started on free ports from the
// builds, then checked through nginx as a browser meets it — the shell's page with its security
// headers over HTTP/2, a hashed file cached for good and precompressed, remotes.json no-cache, the
// API's health, requests spread over the three instances (nginx's access log names each answer's
// instance), a login and a CSRF-protected write, every file in the S3 bucket (not MEDIA_DIR) and served back, a
// forged client address not believed — then stopped
// with SIGTERM, leaving nothing running. Needs the builds (`npm test` builds first), nginx and
// PostgreSQL's binaries (skipped, saying so, without them).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findNginx } from './cluster-nginx.mjs';
import { freePort, postgresBinDir } from './cluster.mjs';
import { API_INSTANCES } from './cluster-services.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = ['api/dist/server.js', 'shell/dist/index.html', 'mfe-listings/dist/mf-manifest.json'].every((f) => fs.existsSync(path.join(ROOT, f)));
const skip = !findNginx()
  ? 'nginx is not installed (apt-get install nginx)'
  : !postgresBinDir()
    ? 'PostgreSQL is not installed (apt-get install postgresql)'
    : !built
      ? 'the apps are not built (pnpm build)'
      : false;

/** Whether a process still exists. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

describe('npm run start:cluster', { skip, timeout: 300_000 }, () => {
  let runDir;
  let cluster;
  let state;
  let ca;
  let origin;
  let output = '';

  /** One https request through nginx: `{ status, headers, body }`. */
  function request(method, pathname, { headers = {}, body } = {}) {
    return new Promise((resolve, reject) => {
      const req = https.request(`${origin}${pathname}`, { method, ca, headers, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  /** A browser's cookies and CSRF token across requests. */
  function browser(userAgent = 'cluster-test') {
    const cookies = new Map();
    const send = async (method, pathname, { json, body, headers = {}, csrf = true } = {}) => {
      const xsrf = cookies.get('XSRF-TOKEN');
      const all = {
        'user-agent': userAgent,
        accept: 'application/json',
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(csrf && xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        ...headers,
      };
      const res = await request(method, pathname, { headers: all, body: json ? JSON.stringify(json) : body });
      for (const line of [res.headers['set-cookie'] ?? []].flat()) {
        const [pair] = line.split(';');
        const index = pair.indexOf('=');
        cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1));
      }
      return res;
    };
    return { send, cookies };
  }

  function psql(sql) {
    const bin = postgresBinDir();
    const result = spawnSync(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(state.postgres.port), '-U', 'postgres', '-d', 'bizmarkt', '-tAc', sql], {
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stderr);
    return result.stdout.trim();
  }

  before(async () => {
    runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizmarkt-cluster-'));
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    cluster = spawn(process.execPath, [path.join(ROOT, 'shared', 'tooling', 'cluster.mjs')], {
      cwd: ROOT,
      env: {
        ...process.env,
        CLUSTER_SKIP_BUILD: '1',
        CLUSTER_RUN_DIR: runDir,
        CLUSTER_HTTPS_PORT: String(httpsPort),
        CLUSTER_HTTP_PORT: String(httpPort),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cluster.stderr.on('data', (chunk) => (output += chunk));
    const ready = await new Promise((resolve, reject) => {
      cluster.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /^CLUSTER_READY (.+)$/m.exec(output);
        if (match) resolve(match[1]);
      });
      cluster.on('exit', (code) => reject(new Error(`the cluster exited (${code}) before it was ready:\n${output}`)));
    });
    state = JSON.parse(fs.readFileSync(ready, 'utf8'));
    ca = fs.readFileSync(state.certificate);
    origin = `https://localhost:${httpsPort}`;
    assert.equal(state.url, origin);
  });

  after(async () => {
    if (cluster && cluster.exitCode === null) {
      cluster.kill('SIGKILL');
      for (const { pid } of state?.processes ?? []) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // gone
        }
      }
    }
    if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
  });

  it("serves the shell's page through nginx over HTTP/2 with the shell's security headers", async () => {
    const session = http2.connect(origin, { ca });
    try {
      const headers = await new Promise((resolve, reject) => {
        const stream = session.request({ ':path': '/', accept: 'text/html' });
        stream.on('response', resolve);
        stream.on('error', reject);
        stream.resume();
      });
      assert.equal(headers[':status'], 200);
      assert.equal(headers.server, 'nginx');
      assert.match(headers['content-security-policy'], /default-src 'self'/);
      assert.equal(headers['x-frame-options'], 'DENY');
      // The shell's server trusts nginx's X-Forwarded-Proto: the browser used https.
      assert.match(headers['strict-transport-security'], /max-age=\d+/);
      assert.equal(headers['cache-control'], 'no-cache');
    } finally {
      session.close();
    }
  });

  it('serves a hashed file from dist/ for good, precompressed as the browser asks', async () => {
    const page = (await request('GET', '/')).body.toString();
    const asset = /\/main\.[0-9a-f]{8}\.js/.exec(page)?.[0];
    assert.ok(asset, 'the page names its hashed main script');
    const original = fs.readFileSync(path.join(ROOT, 'shell', 'dist', asset));
    const brotli = await request('GET', asset, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(brotli.status, 200);
    assert.match(brotli.headers['cache-control'], /immutable/);
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.deepEqual(brotli.body, fs.readFileSync(path.join(ROOT, 'shell', 'dist', `${asset}.br`)));
    const gzip = await request('GET', asset, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    const plain = await request('GET', asset);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, original);
  });

  it("serves remotes.json and each remote's manifest no-cache from the released folders", async () => {
    const remotes = await request('GET', '/remotes.json');
    assert.equal(remotes.headers['cache-control'], 'no-cache');
    const manifest = JSON.parse(remotes.body.toString());
    assert.deepEqual(
      manifest.map((r) => r.name),
      ['mfe_listings', 'mfe_create_listing', 'mfe_messaging', 'mfe_account'],
    );
    for (const { entry } of manifest) {
      assert.match(entry, new RegExp(`^${origin}/remotes/mfe-[a-z-]+/[0-9a-f]{12}/mf-manifest\\.json$`));
      const answer = await request('GET', new URL(entry).pathname);
      assert.equal(answer.status, 200, entry);
      assert.equal(answer.headers['cache-control'], 'no-cache');
    }
    // The renderer inside a remote's build is not served.
    const renderer = await request('GET', new URL('server/', manifest[0].entry).pathname);
    assert.equal(renderer.status, 404);
  });

  it("spreads the API's answers over the three instances", async () => {
    for (let i = 0; i < 3 * API_INSTANCES; i++) {
      const health = await request('GET', '/api/health');
      assert.equal(health.status, 200);
      assert.deepEqual(JSON.parse(health.body.toString()), { status: 'ok', database: 'postgres' });
    }
    const answered = new Set(
      fs
        .readFileSync(state.accessLog, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.uri === '/api/health' && entry.status === 200)
        .map((entry) => entry.upstream),
    );
    assert.deepEqual([...answered].sort(), state.apiPorts.map((port) => `127.0.0.1:${port}`).sort());
  });

  it('logs in and writes with the CSRF token through the proxy, and refuses the write without it', async () => {
    const paul = browser();
    assert.equal((await paul.send('GET', '/sanctum/csrf-cookie')).status, 204);
    const login = await paul.send('POST', '/api/login', { json: { email: 'pro@bizmarkt.test', password: 'ProBuyerPass123' } });
    assert.equal(login.status, 200, login.body.toString());
    const user = JSON.parse((await paul.send('GET', '/api/user')).body.toString());
    assert.equal(user.email, 'pro@bizmarkt.test');
    const listings = JSON.parse((await paul.send('GET', '/api/businesses')).body.toString());
    const businessId = (listings.data ?? listings)[0].id;
    const forged = await paul.send('POST', '/api/favorites', { json: { business_id: businessId }, csrf: false });
    assert.equal(forged.status, 419);
    const toggled = await paul.send('POST', '/api/favorites', { json: { business_id: businessId } });
    assert.equal(toggled.status, 200, toggled.body.toString());
    const favorite = JSON.parse(toggled.body.toString()).favorite;
    const stored = psql(
      `select count(*) from favorites f join users u on u.id = f.user_id where u.email = 'pro@bizmarkt.test' and f.business_id = ${Number(businessId)}`,
    );
    assert.equal(stored, favorite ? '1' : '0');
  });

  it('keeps every file in the bucket, not in the local MEDIA_DIR, and serves it back through nginx', async () => {
    const bucket = path.join(runDir, 's3', 'bizmarkt-media');
    /** The object s3rver keeps for a key of the public area (`media/` in the bucket). */
    const objectFile = (key) => path.join(bucket, 'media', ...key.split('/').slice(0, -1), `${key.split('/').at(-1)}._S3rver_object`);
    const servedBack = async (key, contentType) => {
      const answer = await request('GET', `/api/media/${key}`);
      assert.equal(answer.status, 200, key);
      assert.equal(answer.headers['content-type'], contentType);
      assert.deepEqual(answer.body, fs.readFileSync(objectFile(key)), `${key}: the bucket's bytes`);
    };
    // The seed's listing pictures went to the bucket.
    const seeded = psql('select key from business_images order by id limit 1');
    assert.match(seeded, /^listings\/\d+\/[^/]+\.webp$/);
    assert.ok(fs.existsSync(objectFile(seeded)), `${seeded} is in the bucket`);
    await servedBack(seeded, 'image/webp');

    // An avatar uploaded through nginx (to whichever instance) lands in the bucket too.
    const paul = browser(`cluster-test-avatar-${process.pid}`);
    await paul.send('GET', '/sanctum/csrf-cookie');
    assert.equal((await paul.send('POST', '/api/login', { json: { email: 'pro@bizmarkt.test', password: 'ProBuyerPass123' } })).status, 200);
    const user = JSON.parse((await paul.send('GET', '/api/user')).body.toString());
    const boundary = `----cluster${process.pid}`;
    const fields = {
      role: user.role,
      name: user.name,
      last_name: user.last_name,
      country_code: user.country_code ?? 'DE',
      about: user.about || 'Buying online businesses.',
    };
    const body = Buffer.concat([
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value ?? ''}\r\n`),
      ),
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="me.webp"\r\ncontent-type: image/webp\r\n\r\n`),
      fs.readFileSync(objectFile(seeded)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const saved = await paul.send('POST', `/api/users/${user.id}`, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
    assert.equal(saved.status, 200, saved.body.toString());
    const avatar = JSON.parse(saved.body.toString()).avatar;
    const key = avatar.replace(/^\/api\/media\//, '');
    assert.match(key, new RegExp(`^avatars/${user.id}/[0-9a-f]{24}-512\\.jpg$`));
    assert.ok(fs.existsSync(objectFile(key)), `${key} is in the bucket`);
    await servedBack(key, 'image/jpeg');
    // Nothing of either in the local folders.
    for (const k of [seeded, key]) assert.ok(!fs.existsSync(path.join(runDir, 'media', k)), `${k} is not in MEDIA_DIR`);
    const local = fs.existsSync(path.join(runDir, 'media')) ? fs.readdirSync(path.join(runDir, 'media'), { recursive: true }) : [];
    assert.deepEqual(
      local.filter((f) => fs.statSync(path.join(runDir, 'media', f)).isFile()),
      [],
      'MEDIA_DIR holds no file',
    );
  });

  it('records the address nginx saw, not one the client claims', async () => {
    const agent = `cluster-test-forged-${process.pid}`;
    const visitor = browser(agent);
    const answer = await visitor.send('GET', '/sanctum/csrf-cookie', {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8', forwarded: 'for=203.0.113.9' },
    });
    assert.equal(answer.status, 204);
    assert.equal(psql(`select string_agg(distinct coalesce(ip_address, 'none'), ',') from sessions where user_agent = '${agent}'`), '127.0.0.1');
  });

  it("keeps a user's journey going when an instance is killed with kill -9, loses nothing acknowledged, and takes the instance back", async () => {
    const paul = browser(`cluster-test-failover-${process.pid}`);
    await paul.send('GET', '/sanctum/csrf-cookie');
    assert.equal((await paul.send('POST', '/api/login', { json: { email: 'pro@bizmarkt.test', password: 'ProBuyerPass123' } })).status, 200);
    const listings = JSON.parse((await paul.send('GET', '/api/businesses')).body.toString());
    const all = (listings.data ?? listings).map((listing) => listing.id);
    const ids = all.slice(0, 4);
    // Each listing of the page once (toggles of one listing at once would have no order to check).
    const burstIds = all;
    assert.ok(burstIds.length >= 6, `too few listings for the burst: ${all.length}`);
    const victim = state.processes.find((p) => p.name === 'api-2');
    const victimAddress = `127.0.0.1:${state.apiPorts[1]}`;
    const acknowledged = new Map();
    const retriedWrites = [];
    /**
     * A favourite toggled as the client sends a write (shared/src/api/client.ts, decision 0211): one
     * Idempotency-Key for the write, sent again with it after a lost answer (no answer, 502/503/504, a
     * 409 with Retry-After) after 250 ms, 1 s, 2 s. A toggle run twice would undo itself.
     */
    async function toggle(id, label) {
      const key = randomUUID();
      const delays = [250, 1000, 2000];
      for (let retry = 0; ; retry++) {
        const write = await paul
          .send('POST', '/api/favorites', { json: { business_id: id }, headers: { 'idempotency-key': key } })
          .catch(() => ({ status: 0, headers: {}, body: Buffer.alloc(0) }));
        const lost = [0, 502, 503, 504].includes(write.status) || (write.status === 409 && write.headers['retry-after'] !== undefined);
        if (!lost || retry === delays.length) {
          assert.equal(write.status, 200, `the favourite ${label}: ${write.status} ${write.body}`);
          acknowledged.set(id, JSON.parse(write.body.toString()).favorite);
          return;
        }
        retriedWrites.push(`${label}: ${write.status}`);
        const wait = write.status === 409 ? Math.max(delays[retry], Math.min(16_000, Number(write.headers['retry-after']) * 1000)) : delays[retry];
        await new Promise((r) => setTimeout(r, wait));
      }
    }
    for (let step = 0; step < 24; step++) {
      if (step === 8) {
        // A burst of writes on their way, to every instance, when one of them is killed.
        const burst = burstIds.map((id) => toggle(id, `in the burst (listing ${id})`));
        await new Promise((r) => setTimeout(r, 30));
        process.kill(victim.pid, 'SIGKILL');
        await Promise.all(burst);
      }
      // Reads never fail: nginx passes them to another instance.
      for (const pathname of ['/api/user', '/api/favorites/ids', '/api/businesses']) {
        assert.equal((await paul.send('GET', pathname)).status, 200, `${pathname} at step ${step}`);
      }
      // A write is sent once by nginx; one the dead instance took is answered 502 and sent again with
      // its key, as the client does: the user sees no error.
      await toggle(ids[step % ids.length], `at step ${step}`);
    }
    // Every write answered 200 in the end (asserted in toggle); the retries are the client's.
    if (retriedWrites.length > 0) console.log(`writes sent again with their key: ${retriedWrites.join('; ')}`);
    // nginx found the dead instance and passed the request on: two upstreams in one log line.
    const passedOn = fs
      .readFileSync(state.accessLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.upstream.startsWith(`${victimAddress}, `));
    // nginx met the dead instance: it passed a request on to another one, or a write caught on it came
    // back 502 and was sent again with its key (which of the two happens depends on timing: under load
    // the cluster may restart the instance before nginx tries it again).
    assert.ok(passedOn.length > 0 || retriedWrites.length > 0, 'the killed instance was never met: no request passed on, no write sent again');
    assert.ok(
      passedOn.every((entry) => entry.status < 500),
      JSON.stringify(passedOn.filter((entry) => entry.status >= 500)),
    );
    const stored = new Set(
      psql(`select f.business_id from favorites f join users u on u.id = f.user_id where u.email = 'pro@bizmarkt.test'`)
        .split('\n')
        .filter(Boolean)
        .map(Number),
    );
    // Nothing acknowledged is lost and nothing ran twice (a toggle run twice would have undone itself).
    for (const [id, favorite] of acknowledged) assert.equal(stored.has(id), favorite, `listing ${id}: acknowledged ${favorite}`);
    assert.equal(acknowledged.size, burstIds.length);

    // The cluster starts the instance again; nginx takes it back after its fail_timeout (5 s).
    const clusterFile = path.join(runDir, 'cluster.json');
    const until = Date.now() + 60_000;
    let restarted;
    while (!restarted || restarted.pid === victim.pid) {
      assert.ok(Date.now() < until, 'api-2 was not started again');
      await new Promise((r) => setTimeout(r, 250));
      restarted = JSON.parse(fs.readFileSync(clusterFile, 'utf8')).processes.find((p) => p.name === 'api-2');
    }
    state.processes = JSON.parse(fs.readFileSync(clusterFile, 'utf8')).processes;
    const logged = () => fs.readFileSync(state.accessLog, 'utf8').trim().split('\n');
    let answeredByVictim = false;
    while (!answeredByVictim) {
      assert.ok(Date.now() < until, 'api-2 did not answer through nginx again');
      const mark = logged().length;
      for (let i = 0; i < 6; i++) assert.equal((await request('GET', '/api/health')).status, 200);
      answeredByVictim = logged()
        .slice(mark)
        .some((line) => JSON.parse(line).upstream === victimAddress);
      if (!answeredByVictim) await new Promise((r) => setTimeout(r, 1000));
    }
  });

  it("releases one remote on its own: the next page loads the new version, the shell's files stay byte-identical; a rollback restores it", async () => {
    const remotesNow = async () => JSON.parse((await request('GET', '/remotes.json')).body.toString());
    const embedded = async () => {
      const page = (await request('GET', '/search')).body.toString();
      return JSON.parse(/<script type="application\/json" id="bz-remotes">([^<]*)<\/script>/.exec(page)[1]);
    };
    const page = (await request('GET', '/')).body.toString();
    const shellAsset = /\/main\.[0-9a-f]{8}\.js/.exec(page)[0];
    const shellBytes = (await request('GET', shellAsset)).body;
    const before = await remotesNow();

    // A new build of the listings remote: the built one with a changed entry.
    const build = path.join(runDir, 'new-listings-build');
    const dist = path.join(ROOT, 'mfe-listings', 'dist');
    fs.cpSync(dist, build, { recursive: true, filter: (file) => path.relative(dist, file).split(path.sep)[0] !== 'server' });
    fs.appendFileSync(path.join(build, 'remoteEntry.js'), '\n/* cluster test release */\n');
    for (const file of ['remoteEntry.js.br', 'remoteEntry.js.gz']) fs.rmSync(path.join(build, file), { force: true });
    const release = (...args) => {
      const result = spawnSync(process.execPath, [path.join(ROOT, 'deploy', 'remote-release.mjs'), ...args, '--dir', state.publicDir], { encoding: 'utf8' });
      assert.equal(result.status, 0, result.stderr);
    };
    release('release', 'mfe-listings', '--from', build);
    const after = await remotesNow();
    const entryOf = (manifest, name) => manifest.find((r) => r.name === name).entry;
    assert.notEqual(entryOf(after, 'mfe_listings'), entryOf(before, 'mfe_listings'));
    for (const name of ['mfe_create_listing', 'mfe_messaging', 'mfe_account']) assert.equal(entryOf(after, name), entryOf(before, name));
    const newEntry = await request('GET', new URL('remoteEntry.js', entryOf(after, 'mfe_listings')).pathname);
    assert.match(newEntry.body.toString(), /cluster test release/);
    assert.deepEqual(await embedded(), after, 'the next page names the new version');
    assert.deepEqual((await request('GET', shellAsset)).body, shellBytes);
    // The old version's files are still served (pages already open).
    assert.equal((await request('GET', new URL('mf-manifest.json', entryOf(before, 'mfe_listings')).pathname)).status, 200);

    release('rollback', 'mfe-listings');
    assert.deepEqual(await remotesNow(), before);
    assert.deepEqual(await embedded(), before, 'the next page names the version before');
  });

  it('stops everything it started on SIGTERM', async () => {
    const exited = new Promise((resolve) => cluster.once('exit', (code, signal) => resolve({ code, signal })));
    cluster.kill('SIGTERM');
    assert.deepEqual(await exited, { code: 0, signal: null });
    for (const { name, pid } of state.processes) assert.ok(!alive(pid), `${name} (pid ${pid}) still runs`);
    assert.ok(!fs.existsSync(path.join(runDir, 'postgres', 'data', 'postmaster.pid')), 'PostgreSQL still runs');
    assert.ok(!fs.existsSync(path.join(runDir, 'nginx.pid')), 'nginx still runs');
    await assert.rejects(request('GET', '/api/health'), /ECONNREFUSED/);
  });
});
