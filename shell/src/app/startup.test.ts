import { panelStore, readCookie } from '@bizmarkt/shared';
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
    applyEntryQuery('?p=PART&messages');
    expect(readCookie('p')).toBe('PART');
    expect(panelStore.getState().open).toBe('messages');
  });
});
