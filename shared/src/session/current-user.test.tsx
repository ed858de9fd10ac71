import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionStore } from '../stores/session';
import { makeUser } from '../testing/factories';
import { bindSessionToQueryCache, getCurrentUser, refreshCurrentUser, setCurrentUser, updateCurrentUser, useCurrentUser } from './current-user';
import { endSession } from './session-end';

let queryClient: QueryClient;
let unbind: () => void;

beforeEach(() => {
  sessionStore.setState({ user: null, isLoggedIn: false, guest: false });
  queryClient = new QueryClient();
  unbind = bindSessionToQueryCache(queryClient);
});

afterEach(() => unbind());

describe('the current user: one source of truth', () => {
  it('setCurrentUser logs the page in: the store mirrors the cached user and the guest cookie is 0', () => {
    const user = makeUser({ id: 3 });
    setCurrentUser(queryClient, user);
    expect(getCurrentUser(queryClient)).toBe(user);
    expect(sessionStore.getState()).toMatchObject({ user, isLoggedIn: true, guest: false });
    expect(document.cookie).toContain('guest=0');
  });

  it('setCurrentUser(null) logs the page out', () => {
    setCurrentUser(queryClient, makeUser());
    setCurrentUser(queryClient, null);
    expect(sessionStore.getState()).toMatchObject({ user: null, isLoggedIn: false, guest: true });
    expect(document.cookie).toContain('guest=1');
  });

  it('a session ended elsewhere (a 401) forgets the cached user', () => {
    setCurrentUser(queryClient, makeUser());
    endSession();
    expect(getCurrentUser(queryClient)).toBeNull();
  });

  it('updateCurrentUser changes part of the user everywhere; nothing when logged out', () => {
    updateCurrentUser(queryClient, (user) => ({ ...user, unread_notifications: 9 }));
    expect(getCurrentUser(queryClient)).toBeNull();
    setCurrentUser(queryClient, makeUser({ unread_notifications: 4 }));
    updateCurrentUser(queryClient, (user) => ({ ...user, unread_notifications: 0 }));
    expect(sessionStore.getState().user?.unread_notifications).toBe(0);
  });

  it('useCurrentUser re-renders with each new user (a new avatar shows at once)', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    expect(result.current).toBeNull();
    act(() => setCurrentUser(queryClient, makeUser({ avatar_thumb_64: '/media/a-64.jpg' })));
    await waitFor(() => expect(result.current?.avatar_thumb_64).toBe('/media/a-64.jpg'));
    act(() => setCurrentUser(queryClient, null));
    await waitFor(() => expect(result.current).toBeNull());
  });

  it('refreshCurrentUser fetches GET /api/user and makes it current', async () => {
    const fresh = makeUser({ id: 5, name: 'Fresh' });
    global.fetch = jest.fn(async () => new Response(JSON.stringify(fresh), { status: 200, headers: { 'content-type': 'application/json' } }));
    await refreshCurrentUser(queryClient);
    expect(String((global.fetch as jest.Mock).mock.calls[0][0])).toContain('/api/user');
    expect(sessionStore.getState().user).toEqual(fresh);
  });
});

describe('CurrentUserAvatar', () => {
  it("shows the current user's own picture as soon as it is saved, the user icon before and for a placeholder", async () => {
    const { render, screen } = await import('@testing-library/react');
    const { CurrentUserAvatar } = await import('./current-user-avatar');
    setCurrentUser(queryClient, makeUser({ avatar_thumb_64: '/images/default-avatar.png' }));
    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <CurrentUserAvatar />
      </QueryClientProvider>,
    );
    expect(container.querySelector('.pi-user')).not.toBeNull();
    act(() => updateCurrentUser(queryClient, (user) => ({ ...user, avatar_thumb_64: '/media/avatars/7/new-64.jpg' })));
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', '/media/avatars/7/new-64.jpg'));
    expect(screen.queryByRole('img')).toBeNull(); // decorative: the name stands beside it
  });
});
