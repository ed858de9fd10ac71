import type { User } from '@bizmarkt/shared/contract';
import { makeUser } from '@bizmarkt/shared/testing';
import { decideAccess, registrationRedirect } from './access';
import type { AccessRule } from '@bizmarkt/shared/routing';

const user = (over: Partial<User> = {}) =>
  makeUser({ id: 1, email: 'a@b.c', email_verified_at: '2026-01-01T00:00:00Z', role: 'buyer', subscription: null, ...over });

describe('access rules', () => {
  it('public routes are open to everyone', () => {
    for (const status of ['unknown', 'guest', 'user'] as const) expect(decideAccess(undefined, status, null)).toEqual({ kind: 'allow' });
  });

  it('auth: logged out → /login, remembering the page; logged in → allowed; unknown → wait', () => {
    expect(decideAccess('auth', 'guest', null)).toEqual({ kind: 'redirect', to: '/login', rememberFrom: true });
    expect(decideAccess('auth', 'user', user())).toEqual({ kind: 'allow' });
    expect(decideAccess('auth', 'unknown', null)).toEqual({ kind: 'wait' });
  });

  it('guest: logged in → /dashboard', () => {
    expect(decideAccess('guest', 'user', user())).toEqual({ kind: 'redirect', to: '/dashboard', rememberFrom: false });
    expect(decideAccess('guest', 'guest', null)).toEqual({ kind: 'allow' });
  });

  it('subscribed: PRO only; others → /pricing; logged out → /login', () => {
    expect(decideAccess('subscribed', 'user', user({ subscription: 'active' }))).toEqual({ kind: 'allow' });
    expect(decideAccess('subscribed', 'user', user({ subscription: 'canceled' }))).toEqual({ kind: 'redirect', to: '/pricing', rememberFrom: false });
    expect(decideAccess('subscribed', 'guest', null)).toEqual({ kind: 'redirect', to: '/login', rememberFrom: true });
  });

  it('admin: admins only; other users → /404 (as an unknown page); logged out → /login', () => {
    expect(decideAccess('admin', 'user', user({ is_admin: true }))).toEqual({ kind: 'allow' });
    expect(decideAccess('admin', 'user', user({ is_admin: false }))).toEqual({ kind: 'redirect', to: '/404', rememberFrom: false });
    expect(decideAccess('admin', 'guest', null)).toEqual({ kind: 'redirect', to: '/login', rememberFrom: true });
    expect(decideAccess('admin', 'unknown', null)).toEqual({ kind: 'wait' });
  });

  it("an unknown rule fails with 'Unknown route middleware'", () => {
    expect(() => decideAccess('superuser' as AccessRule, 'user', user())).toThrow('Unknown route middleware');
  });
});

describe('registration redirects', () => {
  it('unverified email → email confirmation, even without a role', () => {
    expect(registrationRedirect(user({ email_verified_at: null, role: null }), '/dashboard')).toBe('/registration/email-confirmation');
    expect(registrationRedirect(user({ email_verified_at: null }), '/registration/email-confirmation')).toBeNull();
    expect(registrationRedirect(user({ email_verified_at: null }), '/registration/general-info')).toBe('/registration/email-confirmation');
  });

  it('lets a new user see the "check your inbox" page right after signing up', () => {
    expect(registrationRedirect(user({ email_verified_at: null, role: null }), '/registration/success/42')).toBeNull();
    expect(registrationRedirect(user({ email_verified_at: null, role: null }), '/registration/socials')).toBe('/registration/email-confirmation');
  });

  it('no role → general info', () => {
    expect(registrationRedirect(user({ role: null }), '/')).toBe('/registration/general-info');
    expect(registrationRedirect(user({ role: null }), '/registration/general-info')).toBeNull();
  });

  it('complete users, guests and legal pages stay', () => {
    expect(registrationRedirect(user(), '/dashboard')).toBeNull();
    expect(registrationRedirect(null, '/dashboard')).toBeNull();
    expect(registrationRedirect(user({ role: null }), '/privacy-policy')).toBeNull();
  });
});
