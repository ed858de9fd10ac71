import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aggregate, concretePath, federationRatio, findMarkers, kindOf, median, originLabel, sharedCopies, type ResourceRecord } from './measure';

const ORIGINS = { 'http://localhost:3500': 'shell', 'http://localhost:3501': 'mfe-listings' };

function rec(partial: Partial<ResourceRecord> & { url: string }): ResourceRecord {
  return {
    resourceType: 'script',
    contentType: 'application/javascript',
    encoding: 'br',
    encodedBytes: 0,
    headerBytes: 0,
    decodedBytes: 0,
    markers: [],
    ...partial,
  };
}

describe('kindOf', () => {
  it('tells JS, CSS and the rest apart by resource type, content type or extension', () => {
    assert.equal(kindOf({ url: 'http://x/a.js', resourceType: 'script', contentType: '' }), 'js');
    assert.equal(kindOf({ url: 'http://x/remoteEntry', resourceType: 'fetch', contentType: 'text/javascript; charset=utf-8' }), 'js');
    assert.equal(kindOf({ url: 'http://x/a.css?v=1', resourceType: 'other', contentType: '' }), 'css');
    assert.equal(kindOf({ url: 'http://x/api/user', resourceType: 'fetch', contentType: 'application/json' }), 'other');
    assert.equal(kindOf({ url: 'http://x/font.woff2', resourceType: 'font', contentType: 'font/woff2' }), 'other');
  });
});

describe('originLabel', () => {
  it('names the app by origin, the API by path on the shell, and leaves unknown origins as they are', () => {
    assert.equal(originLabel('http://localhost:3500/main.js', ORIGINS), 'shell');
    assert.equal(originLabel('http://localhost:3500/api/user', ORIGINS), 'api');
    assert.equal(originLabel('http://localhost:3500/sanctum/csrf-cookie', ORIGINS), 'api');
    assert.equal(originLabel('http://localhost:3500/apis.js', ORIGINS), 'shell');
    assert.equal(originLabel('http://localhost:3501/remoteEntry.js', ORIGINS), 'mfe-listings');
    assert.equal(originLabel('https://cdn.example/x.js', ORIGINS), 'https://cdn.example');
  });
});

describe('aggregate', () => {
  const records = [
    rec({ url: 'http://localhost:3500/', resourceType: 'document', contentType: 'text/html', encodedBytes: 500, headerBytes: 200 }),
    rec({ url: 'http://localhost:3500/main.js', encodedBytes: 1000, headerBytes: 100, sha256: 'a', markers: ['mf-runtime'] }),
    rec({ url: 'http://localhost:3500/rd.js', encodedBytes: 4000, headerBytes: 100, sha256: 'b', markers: ['react-dom'] }),
    rec({ url: 'http://localhost:3500/app.css', resourceType: 'stylesheet', contentType: 'text/css', encodedBytes: 300, headerBytes: 100, sha256: 'c' }),
    rec({ url: 'http://localhost:3501/remoteEntry.js', encodedBytes: 700, headerBytes: 100, encoding: null, sha256: 'd' }),
    rec({ url: 'http://localhost:3501/rd-copy.js', encodedBytes: 4000, headerBytes: 100, sha256: 'e', markers: ['react-dom'] }),
    rec({ url: 'http://localhost:3501/rd-same.js', encodedBytes: 4000, headerBytes: 100, sha256: 'b', markers: ['react-dom'] }),
    rec({ url: 'http://localhost:3500/api/user', resourceType: 'fetch', contentType: 'application/json', encodedBytes: 50, headerBytes: 150 }),
  ];
  const result = aggregate(records, ORIGINS);

  it('adds encoded body bytes by kind and counts every request', () => {
    assert.equal(result.total.requests, 8);
    assert.equal(result.total.jsCssRequests, 6, 'the API call and the image are not JS or CSS');
    assert.equal(result.total.jsBytes, 1000 + 4000 + 700 + 4000 + 4000);
    assert.equal(result.total.cssBytes, 300);
    assert.equal(result.total.otherBytes, 550);
    assert.equal(result.total.transferBytes, 14_550 + 950);
  });

  it('splits by origin, with /api on the shell counted as the API', () => {
    assert.deepEqual(result.byOrigin.shell, { requests: 4, jsCssRequests: 3, jsBytes: 5000, cssBytes: 300, otherBytes: 500, transferBytes: 6300 });
    assert.equal(result.byOrigin['mfe-listings']?.jsBytes, 8700);
    assert.equal(result.byOrigin.api?.requests, 1);
    assert.equal(result.byOrigin.api?.otherBytes, 50);
  });

  it('counts copies by distinct body hash, not by response', () => {
    assert.deepEqual(result.copies['react-dom'], { distinct: 2, responses: 3 });
    assert.deepEqual(result.copies['mf-runtime'], { distinct: 1, responses: 1 });
  });

  it('reports JS and CSS that arrived without compression', () => {
    assert.equal(result.uncompressedJsCssBytes, 700);
  });

  it('gives zeros, not gaps, for a page that loaded nothing', () => {
    const empty = aggregate([], ORIGINS);
    assert.equal(empty.total.requests, 0);
    assert.deepEqual(empty.copies['react-dom'], { distinct: 0, responses: 0 });
  });
});

