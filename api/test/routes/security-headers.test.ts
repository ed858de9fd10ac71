import { API_HEADERS, DOCUMENT_HEADERS } from '../../src/plugins/external/helmet';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

// The API's answers carry a small header set made for JSON; its few HTML pages carry helmet's
// document set (issue #14: helmet's full set was most of a cheap answer's bytes).
describe('security headers', () => {
  it('a JSON answer, a 404 and an error carry the API set and nothing of the document set', async () => {
    for (const url of ['/api/categories', '/api/no-such-route', '/api/user']) {
      const response = await t.app.inject({ url, headers: { accept: 'application/json' } });
      for (const [name, value] of Object.entries(API_HEADERS)) expect([url, name, response.headers[name]]).toEqual([url, name, value]);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['origin-agent-cluster']).toBeUndefined();
    }
  });

  it('an HTML page without a policy of its own gets helmet’s document headers, its CSP included', async () => {
    const response = await t.app.inject({ url: '/api/payments/sandbox/checkout/co_does_not_exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(DOCUMENT_HEADERS['content-security-policy']).toContain("script-src 'self'");
    for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) expect([name, response.headers[name]]).toEqual([name, value]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('an HTML page keeps its own CSP and gets the rest of the document set', async () => {
    const response = await t.app.inject({ url: '/api/dev/mailbox' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).not.toBe(DOCUMENT_HEADERS['content-security-policy']);
    expect(response.headers['content-security-policy']).not.toBe(API_HEADERS['content-security-policy']);
    expect(response.headers['cross-origin-opener-policy']).toBe(DOCUMENT_HEADERS['cross-origin-opener-policy']);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
