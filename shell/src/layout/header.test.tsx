import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import { modalStore, panelStore, sessionStore, unreadStore } from '@bizmarkt/shared';
import en from '../i18n/en.json';
import de from '../i18n/de.json';
import { Header } from './header';

const user = makeUser({ id: 1, name: 'Sophie', last_name: 'Seller', email: 'seller@bizmarkt.test', subscription: null, unread_notifications: 3 });
const namespaces = { shell: { en, de } };

describe('Header', () => {
  afterEach(() => {
    act(() => {
      sessionStore.getState().clear();
      panelStore.getState().closePanels();
      modalStore.getState().closeModal();
      unreadStore.getState().setMessages(0);
    });
  });

  it('offers the main links, Pricing, Log In and Sign Up when logged out, localized', () => {
    renderWithProviders(<Header variant="solid" />, { route: '/de', locale: 'de', namespaces });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Inserate durchsuchen' })).toHaveAttribute('href', '/de/search');
    expect(within(nav).getByRole('link', { name: 'Preise' })).toHaveAttribute('href', '/de/pricing');
    expect(screen.getAllByRole('link', { name: 'Anmelden' })[0]).toHaveAttribute('href', '/de/login');
    expect(screen.getAllByRole('link', { name: 'Registrieren' })[0]).toHaveAttribute('href', '/de/registration');
  });

  it("labels Pricing 'Upgrade' without PRO and 'PRO user' with it", () => {
    act(() => sessionStore.getState().setUser(user));
    const { unmount } = renderWithProviders(<Header variant="solid" />, { namespaces });
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    unmount();
    act(() => sessionStore.getState().setUser({ ...user, subscription: 'active' }));
    renderWithProviders(<Header variant="solid" />, { namespaces });
    expect(screen.getByRole('link', { name: 'PRO user' })).toBeInTheDocument();
  });

  it('shows the unread counts and opens the panels', () => {
    act(() => {
      sessionStore.getState().setUser(user);
      unreadStore.getState().setMessages(5);
    });
    renderWithProviders(<Header variant="solid" />, { namespaces });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    expect(panelStore.getState().open).toBe('notifications');
    fireEvent.click(screen.getByRole('button', { name: 'Messages, 5 unread' }));
    expect(panelStore.getState().open).toBe('messages');
  });

  it('Sell now opens the Create New Listing modal', () => {
    act(() => sessionStore.getState().setUser(user));
    renderWithProviders(<Header variant="solid" />, { namespaces });
    fireEvent.click(screen.getByRole('button', { name: 'Sell now' }));
    expect(modalStore.getState().open).toBe('create-listing');
  });

  it('Sell now is the filled button for sellers, an outlined one for a buyer-only account (walk #42)', () => {
    act(() => sessionStore.getState().setUser({ ...user, role: 'seller' }));
    const { unmount } = renderWithProviders(<Header variant="solid" />, { namespaces });
    expect(screen.getByRole('button', { name: 'Sell now' })).not.toHaveClass('p-button-outlined');
    unmount();
    act(() => sessionStore.getState().setUser({ ...user, role: 'buyer' }));
    renderWithProviders(<Header variant="solid" />, { namespaces });
    expect(screen.getByRole('button', { name: 'Sell now' })).toHaveClass('p-button-outlined');
  });

  it("shows the user's name from the shared store; the user menu has every item and logs out", async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    const { fetchMock, calls } = createFetchMock({ 'POST /api/logout': [204] });
    global.fetch = fetchMock;
    act(() => sessionStore.getState().setUser(user));
    renderWithProviders(<Header variant="solid" />, { namespaces });

    fireEvent.click(screen.getByRole('button', { name: 'Sophie Seller' }));
    // the popup's enter transition never ends in jsdom, so its items count as hidden there
    const items = (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.getAttribute('aria-label'));
    expect(items).toEqual([
      'Sell now',
      'My Dashboard',
      'My listings',
      'Favorites',
      'Notifications',
      'Messages',
      'About me',
      'Notification settings',
      'Billing',
      'Change password',
      'Log out',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out', hidden: true }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Log In' })[0]).toBeInTheDocument());
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/logout');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('logged in, the user menu is the one menu: it takes the bar items that did not fit (no second, hamburger menu)', async () => {
    act(() => sessionStore.getState().setUser(user));
    const { container } = renderWithProviders(<Header variant="solid" />, { namespaces });
    const header = container.querySelector('header')!;
    expect(header).toHaveClass('bz-header--user');
    // header-fit.ts moved the dashboard links, the language switch and FAQ out of the bar (level 3).
    header.setAttribute('data-level', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Sophie Seller' }));
    const items = (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.getAttribute('aria-label'));
    expect(items.slice(0, 4)).toEqual(['FAQ', 'Deutsch', 'Sell now', 'My Dashboard']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Deutsch', hidden: true }));
    expect(document.cookie).toContain('locale=de');
  });

  it('shows the moderation link to an admin only (issue #10)', async () => {
    act(() => sessionStore.getState().setUser({ ...user, is_admin: true }));
    renderWithProviders(<Header variant="solid" />, { namespaces, locale: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Sophie Seller' }));
    const items = (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.getAttribute('aria-label'));
    expect(items.slice(6, 8)).toEqual(['Über mich', 'Moderation']);
  });

  it("a tap before the menu's code has arrived opens the menu placed under the button, not parked off screen", async () => {
    act(() => sessionStore.getState().setUser(user));
    renderWithProviders(<Header variant="solid" />, { namespaces });
    // The lazy menu is not there yet: this tap waits for its code.
    expect(document.getElementById('bz-user-menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sophie Seller' }));
    await screen.findAllByRole('menuitem', { hidden: true });
    // PrimeReact places the menu in its enter step (inline top/left); without it the menu kept the
    // theme's parking place, -9999px, and no item could be reached (CI, issue #14's lazy menus).
    const menu = document.getElementById('bz-user-menu')!;
    expect(menu.style.position).toBe('absolute');
    expect(menu.style.top).toMatch(/^\d+(\.\d+)?px$/);
  });

  it('has no moderation link for other users', async () => {
    act(() => sessionStore.getState().setUser({ ...user, is_admin: false }));
    renderWithProviders(<Header variant="solid" />, { namespaces });
    fireEvent.click(screen.getByRole('button', { name: 'Sophie Seller' }));
    const items = (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.getAttribute('aria-label'));
    expect(items).toContain('About me');
    expect(items).not.toContain('Moderation');
  });

  it('opens the phone menu on the first tap, though its code loads only then, and closes it', async () => {
    renderWithProviders(<Header variant="solid" />, { namespaces });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(menu).getByRole('link', { name: 'Log In' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false'));
  });
});
