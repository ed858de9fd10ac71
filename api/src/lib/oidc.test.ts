import { profileFrom } from './oidc';

describe('profileFrom (the claims we keep)', () => {
  it('takes email, names and the verified flag', () => {
    expect(profileFrom('sub-1', { email: ' ada@example.test ', email_verified: true, given_name: 'Ada', family_name: 'Lovelace' })).toEqual({
      subject: 'sub-1',
      email: 'ada@example.test',
      emailVerified: true,
      givenName: 'Ada',
      familyName: 'Lovelace',
    });
  });

  it('counts only true (or the string "true") as verified', () => {
    for (const value of [undefined, false, 'false', 1, 'yes', null]) {
      expect(profileFrom('s', { email: 'a@b.test', email_verified: value }).emailVerified).toBe(false);
    }
    expect(profileFrom('s', { email: 'a@b.test', email_verified: 'true' }).emailVerified).toBe(true);
  });

  it('drops a missing, malformed or overlong email', () => {
    expect(profileFrom('s', {}).email).toBeNull();
    expect(profileFrom('s', { email: 'no-at-sign' }).email).toBeNull();
    expect(profileFrom('s', { email: 42 }).email).toBeNull();
    expect(profileFrom('s', { email: `${'a'.repeat(250)}@b.test` }).email).toBeNull();
  });

  it('cuts names to 64 characters (by character, not by UTF-16 unit) and ignores blank ones', () => {
    const profile = profileFrom('s', { given_name: '😀'.repeat(70), family_name: '   ' });
    expect([...profile.givenName!]).toHaveLength(64);
    expect(profile.familyName).toBeNull();
  });
});
