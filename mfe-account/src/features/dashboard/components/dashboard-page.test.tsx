import { fireEvent, screen } from '@testing-library/react';
import { modalStore, panelStore, sessionStore } from '@bizmarkt/shared';
import { makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import DashboardPage from './dashboard-page';

const namespaces = { account: { en, de } };
const user = makeUser({
  id: 1,
  email: 'seller@bizmarkt.test',
  name: 'Sophie',
  last_name: 'Seller',
  avatar: null,
  country_code: 'DE',
  about: null,
  role: 'seller',
  email_verified_at: '2026-01-01T00:00:00Z',
});

describe('DashboardPage', () => {
  beforeEach(() => {
    panelStore.getState().closePanels();
    modalStore.getState().closeModal();
  });

  it('greets by first name and shows how complete the profile is', () => {
    sessionStore.getState().setUser(user);
    renderWithProviders(<DashboardPage />, { namespaces });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Sophie!' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile 71% complete' })).toHaveAttribute('aria-valuenow', '71');
    expect(screen.queryByRole('button', { name: 'Add your first name' })).toBeNull();
  });

  it('each missing part opens the About me panel', () => {
    sessionStore.getState().setUser(user);
    renderWithProviders(<DashboardPage />, { namespaces });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(['Add a profile picture', 'Write a short description']));
    fireEvent.click(screen.getByRole('button', { name: 'Write a short description' }));
    expect(panelStore.getState().open).toBe('about');
  });

  it('without a name: the general greeting', () => {
    sessionStore.getState().setUser({ ...user, name: null });
    renderWithProviders(<DashboardPage />, { namespaces, locale: 'de', route: '/de/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vornamen angeben' })).toBeInTheDocument();
  });

  it('a complete profile says so', () => {
    sessionStore.getState().setUser({ ...user, avatar: '/a.jpg', about: 'Hi' });
    renderWithProviders(<DashboardPage />, { namespaces });
    expect(screen.getByText(/Your profile is complete/)).toBeInTheDocument();
  });

  it('shortcuts: Sell now opens the Create New Listing modal; browse and settings links', () => {
    sessionStore.getState().setUser(user);
    renderWithProviders(<DashboardPage />, { namespaces, locale: 'de', route: '/de/dashboard' });
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt verkaufen' }));
    expect(modalStore.getState().open).toBe('create-listing');
    expect(screen.getByRole('link', { name: 'Inserate durchsuchen' })).toHaveAttribute('href', '/de/search');
    expect(screen.getByRole('link', { name: 'E-Mail-Einstellungen' })).toHaveAttribute('href', '/de/email-preferences');
    fireEvent.click(screen.getByRole('button', { name: 'Benachrichtigungseinstellungen' }));
    expect(panelStore.getState().open).toBe('notification-settings');
  });

  it('a seller starts with Sell now; a buyer-only account with Browse listings (walk #42)', () => {
    sessionStore.getState().setUser(user);
    const { unmount } = renderWithProviders(<DashboardPage />, { namespaces });
    const sellerCard = screen.getByRole('region', { name: 'Get started' });
    const first = (card: HTMLElement) => card.querySelector('.bz-actions')!.firstElementChild!;
    expect(first(sellerCard)).toHaveTextContent('Sell now');
    expect(screen.getByRole('link', { name: 'Browse listings' })).toHaveClass('p-button-outlined');
    unmount();

    sessionStore.getState().setUser({ ...user, role: 'buyer' });
    renderWithProviders(<DashboardPage />, { namespaces });
    const buyerCard = screen.getByRole('region', { name: 'Get started' });
    expect(first(buyerCard)).toHaveTextContent('Browse listings');
    expect(screen.getByRole('link', { name: 'Browse listings' })).not.toHaveClass('p-button-outlined');
    expect(screen.getByRole('button', { name: 'Sell now' })).toHaveClass('p-button-outlined');
  });
});
