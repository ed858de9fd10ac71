import { endSession, onSessionEnd, panelStore, readCookie, sessionStore } from '@bizmarkt/shared';
import { applyEntryQuery, settleEntryLocale } from './startup';

function fakeLocation(path: string, search = ''): Location {
  return { pathname: path, search, hash: '' } as Location;
}

describe('entry URL', () => {
  const replaceState = jest.fn();
  const history = { state: null, replaceState } as unknown as History;

  beforeEach(() => {
    replaceState.mockClear();
    document.cookie = 'locale=; Max-Age=0; Path=/';
  });

  it('keeps /de pages German and bare pages English by default', () => {
    expect(settleEntryLocale(fakeLocation('/de/login'), history)).toBe('de');
    expect(settleEntryLocale(fakeLocation('/login'), history)).toBe('en');
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('moves a bare URL to /de when the locale cookie says German', () => {
    document.cookie = 'locale=de; Path=/';
    expect(settleEntryLocale(fakeLocation('/login', '?p=ab'), history)).toBe('de');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/de/login?p=ab');
  });

  it('stores the partner code and opens the messages panel from the query', () => {
    sessionStore.setState({ user: null, isLoggedIn: false, guest: true }); // the startup check settled
    applyEntryQuery('?p=PART&messages');
    expect(readCookie('p')).toBe('PART');
    expect(panelStore.getState().open).toBe('messages');
  });

  it("opens ?messages only after the startup check, so a visitor's 401 (which closes all panels) keeps it open", () => {
    panelStore.getState().closePanels();
    sessionStore.setState({ user: null, isLoggedIn: false, guest: false }); // GET /api/user not answered yet
    const closeAll = () => panelStore.getState().closePanels();
    const off = onSessionEnd(closeAll);
    applyEntryQuery('?messages');
    expect(panelStore.getState().open).toBeNull();
    endSession(); // the visitor's 401
    off();
    expect(panelStore.getState().open).toBe('messages');
  });
});
