import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchReport } from './fetcher';
import { checkReportLink, redactLink } from './link';
import { decryptSecret, encryptSecret } from './secret';

describe('fetchReport', () => {
  let server: Server;
  let base: string;
  const hanging: Array<() => void> = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/slow') {
        hanging.push(() => response.end());
        return;
      }
      if (request.url === '/huge') {
        // No Content-Length: the limit must hold on the stream itself.
        response.writeHead(200, { 'content-type': 'text/csv' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        for (let i = 0; i < 40; i += 1) response.write(chunk);
        response.end();
        return;
      }
      if (request.url === '/declared') {
        response.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
        response.end();
        return;
      }
      if (request.url === '/moved') {
        response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data' });
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.end('Date,Sales\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    hanging.forEach((end) => end());
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('reads a report', async () => {
    const outcome = await fetchReport(new URL(`${base}/ok`));
    expect(outcome.kind).toBe('ok');
    expect(outcome.kind === 'ok' && outcome.body.toString()).toBe('Date,Sales\n');
  });

  it('gives up after the timeout', async () => {
    expect(await fetchReport(new URL(`${base}/slow`), { timeoutMs: 300 })).toEqual({ kind: 'unavailable', reason: 'timeout' });
  });

  it('stops reading past the size limit, declared or not', async () => {
    expect(await fetchReport(new URL(`${base}/huge`), { maxBytes: 1024 * 1024 })).toEqual({ kind: 'too_large' });
    expect(await fetchReport(new URL(`${base}/declared`), { maxBytes: 1024 * 1024 })).toEqual({ kind: 'too_large' });
  });

  it('does not follow a redirect (it counts as the link no longer working)', async () => {
    expect(await fetchReport(new URL(`${base}/moved`))).toEqual({ kind: 'gone', status: 301 });
  });

  it('reports a refused connection as unavailable', async () => {
    expect(await fetchReport(new URL('http://127.0.0.1:1/x'), { timeoutMs: 2000 })).toEqual({ kind: 'unavailable', reason: 'network error' });
  });
});

describe('report links', () => {
  const report = 'https://app.sellerboard.com/en/automation/reports?id=abc123&format=csv&t=f00d';

  it('accepts sellerboard automation report links only', () => {
    expect(checkReportLink(report, false).ok).toBe(true);
    expect(checkReportLink(`  ${report}  `, false).ok).toBe(true);
    expect(checkReportLink('https://app.sellerboard.com:8443/en/automation/reports?id=1', false).ok).toBe(false);
    expect(checkReportLink('https://app.sellerboard.com/en/automation/reports', false).ok).toBe(false);
    expect(checkReportLink('http://127.0.0.1:3000/en/automation/reports?id=1', false).ok).toBe(false);
    expect(checkReportLink('http://127.0.0.1:3000/anything', true).ok).toBe(true);
    expect(checkReportLink(`https://app.sellerboard.com/automation/?id=${'x'.repeat(2100)}`, false).ok).toBe(false);
  });

  it('redacts a link to its origin for logs', () => {
    expect(redactLink(report)).toBe('https://app.sellerboard.com/…');
  });
});

describe('sealed links', () => {
  const key = 'test-app-key-0123456789abcdef0123456789abcdef';

  it('round-trips, with a fresh IV each time', () => {
    const link = 'https://app.sellerboard.com/en/automation/reports?id=1&t=secret';
    const [a, b] = [encryptSecret(key, link), encryptSecret(key, link)];
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(decryptSecret(key, a)).toBe(link);
  });

  it('refuses a tampered value or another key', () => {
    const sealed = encryptSecret(key, 'https://app.sellerboard.com/en/automation/reports?id=1');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3] as string, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(decryptSecret(key, [parts[0], parts[1], parts[2], flipped.toString('base64url')].join('.'))).toBeNull();
    expect(decryptSecret(`${key}x`, sealed)).toBeNull();
    expect(decryptSecret(key, 'not sealed')).toBeNull();
  });
});
