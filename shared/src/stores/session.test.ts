import { makeUser } from '../testing/factories';
import { readCookie } from '../api/cookies';
import { sessionStore } from './session';

const user = makeUser({ id: 7, name: 'Sophie', email: 's@example.com' });

describe('session store', () => {
  it('logs in and out, mirroring the guest cookie', () => {
    sessionStore.getState().setUser(user);
    expect(sessionStore.getState()).toMatchObject({ user, isLoggedIn: true, guest: false });
    expect(readCookie('guest')).toBe('0');

    sessionStore.getState().clear();
    expect(sessionStore.getState()).toMatchObject({ user: null, isLoggedIn: false, guest: true });
    expect(readCookie('guest')).toBe('1');
  });
});
