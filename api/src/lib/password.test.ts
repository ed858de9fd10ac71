import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores a self-describing scrypt hash with a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('SellerPass123'), hashPassword('SellerPass123')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{86}==$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('SellerPass123');
  });

  it('writes the cost it was given into the hash, and verifies at the cost written there', async () => {
    const cheap = await hashPassword('SellerPass123', { N: 2 ** 10, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(verifyPassword('SellerPass123', cheap)).resolves.toBe(true);
    await expect(verifyPassword('SellerPass124', cheap)).resolves.toBe(false);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('SellerPass123');
    await expect(verifyPassword('SellerPass123', hash)).resolves.toBe(true);
    await expect(verifyPassword('SellerPass124', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('rejects malformed or tampered hashes instead of throwing', async () => {
    const hash = await hashPassword('x');
    const parts = hash.split('$');
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', ['bcrypt', ...parts.slice(1)].join('$'))).resolves.toBe(false);
    // A cost far above the bound would exhaust memory; it is refused, not computed.
    await expect(verifyPassword('x', ['scrypt', 2 ** 30, ...parts.slice(2)].join('$'))).resolves.toBe(false);
    const flipped = Buffer.from(parts[5]!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    await expect(verifyPassword('x', [...parts.slice(0, 5), flipped.toString('base64')].join('$'))).resolves.toBe(false);
  });

  it('keeps one dummy hash for unknown users, which matches no password', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    await expect(verifyPassword('', dummy)).resolves.toBe(false);
  });
});
