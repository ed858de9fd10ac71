// What the cluster asks of the apps' table (apps.mjs): the shell's remotes come from a released
// remotes.json (REMOTES_FILE), read again when a release changes it, and each remote's renderer can be
// reached apart from where its files are served (MFE_*_SERVER_URL).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { appByDir, remoteServerUrl, remotesManifest } from './apps.mjs';

describe('the apps as the cluster runs them', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizmarkt-apps-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the remotes from REMOTES_FILE, and again after a release rewrote it', () => {
    const file = path.join(dir, 'remotes.json');
    const write = (version) => {
      const temporary = `${file}.tmp`;
      fs.writeFileSync(
        temporary,
        JSON.stringify([{ name: 'mfe_listings', entry: `https://bizmarkt.example/remotes/mfe-listings/${version}/mf-manifest.json` }]),
      );
      fs.renameSync(temporary, file);
    };
    write('v1');
    const env = { REMOTES_FILE: file };
    assert.equal(remotesManifest('ignored', env)[0].entry, 'https://bizmarkt.example/remotes/mfe-listings/v1/mf-manifest.json');
    write('v2');
    assert.equal(remotesManifest('ignored', env)[0].entry, 'https://bizmarkt.example/remotes/mfe-listings/v2/mf-manifest.json');
  });

  it('without REMOTES_FILE, names each remote on its own port of the host asked', () => {
    const manifest = remotesManifest('example.test', {});
    assert.equal(manifest.find((r) => r.name === 'mfe_listings').entry, 'http://example.test:3001/mf-manifest.json');
  });

  it("reaches a remote's renderer at its SERVER_URL, else where its files are, else on this machine", () => {
    const listings = appByDir('mfe-listings');
    assert.equal(
      remoteServerUrl(listings, { MFE_LISTINGS_SERVER_URL: 'http://127.0.0.1:45001', MFE_LISTINGS_URL: 'https://cdn.example/listings/' }),
      'http://127.0.0.1:45001/',
    );
    assert.equal(remoteServerUrl(listings, { MFE_LISTINGS_URL: 'https://cdn.example/listings/' }), 'https://cdn.example/listings/');
    assert.equal(remoteServerUrl(listings, {}), 'http://127.0.0.1:3001/');
  });
});
