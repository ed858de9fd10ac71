// The reverse proxy's configuration (deploy/nginx) and one remote's release (deploy/remote-release.mjs):
// the written nginx.conf passes `nginx -t` when nginx is installed, forwards the client's address the
// way the API trusts it, never retries a write, and allows the API's largest upload; a release adds a
// folder and moves remotes.json, a rollback moves it back.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ensureSelfSignedCertificate, findNginx, renderNginxConfig, testNginxConfig, writeNginxConfig, brotliModuleFile } from './cluster-nginx.mjs';
import { readReleases, releaseRemote, rollbackRemote, setPublicUrl } from '../../deploy/remote-release.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function settings(dir) {
  const certificate = ensureSelfSignedCertificate(path.join(dir, 'tls'));
  return {
    runDir: dir,
    confDir: path.join(dir, 'nginx'),
    publicDir: path.join(dir, 'public'),
    shellDist: path.join(ROOT, 'shell', 'dist'),
    httpsListen: '127.0.0.1:18443',
    httpListen: '127.0.0.1:18080',
    httpsPort: 18443,
    internalListen: '127.0.0.1:18081',
    apiAddresses: ['127.0.0.1:14001', '127.0.0.1:14002', '127.0.0.1:14003'],
    shellAddress: '127.0.0.1:13000',
    tlsCert: certificate.cert,
    tlsKey: certificate.key,
    brotliModule: brotliModuleFile(),
  };
}

/** A contract constant such as `export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;`, evaluated. */
function contractBytes(file, name) {
  const text = fs.readFileSync(path.join(ROOT, 'shared', 'src', 'contract', file), 'utf8');
  const expression = new RegExp(`export const ${name} = ([\\d\\s*_]+);`).exec(text)?.[1];
  assert.ok(expression, `${name} in ${file}`);
  return expression.split('*').reduce((product, factor) => product * Number(factor.replace(/_/g, '').trim()), 1);
}

const withoutComments = (conf) => conf.replace(/#.*$/gm, '');

describe('the nginx configuration', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizmarkt-nginx-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const s = settings(dir);
  const text = renderNginxConfig(s);
  const include = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx', 'api-proxy.conf'), 'utf8');

  it('fills every placeholder and lists every API instance in the upstream', () => {
    assert.doesNotMatch(text, /\{\{/);
    for (const address of s.apiAddresses) assert.match(text, new RegExp(`server ${address.replace(/\./g, '\\.')} max_fails=1 fail_timeout=5s;`));
    assert.match(text, /listen 127\.0\.0\.1:18443 ssl http2;/);
  });

  it('sets the forwarded headers from the connection, replacing what the client sent', () => {
    assert.match(text, /proxy_set_header X-Forwarded-For \$remote_addr;/);
    assert.match(text, /proxy_set_header X-Real-IP \$remote_addr;/);
    assert.match(text, /proxy_set_header Forwarded "";/);
    // $proxy_add_x_forwarded_for would keep the client's own list in front of the real address.
    assert.doesNotMatch(text, /proxy_add_x_forwarded_for/);
  });

  it('retries only what is safe to send twice, and allows the largest upload the API takes', () => {
    assert.match(include, /^proxy_next_upstream error timeout http_502 http_503;$/m);
    assert.doesNotMatch(withoutComments(include + text), /non_idempotent/);
    const largest = Math.max(contractBytes('messaging-limits.ts', 'ATTACHMENT_MAX_BYTES'), contractBytes('listing-image-limits.ts', 'LISTING_IMAGE_MAX_BYTES'));
    const limit = /^client_max_body_size (\d+)m;$/m.exec(include);
    assert.ok(limit, 'client_max_body_size in api-proxy.conf');
    const bytes = Number(limit[1]) * 1024 * 1024;
    assert.ok(bytes > largest && bytes <= largest + 2 * 1024 * 1024, `${bytes} bytes against the API's ${largest}`);
  });

  it('streams /api/stream unbuffered with a long read', () => {
    const stream = /location \^~ \/api\/stream \{([^}]*)\}/.exec(text)?.[1] ?? '';
    assert.match(stream, /proxy_buffering off;/);
    assert.match(stream, /proxy_read_timeout 1h;/);
  });

  it("gives pages (the shell's server) the same waits as the API, in both of their locations", () => {
    const wait = (conf, name) => new RegExp(`^\\s*${name} (\\d+)s;$`, 'm').exec(conf)?.[1];
    const api = { connect: wait(include, 'proxy_connect_timeout'), send: wait(include, 'proxy_send_timeout'), read: wait(include, 'proxy_read_timeout') };
    assert.deepEqual(api, { connect: '2', send: '30', read: '30' });
    const pages = [...text.matchAll(/location (?:\/|@shell) \{([^}]*proxy_pass http:\/\/bizmarkt_shell;[^}]*)\}/g)].map((match) => match[1]);
    assert.equal(pages.length, 2, 'the pages location and its @shell fallback');
    for (const page of pages) {
      assert.deepEqual({ connect: wait(page, 'proxy_connect_timeout'), send: wait(page, 'proxy_send_timeout'), read: wait(page, 'proxy_read_timeout') }, api);
    }
  });

  it('passes nginx -t', { skip: findNginx() ? false : 'nginx is not installed (apt-get install nginx)' }, () => {
    const file = writeNginxConfig(s);
    const result = testNginxConfig(findNginx(), file, dir);
    assert.ok(result.ok, result.output);
  });
});