describe('findMarkers', () => {
  it('finds the minified literal of each library', () => {
    assert.deepEqual(findMarkers('x={rendererPackageName:"react-dom",v:1}'), ['react-dom']);
    assert.deepEqual(findMarkers('function snapshotHandler(){}'), ['mf-runtime']);
    assert.deepEqual(findMarkers('react-dom'), []);
  });
});

describe('sharedCopies', () => {
  it('deduplicates the share listed under several instances and counts loaded copies per provider', () => {
    const entry = { scope: 'default', version: '19.3.1' };
    const copies = sharedCopies([
      { ...entry, instance: 'shell', pkg: 'react', from: 'shell', loaded: true },
      { ...entry, instance: 'mfe_listings', pkg: 'react', from: 'shell', loaded: true },
      { ...entry, instance: 'mfe_listings', pkg: 'react', from: 'mfe_listings', loaded: false },
      { ...entry, instance: 'shell', pkg: 'zustand', version: '5.1.0', from: 'shell', loaded: true },
      { ...entry, instance: 'mfe_account', pkg: 'zustand', version: '5.0.0', from: 'mfe_account', loaded: true },
    ]);
    assert.deepEqual(copies.react, { registered: 2, loaded: 1, loadedFrom: ['19.3.1#shell'] });
    assert.deepEqual(copies.zustand, { registered: 2, loaded: 2, loadedFrom: ['5.0.0#mfe_account', '5.1.0#shell'] });
  });
});

describe('federationRatio', () => {
  const bucket = (js: number, css: number) => ({ requests: 1, jsCssRequests: 1, jsBytes: js, cssBytes: css, otherBytes: 999, transferBytes: 0 });
  it("divides JS+CSS bytes by the baseline's", () => {
    assert.equal(federationRatio(bucket(300, 100), bucket(100, 0)), 4);
  });
  it('is null without a baseline or with an empty one', () => {
    assert.equal(federationRatio(bucket(1, 1), null), null);
    assert.equal(federationRatio(bucket(1, 1), bucket(0, 0)), null);
  });
});

describe('concretePath', () => {
  it('fills params as the routing e2e test does', () => {
    assert.equal(concretePath('/business/:id'), '/business/1');
    assert.equal(concretePath('/create/information/:id?'), '/create/information');
    assert.equal(concretePath('/password-reset/:token'), '/password-reset/a1b2c3');
    assert.equal(concretePath('/'), '/');
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.ok(Number.isNaN(median([])));
  });
});

describe('crossCheck', () => {
  it('sums JS and CSS from Resource Timing and compares with the recorded bytes', async () => {
    const { crossCheck } = await import('./frontend');
    const result = crossCheck(
      [
        { name: 'http://localhost:3000/main.1234abcd.js', encodedBodySize: 1000 },
        { name: 'http://localhost:3004/remoteEntry.js?v=1', encodedBodySize: 500 },
        { name: 'http://localhost:3000/theme.css', encodedBodySize: 400 },
        { name: 'http://localhost:3000/api/user', encodedBodySize: 300 },
        { name: 'http://localhost:3000/font.woff2', encodedBodySize: 9000 },
      ],
      { jsBytes: 1500, cssBytes: 500 },
    );
    assert.deepEqual(result, { resourceTimingBytes: 1900, recordedBytes: 2000, differencePct: -5 });
  });
});
