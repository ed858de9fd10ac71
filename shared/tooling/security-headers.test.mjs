import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allowedShellOrigins, contentSecurityPolicy, remoteHeaders, shellHeaders, THIRD_PARTY_SOURCES } from './security-headers.mjs';

const remoteEntries = ['http://localhost:3001/mf-manifest.json', 'http://localhost:3002/mf-manifest.json', 'https://cdn.example.com/listings/mf-manifest.json'];

/** `a b; c d` → { a: ['b'], c: ['d'] } */
function parse(csp) {
  return Object.fromEntries(
    csp.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

test('the CSP allows the own origin and exactly the remotes’ origins for scripts, styles and fetches', () => {
  const csp = parse(contentSecurityPolicy({ remoteEntries }));
  const remotes = ['http://localhost:3001', 'http://localhost:3002', 'https://cdn.example.com'];
  assert.deepEqual(csp['script-src'], ["'self'", ...remotes]);
  assert.deepEqual(csp['connect-src'], ["'self'", ...remotes]);
  assert.deepEqual(csp['style-src'], ["'self'", "'unsafe-inline'", ...remotes]);
  assert.deepEqual(csp['default-src'], ["'self'"]);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
  assert.deepEqual(csp['object-src'], ["'none'"]);
  assert.deepEqual(csp['frame-src'], ["'none'"]);
});

test('no inline scripts: script-src never holds unsafe-inline or unsafe-eval, only the given hashes', () => {
  const csp = parse(
    contentSecurityPolicy({ remoteEntries, thirdParties: { analytics: true, consent: true, replay: true, chat: true }, scriptHashes: ["'sha256-abc='"] }),
  );
  assert.ok(!csp['script-src'].some((source) => source.includes('unsafe')));
  assert.ok(csp['script-src'].includes("'sha256-abc='"));
});

test('a third party is allowed only when the build includes it', () => {
  const none = contentSecurityPolicy({ remoteEntries, thirdParties: { analytics: false } });
  for (const hosts of Object.values(THIRD_PARTY_SOURCES).flatMap((sources) => Object.values(sources))) {
    for (const host of hosts) assert.ok(!none.includes(host), host);
  }
  const analytics = parse(contentSecurityPolicy({ remoteEntries, thirdParties: { analytics: true } }));
  assert.ok(analytics['script-src'].includes('https://www.googletagmanager.com'));
  assert.ok(!analytics['script-src'].includes('https://widget.intercom.io'));
  const chat = parse(contentSecurityPolicy({ remoteEntries, thirdParties: { chat: true } }));
  assert.ok(chat['script-src'].includes('https://widget.intercom.io'));
  assert.ok(chat['frame-src'].includes('https://intercom-sheets.com'));
  assert.throws(() => contentSecurityPolicy({ remoteEntries, thirdParties: { ads: true } }), /Unknown third party ads/);
});

test('the shell’s headers: anti-framing, nosniff, referrer policy, permissions; HSTS only over https', () => {
  const headers = shellHeaders({ https: false, remoteEntries });
  assert.equal(headers['X-Frame-Options'], 'DENY');
  assert.equal(headers['X-Content-Type-Options'], 'nosniff');
  assert.equal(headers['Referrer-Policy'], 'strict-origin-when-cross-origin');
  assert.match(headers['Permissions-Policy'], /(^|, )camera=\(\)/);
  assert.match(headers['Permissions-Policy'], /(^|, )geolocation=\(\)/);
  assert.equal(headers['Strict-Transport-Security'], undefined);
  assert.equal(shellHeaders({ https: true, remoteEntries })['Strict-Transport-Security'], 'max-age=31536000; includeSubDomains');
});

test('a remote answers CORS only to the shell’s origins', () => {
  const allowed = allowedShellOrigins({ requestHostname: 'localhost', shellPort: 3000, configured: 'https://bizmarkt.com, https://www.bizmarkt.com/' });
  assert.deepEqual([...allowed], ['http://localhost:3000', 'https://localhost:3000', 'https://bizmarkt.com', 'https://www.bizmarkt.com']);
  const fromShell = remoteHeaders({ https: false, origin: 'http://localhost:3000', allowedOrigins: allowed });
  assert.equal(fromShell['Access-Control-Allow-Origin'], 'http://localhost:3000');
  assert.equal(fromShell['X-Content-Type-Options'], 'nosniff');
  assert.equal(fromShell['Timing-Allow-Origin'], '*');
  assert.equal(fromShell.Vary, 'Origin');
  assert.equal(remoteHeaders({ https: false, origin: 'http://evil.example', allowedOrigins: allowed })['Access-Control-Allow-Origin'], undefined);
  assert.equal(remoteHeaders({ https: false, origin: undefined, allowedOrigins: allowed })['Access-Control-Allow-Origin'], undefined);
});