describe('releasing one remote', () => {
  const folders = [];
  after(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const temporary = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizmarkt-release-'));
    folders.push(dir);
    return dir;
  };
  function fakeBuild(dir, marker) {
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ marker }));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${marker} */`);
    fs.writeFileSync(path.join(dir, `main.${marker}.js`), marker);
    fs.writeFileSync(path.join(dir, 'server', 'render.js'), 'server only');
    return dir;
  }

  it('adds a folder per version, points remotes.json at it, and rolls back to the folder before', () => {
    const dir = temporary();
    const publicDir = path.join(dir, 'public');
    const v1 = fakeBuild(path.join(dir, 'v1'), 'aaaaaaaa');
    const v2 = fakeBuild(path.join(dir, 'v2'), 'bbbbbbbb');
    setPublicUrl(publicDir, 'https://bizmarkt.example');
    const first = releaseRemote({ publicDir, remote: 'mfe-listings', from: v1 });
    const second = releaseRemote({ publicDir, remote: 'mfe-listings', from: v2 });
    assert.notEqual(first.version, second.version);
    const remotesJson = () => JSON.parse(fs.readFileSync(path.join(publicDir, 'remotes.json'), 'utf8'));
    assert.deepEqual(remotesJson(), [{ name: 'mfe_listings', entry: `https://bizmarkt.example/remotes/mfe-listings/${second.version}/mf-manifest.json` }]);
    // Both versions are on disk; the renderer is not.
    assert.ok(fs.existsSync(path.join(first.folder, 'main.aaaaaaaa.js')));
    assert.ok(fs.existsSync(path.join(second.folder, 'main.bbbbbbbb.js')));
    assert.ok(!fs.existsSync(path.join(second.folder, 'server')));

    rollbackRemote({ publicDir, remote: 'mfe-listings' });
    assert.equal(remotesJson()[0].entry, `https://bizmarkt.example/remotes/mfe-listings/${first.version}/mf-manifest.json`);
    assert.deepEqual(readReleases(publicDir).remotes['mfe-listings'], { current: first.version, history: [second.version] });
    // Releasing the same build again points at its existing folder.
    assert.equal(releaseRemote({ publicDir, remote: 'mfe-listings', from: v2 }).version, second.version);
    assert.equal(remotesJson()[0].entry, `https://bizmarkt.example/remotes/mfe-listings/${second.version}/mf-manifest.json`);
  });

  it('refuses an unknown remote and a rollback with nothing before', () => {
    const publicDir = temporary();
    assert.throws(() => releaseRemote({ publicDir, remote: 'mfe-nothing', from: publicDir }), /unknown remote/);
    const build = fakeBuild(path.join(publicDir, 'build'), 'cccccccc');
    releaseRemote({ publicDir, remote: 'mfe-account', from: build });
    assert.throws(() => rollbackRemote({ publicDir, remote: 'mfe-account' }), /no earlier version/);
  });
});
