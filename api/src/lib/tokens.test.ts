import { randomToken, safeEqual, sha256Hex } from './tokens';

describe('tokens', () => {
  it('hashes as SHA-256 in hex (the sessions table holds these: a change would end every session)', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = randomToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(sha256Hex(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('compares equal strings as equal and anything else as different, whatever the lengths', () => {
    expect(safeEqual('same-token', 'same-token')).toBe(true);
    expect(safeEqual('same-token', 'same-tokem')).toBe(false);
    expect(safeEqual('short', 'a much longer value')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});
