import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient, favoriteIdsStore, sessionStore } from '@bizmarkt/shared';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import { FavoriteButton } from './favorite-button';

const namespaces = resourcesOf('listings');

function renderHeart(options: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <Routes>
      <Route path="/business/:id" element={<FavoriteButton businessId={5} name="Garden Tools Brand" />} />
      <Route path="/registration" element={<h1>Sign up</h1>} />
      <Route path="/de/registration" element={<h1>Registrieren</h1>} />
    </Routes>,
    { namespaces, ...options },
  );
}

describe('FavoriteButton', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    act(() => favoriteIdsStore.getState().clear());
  });
  afterEach(() => act(() => sessionStore.getState().clear()));

  it('shows a saved favourite filled and takes it out at once, before the server answers', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/favorites/ids': [200, [5, 9]],
      'POST /api/favorites': [200, { favorite: false }],
    });
    global.fetch = fetchMock;
    renderHeart({ route: '/business/5', user: makeUser({ id: 3 }) });
    const heart = screen.getByRole('button', { name: 'Save Garden Tools Brand to favorites' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));

    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(JSON.parse(String(calls.find((call) => call.method === 'POST')!.body))).toEqual({ business_id: 5 });
    expect(favoriteIdsStore.getState().ids.has(9)).toBe(true);
  });

  it('puts the heart back when the server refuses (German)', async () => {
    global.fetch = createFetchMock({
      'GET /api/favorites/ids': [200, []],
      'POST /api/favorites': [500, { message: 'Server Error' }],
    }).fetchMock;
    renderHeart({ route: '/business/5', locale: 'de', user: makeUser({ id: 3 }) });
    const heart = screen.getByRole('button', { name: 'Garden Tools Brand in den Favoriten speichern' });
    await waitFor(() => expect(favoriteIdsStore.getState().userId).toBe(3));

    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });

  it('sends a visitor to the registration', async () => {
    global.fetch = createFetchMock({}).fetchMock;
    renderHeart({ route: '/business/5', user: null });
    act(() => sessionStore.getState().markGuest());
    fireEvent.click(screen.getByRole('button', { name: 'Save Garden Tools Brand to favorites' }));
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
  });
});
