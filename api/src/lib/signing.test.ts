import { checkSignedPath, readToken, signPath, signToken } from './signing';

const KEY = 'k'.repeat(40);

function parse(url: string): { path: string; query: Record<string, string> } {
  const parsed = new URL(url, 'http://x');
  return { path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
}

describe('signed paths', () => {
  it('accepts its own link until it expires', () => {
    const expires = new Date(Date.now() + 60_000);
    const { path, query } = parse(signPath(KEY, '/api/email/verify/7/abc', {}, expires));
    expect(checkSignedPath(KEY, path, query)).toBe('valid');
    expect(checkSignedPath(KEY, path, query, new Date(Date.now() + 120_000))).toBe('expired');
  });

  it('refuses a changed path, parameter, expiry, key or a missing signature', () => {
    const { path, query } = parse(signPath(KEY, '/p/7', { a: '1' }, new Date(Date.now() + 60_000)));
    expect(checkSignedPath(KEY, '/p/8', query)).toBe('invalid');
    expect(checkSignedPath(KEY, path, { ...query, a: '2' })).toBe('invalid');
    expect(checkSignedPath(KEY, path, { ...query, expires: String(Number(query.expires) + 1000) })).toBe('invalid');
    expect(checkSignedPath('x'.repeat(40), path, query)).toBe('invalid');
    const { signature: _dropped, ...unsigned } = query;
    expect(checkSignedPath(KEY, path, unsigned)).toBe('invalid');
  });
});

describe('signed tokens', () => {
  it('round-trips a payload and refuses tampering', () => {
    const token = signToken(KEY, { u: 5, l: 'all' });
    expect(readToken(KEY, token)).toEqual({ u: 5, l: 'all' });
    const [body, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 6, l: 'all' })).toString('base64url');
    expect(readToken(KEY, `${forged}.${signature}`)).toBeNull();
    expect(readToken('y'.repeat(40), token)).toBeNull();
    expect(readToken(KEY, `${body}`)).toBeNull();
    expect(readToken(KEY, 'garbage')).toBeNull();
  });
});
