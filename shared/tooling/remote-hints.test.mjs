import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withRemoteHints } from './remote-hints.mjs';
import { mergeVary } from './security-headers.mjs';

const PAGE = '<!doctype html><html><head><title>Bizmarkt</title>\n  </head><body><div id="root"></div></body></html>';
const MANIFEST = [
  { name: 'mfe_listings', entry: 'http://localhost:3001/mf-manifest.json' },
  { name: 'mfe_account', entry: 'https://account.example/app/mf-manifest.json' },
];

describe('withRemoteHints', () => {
  it('writes /remotes.json into the head as a data block the shell reads instead of fetching it', () => {
    const html = withRemoteHints(PAGE, MANIFEST, undefined);
    const data = /<script type="application\/json" id="bz-remotes">(.*?)<\/script>/.exec(html)?.[1];
    assert.deepEqual(JSON.parse(data ?? 'null'), MANIFEST);
    assert.ok(html.indexOf('bz-remotes') < html.indexOf('</head>'));
    assert.ok(!html.includes('rel="preload"'), 'a page the shell draws itself hints no remote');
  });

  it("preloads the page's remote's manifest only (CORS, as the runtime fetches it)", () => {
    const html = withRemoteHints(PAGE, MANIFEST, 'mfe_account');
    assert.ok(html.includes('<link rel="preload" href="https://account.example/app/mf-manifest.json" as="fetch" crossorigin="anonymous" />'));
    assert.equal(html.match(/rel="preload"/g)?.length, 1);
    assert.ok(!html.includes('remoteEntry.js'), 'a failed remoteEntry preload would fail the Retry after a remote comes back');
  });

  it('cannot close the data block early whatever the URLs hold', () => {
    const html = withRemoteHints(PAGE, [{ name: 'mfe_listings', entry: 'http://x/</script><script>alert(1)</script>/mf-manifest.json' }], undefined);
    assert.equal(html.match(/<\/script>/g)?.length, 1);
    assert.equal(
      JSON.parse(/id="bz-remotes">(.*?)<\/script>/.exec(html)?.[1] ?? '[]')[0].entry,
      'http://x/</script><script>alert(1)</script>/mf-manifest.json',
    );
  });
});

describe('mergeVary', () => {
  it('keeps every header name once, whatever the case', () => {
    assert.equal(mergeVary('accept-encoding', 'Origin'), 'accept-encoding, Origin');
    assert.equal(mergeVary('accept-encoding', 'Origin, Accept-Encoding'), 'Accept-Encoding, Origin');
    assert.equal(mergeVary(undefined, 'Origin'), 'Origin');
  });
});
