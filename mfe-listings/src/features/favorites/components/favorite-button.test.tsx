import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import i18next from 'i18next';
import { COMMON_NS, configureApiClient, initI18n, installErrorCatalogue, registerCommonNamespace, sessionStore } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import { FavoriteButton } from './favorite-button';

const namespaces = resourcesOf('listings');

function renderHearts(options: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/business/:id"
        element={
          <>
            <FavoriteButton businessId={5} name="Garden Tools Brand" />
            <FavoriteButton businessId={6} name="Pet Supplies" />
          </>
        }
      />
      <Route path="/registration" element={<h1>Sign up</h1>} />
      <Route path="/de/registration" element={<h1>Registrieren</h1>} />
    </Routes>,
    { namespaces, ...options },
  );
}

/** A fetch that holds `POST /api/favorites` for one listing until the test answers it. */
function heldToggle(ids: number[]) {
  const answers = new Map<number, (response: Response) => void>();
  const posts: number[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if ((init.method ?? 'GET').toUpperCase() === 'GET' && String(input).endsWith('/api/favorites/ids')) {
      return new Response(JSON.stringify(ids), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    const { business_id: id } = JSON.parse(String(init.body)) as { business_id: number };
    posts.push(id);
    return new Promise<Response>((resolve) => answers.set(id, resolve));
  });
  const answer = (id: number, status: number, body: unknown) =>
    act(async () => answers.get(id)!(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
  return { fetchMock, posts, answer };
}

describe('FavoriteButton', () => {
  const toast = jest.fn();
  let uninstall: () => void = () => undefined;

  beforeAll(async () => {
    registerCommonNamespace();
    await initI18n('de');
    await i18next.loadNamespaces(COMMON_NS);
  });
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    toast.mockClear();
    uninstall = installErrorCatalogue({ toast, navigate: jest.fn(), getLocale: () => 'de' });
  });
  afterEach(() => {
    uninstall();
    act(() => sessionStore.getState().clear());
  });

  it('shows a saved favourite filled and takes it out before the server answers; the answer settles it', async () => {
    const held = heldToggle([5, 9]);
    global.fetch = held.fetchMock;
    const { queryClient } = renderHearts({ route: '/business/5', user: makeUser({ id: 3 }) });
    const heart = screen.getByRole('button', { name: 'Save Garden Tools Brand to favorites' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Save Pet Supplies to favorites' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(held.posts).toEqual([5]);
    expect(queryClient.getQueryData(queryKeys.favoriteIds(3))).toEqual([9]);

    await held.answer(5, 200, { favorite: false });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(queryClient.getQueryData(queryKeys.favoriteIds(3))).toEqual([9]);
    expect(held.fetchMock).toHaveBeenCalledTimes(2); // the ids once, the toggle once
  });

  it("puts only the refused heart back, with the catalogue's toast (German)", async () => {
    const held = heldToggle([]);
    global.fetch = held.fetchMock;
    const { queryClient } = renderHearts({ route: '/business/5', locale: 'de', user: makeUser({ id: 3 }) });
    const garden = screen.getByRole('button', { name: 'Garden Tools Brand in den Favoriten speichern' });
    const pets = screen.getByRole('button', { name: 'Pet Supplies in den Favoriten speichern' });
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.favoriteIds(3))).toEqual([]));

    fireEvent.click(garden);
    fireEvent.click(pets);
    await waitFor(() => expect(garden).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(pets).toHaveAttribute('aria-pressed', 'true'));

    await held.answer(6, 200, { favorite: true });
    await held.answer(5, 500, { message: 'Server Error' });
    await waitFor(() => expect(garden).toHaveAttribute('aria-pressed', 'false'));
    expect(pets).toHaveAttribute('aria-pressed', 'true');
    expect(queryClient.getQueryData(queryKeys.favoriteIds(3))).toEqual([6]);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ severity: 'error', summary: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.' }),
    );
  });

  it('sends a visitor to the registration, without asking for favourites', async () => {
    const { fetchMock } = createFetchMock({});
    global.fetch = fetchMock;
    renderHearts({ route: '/business/5', user: null });
    act(() => sessionStore.getState().markGuest());
    fireEvent.click(screen.getByRole('button', { name: 'Save Garden Tools Brand to favorites' }));
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
