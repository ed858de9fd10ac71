import { makeUser } from '../testing/factories';
import { sessionStore } from '../stores/session';
import { endSession, onSessionEnd } from './session-end';

describe('endSession', () => {
  beforeEach(() => sessionStore.getState().setUser(makeUser({ id: 7, email: 'a@b.test' })));

  it('runs every registered hook, then forgets the user and sets guest=1', () => {
    const order: string[] = [];
    const offA = onSessionEnd(() => order.push(`panels:${sessionStore.getState().isLoggedIn}`));
    const offB = onSessionEnd(() => order.push('polling'));
    endSession();
    offA();
    offB();
    // The hooks run while the user is still known (a hook may need it), the store is cleared after.
    expect(order).toEqual(['panels:true', 'polling']);
    expect(sessionStore.getState()).toMatchObject({ user: null, isLoggedIn: false, guest: true });
    expect(document.cookie).toContain('guest=1');
  });

  it('an unregistered hook no longer runs', () => {
    const hook = jest.fn();
    const off = onSessionEnd(hook);
    off();
    endSession();
    expect(hook).not.toHaveBeenCalled();
  });

  it('a hook that throws does not keep the user logged in, nor stop the other hooks', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const offA = onSessionEnd(() => {
      throw new Error('panel broke');
    });
    const after = jest.fn();
    const offB = onSessionEnd(after);
    endSession();
    offA();
    offB();
    expect(after).toHaveBeenCalled();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("a visitor's 401 (never logged in) also closes everything (spec §4: any 401) and marks the page logged out", () => {
    sessionStore.setState({ user: null, isLoggedIn: false, guest: false });
    const hook = jest.fn();
    const off = onSessionEnd(hook);
    endSession();
    off();
    expect(hook).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: false, guest: true });
    expect(document.cookie).toContain('guest=1');
  });
});
