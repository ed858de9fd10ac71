// Taking over from the server's drawing: the page's queries start from the server's answers, and the
// drawing goes when the page is drawn (or its error), not before.
import { act, render, screen } from '@testing-library/react';
import { Suspense, lazy, type ReactElement } from 'react';
import { QueryClient } from '@bizmarkt/shared/query';
import { readCookie, sessionStatus, sessionStore } from '@bizmarkt/shared';
import { GUEST_COOKIE } from '@bizmarkt/shared/constants';
import { FirstPaintHandover, handOverFirstPaint, seedFirstPaintQueries } from './first-paint';

function serverPage(data?: string) {
  document.body.innerHTML =
    '<div id="bz-first-paint" inert aria-hidden="true"><h1>Drawn by the server</h1></div>' +
    '<div id="root" data-first-paint></div>' +
    (data === undefined ? '' : `<script type="application/json" id="bz-first-paint-data">${data}</script>`);
}

describe('the server’s drawing of the first screen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('seeds the page’s queries with the server’s answers and their age', () => {
    serverPage(JSON.stringify({ queries: [{ queryKey: ['categories', 'de'], data: [{ id: 1, name: 'SaaS' }], dataUpdatedAt: 1_000 }] }));
    const client = new QueryClient();
    expect(seedFirstPaintQueries(client)).toBe(true);
    expect(client.getQueryData(['categories', 'de'])).toEqual([{ id: 1, name: 'SaaS' }]);
    expect(client.getQueryState(['categories', 'de'])?.dataUpdatedAt).toBe(1_000);
    expect(document.getElementById('bz-first-paint-data')).toBeNull();
  });

  it('marks the answers of an older drawing stale: the page shows them and asks again', () => {
    serverPage(JSON.stringify({ queries: [{ queryKey: ['search', 'en', 'sort=newest'], data: { data: [] }, dataUpdatedAt: Date.now() }], stale: true }));
    const client = new QueryClient();
    seedFirstPaintQueries(client);
    expect(client.getQueryData(['search', 'en', 'sort=newest'])).toEqual({ data: [] });
    expect(client.getQueryState(['search', 'en', 'sort=newest'])?.isInvalidated).toBe(true);
  });

  it('keeps a fresh drawing’s answers fresh', () => {
    serverPage(JSON.stringify({ queries: [{ queryKey: ['categories', 'en'], data: [], dataUpdatedAt: Date.now() }] }));
    const client = new QueryClient();
    seedFirstPaintQueries(client);
    expect(client.getQueryState(['categories', 'en'])?.isInvalidated).toBe(false);
  });

  it('seeds nothing from unreadable data, and the page then asks the API itself', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serverPage('{not json');
    const client = new QueryClient();
    expect(seedFirstPaintQueries(client)).toBe(true);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('knows at once that a page asked for without a session is a guest’s, and says so in the guest cookie', () => {
    sessionStore.setState({ user: null, isLoggedIn: false, guest: false });
    serverPage(JSON.stringify({ queries: [], visitor: true }));
    seedFirstPaintQueries(new QueryClient());
    expect(sessionStatus(sessionStore.getState())).toBe('guest');
    expect(readCookie(GUEST_COOKIE)).toBe('1');
  });

  it('leaves the session unknown when the page was asked for with a session cookie', () => {
    document.cookie = `${GUEST_COOKIE}=; max-age=0; path=/`;
    sessionStore.setState({ user: null, isLoggedIn: false, guest: false });
    serverPage(JSON.stringify({ queries: [] }));
    seedFirstPaintQueries(new QueryClient());
    expect(sessionStatus(sessionStore.getState())).toBe('unknown');
    expect(readCookie(GUEST_COOKIE)).not.toBe('1');
  });

  it('says so when the server drew nothing', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(seedFirstPaintQueries(new QueryClient())).toBe(false);
  });

  it('stays until the page behind it is drawn, then goes and #root shows', async () => {
    serverPage();
    let resolvePage: (module: { default: () => ReactElement }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (resolvePage = resolve)));
    const root = document.getElementById('root')!;
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
        <FirstPaintHandover />
      </Suspense>,
      { container: root },
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(document.getElementById('bz-first-paint')).not.toBeNull();
    expect(root).toHaveAttribute('data-first-paint');

    await act(async () => resolvePage({ default: () => <h1>Drawn by the app</h1> }));
    expect(screen.getByRole('heading', { name: 'Drawn by the app' })).toBeInTheDocument();
    expect(document.getElementById('bz-first-paint')).toBeNull();
    expect(root).not.toHaveAttribute('data-first-paint');
  });

  it('a second hand-over does nothing', () => {
    serverPage();
    handOverFirstPaint();
    handOverFirstPaint();
    expect(document.getElementById('bz-first-paint')).toBeNull();
  });
});
