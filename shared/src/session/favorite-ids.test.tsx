import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configureApiClient } from '../api/client';
import { queryKeys } from '../query-keys';
import { sessionStore } from '../stores/session';
import { makeUser } from '../testing/factories';
import { bindSessionToQueryCache, setCurrentUser } from './current-user';
import { cachedFavorite, setFavoriteId, useIsFavorite } from './favorite-ids';
import { endSession } from './session-end';

let queryClient: QueryClient;
let unbind: () => void;
let answers: Array<() => Response>;
let fetchMock: jest.Mock;

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Several hearts on one page, each asking whether its listing is a favourite. */
function renderHearts(ids: number[]) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => ids.map((id) => useIsFavorite(id)), { wrapper });
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  sessionStore.setState({ user: null, isLoggedIn: false, guest: false });
  // The shell's client retries server errors; the favourite ids must not (one toast, one request).
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: 2, retryDelay: 0 } } });
  unbind = bindSessionToQueryCache(queryClient);
  answers = [];
  fetchMock = jest.fn(async () => (answers.shift() ?? json(404, { message: 'Not Found.' }))());
  global.fetch = fetchMock;
});

afterEach(() => unbind());

describe('the favourite ids: one query for every heart', () => {
  it('many hearts of a logged-in user start one request and read the one list, kept for the next page', async () => {
    answers.push(json(200, [5, 9]));
    setCurrentUser(queryClient, makeUser({ id: 3 }));
    const { result, unmount } = renderHearts([5, 7, 9]);
    expect(result.current).toEqual([false, false, false]);
    await waitFor(() => expect(result.current).toEqual([true, false, true]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/\/api\/favorites\/ids$/);
    expect(queryClient.getQueryData(queryKeys.favoriteIds(3))).toEqual([5, 9]);

    // Another page's hearts, minutes later: the list is there, not asked again.
    unmount();
    jest.useFakeTimers({ now: Date.now() + 10 * 60_000, doNotFake: ['queueMicrotask', 'nextTick', 'setTimeout', 'setInterval'] });
    const next = renderHearts([9]);
    expect(next.result.current).toEqual([true]);
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('a visitor has no favourites and asks for none', async () => {
    const { result } = renderHearts([5]);
    await act(async () => undefined);
    expect(result.current).toEqual([false]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a change to the cached list turns every heart of that listing; nothing before it is loaded', async () => {
    setFavoriteId(queryClient, 3, 5, true);
    expect(cachedFavorite(queryClient, 3, 5)).toBeUndefined();

    answers.push(json(200, [9]));
    setCurrentUser(queryClient, makeUser({ id: 3 }));
    const { result } = renderHearts([5, 5, 9]);
    await waitFor(() => expect(result.current).toEqual([false, false, true]));
    act(() => setFavoriteId(queryClient, 3, 5, true));
    await waitFor(() => expect(result.current).toEqual([true, true, true]));
    // The newest first, as the API lists them.
    expect(queryClient.getQueryData(queryKeys.favoriteIds(3))).toEqual([5, 9]);
    act(() => setFavoriteId(queryClient, 3, 9, false));
    await waitFor(() => expect(result.current).toEqual([true, true, false]));
    expect(cachedFavorite(queryClient, 3, 9)).toBe(false);
  });

  it('logging out forgets the list, and the next user gets their own', async () => {
    answers.push(json(200, [5]));
    setCurrentUser(queryClient, makeUser({ id: 3 }));
    const { result } = renderHearts([5]);
    await waitFor(() => expect(result.current).toEqual([true]));

    act(() => endSession());
    await waitFor(() => expect(result.current).toEqual([false]));
    expect(queryClient.getQueryData(queryKeys.favoriteIds(3))).toBeUndefined();

    answers.push(json(200, []));
    act(() => setCurrentUser(queryClient, makeUser({ id: 4 })));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.favoriteIds(4))).toEqual([]));
    expect(result.current).toEqual([false]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a failed load is asked once, and again by the next heart that mounts', async () => {
    answers.push(json(500, { message: 'Server Error' }));
    setCurrentUser(queryClient, makeUser({ id: 3 }));
    const first = renderHearts([5]);
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.favoriteIds(3))?.status).toBe('error'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(first.result.current).toEqual([false]);

    answers.push(json(200, [5]));
    const second = renderHearts([5]);
    await waitFor(() => expect(second.result.current).toEqual([true]));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
