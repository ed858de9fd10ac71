import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import { sessionStore, type User } from '@bizmarkt/shared';
import en from '../i18n/en.json';
import de from '../i18n/de.json';
import { Header } from './header';

jest.mock('../remotes/remote-modal-slot', () => ({ RemoteModalSlot: () => <div role="dialog" aria-label="remote modal" /> }));

const user = { id: 1, name: 'Sophie', last_name: 'Seller', email: 'seller@bizmarkt.test' } as User;

describe('Header', () => {
  afterEach(() => act(() => sessionStore.getState().clear()));

  it('offers Log In and Sign Up when logged out, localized', () => {
    renderWithProviders(<Header variant="solid" />, { route: '/de', locale: 'de', namespaces: { shell: { en, de } } });
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/login');
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/de/registration');
  });

  it("shows the user's name from the shared store and logs out from the user menu", async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    const { fetchMock, calls } = createFetchMock({ 'POST /api/logout': [204] });
    global.fetch = fetchMock;
    act(() => sessionStore.getState().setUser(user));
    renderWithProviders(<Header variant="solid" />, { namespaces: { shell: { en, de } } });

    fireEvent.click(screen.getByRole('button', { name: 'Sophie Seller' }));
    // the popup's enter transition never ends in jsdom, so the item counts as hidden there
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out', hidden: true }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/logout');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('Sell now opens the Create New Listing modal slot', () => {
    act(() => sessionStore.getState().setUser(user));
    renderWithProviders(<Header variant="solid" />, { namespaces: { shell: { en, de } } });
    fireEvent.click(screen.getByRole('button', { name: 'Sell now' }));
    expect(screen.getByRole('dialog', { name: 'remote modal' })).toBeInTheDocument();
  });
});
