import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from 'primereact/menu';
import { Sidebar } from 'primereact/sidebar';
import type { MenuItem } from 'primereact/menuitem';
import {
  CurrentUserAvatar,
  logout,
  modalStore,
  notify,
  panelStore,
  useLocalizedPath,
  useSession,
  useUnread,
  type User,
} from '@bizmarkt/shared';
import { LanguageSwitch } from './language-switch';
import './header.css';

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/** 'Upgrade' for logged-in users without PRO, 'PRO user' for subscribers, 'Pricing' for visitors. */
export function pricingLabelKey(user: User | null): string {
  if (!user) return 'header.pricing';
  return user.subscription === 'active' ? 'header.proUser' : 'header.upgrade';
}

function displayName(user: User | null): string {
  return [user?.name, user?.last_name].filter(Boolean).join(' ') || user?.email || '';
}

function useLogout() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return () => {
    logout()
      .catch(() => notify({ severity: 'error', summary: t('errors.generic') }))
      .finally(() => navigate(localized('/')));
  };
}

const openSellNow = () => modalStore.getState().openModal('create-listing');

function MainLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const localized = useLocalizedPath();
  const user = useSession((s) => s.user);
  const links: Array<[string, string]> = [
    ['/search', t('header.browse')],
    ['/how-to-buy', t('header.howToBuy')],
    ['/how-to-sell', t('header.howToSell')],
    ['/faq', t('header.faq')],
    ['/pricing', t(pricingLabelKey(user))],
  ];
  return (
    <>
      {links.map(([path, label]) => (
        <NavLink key={path} to={localized(path)} className="bz-header__link" onClick={onNavigate}>
          {label}
        </NavLink>
      ))}
    </>
  );
}

function CountButton({ icon, label, count, onClick }: { icon: string; label: string; count: number; onClick: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <button type="button" className="bz-icon-button" onClick={onClick} aria-label={count > 0 ? t('header.withUnread', { label, count }) : label} title={label}>
      <span className={`pi ${icon}`} aria-hidden="true" />
      {count > 0 ? (
        <span className="bz-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}

function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const menu = useRef<Menu>(null);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const onLogout = useLogout();
  const go = (path: string) => () => navigate(localized(path));
  const open = (panel: Parameters<ReturnType<typeof panelStore.getState>['openPanel']>[0]) => () => panelStore.getState().openPanel(panel);

  const items: MenuItem[] = [
    { label: t('header.sellNow'), icon: 'pi pi-plus', command: openSellNow },
    { label: t('header.myDashboard'), icon: 'pi pi-th-large', command: go('/dashboard') },
    { label: t('header.myListings'), icon: 'pi pi-list', command: go('/my-listings') },
    { label: t('header.favorites'), icon: 'pi pi-heart', command: go('/favorites') },
    { label: t('header.notifications'), icon: 'pi pi-bell', command: open('notifications') },
    { label: t('header.messages'), icon: 'pi pi-envelope', command: open('messages') },
    { label: t('header.aboutMe'), icon: 'pi pi-user-edit', command: open('about') },
    {
      label: t('header.settings'),
      items: [
        { label: t('header.notificationSettings'), icon: 'pi pi-sliders-h', command: open('notification-settings') },
        { label: t('header.billing'), icon: 'pi pi-credit-card', command: go('/billing') },
        { label: t('header.changePassword'), icon: 'pi pi-lock', command: open('password') },
      ],
    },
    { separator: true },
    { label: t('header.logout'), icon: 'pi pi-sign-out', command: onLogout },
  ];

  return (
    <>
      <button
        type="button"
        className="bz-user-button"
        aria-haspopup="menu"
        aria-controls="bz-user-menu"
        onClick={(event) => menu.current?.toggle(event)}
      >
        <CurrentUserAvatar />
        <span className="bz-user-button__name">{displayName(user)}</span>
      </button>
      <Menu model={items} popup ref={menu} id="bz-user-menu" popupAlignment="right" />
    </>
  );
}

function LoggedInActions() {
  const { t } = useTranslation('shell');
  const localized = useLocalizedPath();
  const unreadNotifications = useSession((s) => s.user?.unread_notifications ?? 0);
  const unreadMessages = useUnread((s) => s.messages);
  return (
    <>
      <button type="button" className="p-button p-component p-button-sm bz-wide-only" onClick={openSellNow}>
        {t('header.sellNow')}
      </button>
      <NavLink to={localized('/dashboard')} className="bz-header__link bz-xwide-only">
        {t('header.dashboard')}
      </NavLink>
      <NavLink to={localized('/my-listings')} className="bz-header__link bz-xwide-only">
        {t('header.myListings')}
      </NavLink>
      <Link to={localized('/favorites')} className="bz-icon-button bz-wide-only" aria-label={t('header.favorites')} title={t('header.favorites')}>
        <span className="pi pi-heart" aria-hidden="true" />
      </Link>
      <CountButton icon="pi-bell" label={t('header.notifications')} count={unreadNotifications} onClick={() => panelStore.getState().openPanel('notifications')} />
      <CountButton icon="pi-envelope" label={t('header.messages')} count={unreadMessages} onClick={() => panelStore.getState().openPanel('messages')} />
      <UserMenu />
    </>
  );
}

function MobileMenu({ variant }: { variant: 'solid' | 'transparent' }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const localized = useLocalizedPath();
  const onLogout = useLogout();
  const close = () => setOpen(false);
  const then = (action: () => void) => () => {
    close();
    action();
  };
  const panel = (id: Parameters<ReturnType<typeof panelStore.getState>['openPanel']>[0]) => then(() => panelStore.getState().openPanel(id));

  return (
    <>
      <button type="button" className="bz-icon-button bz-narrow-only" aria-label={t('header.menu')} aria-expanded={open} onClick={() => setOpen(true)}>
        <span className="pi pi-bars" aria-hidden="true" />
      </button>
      <Sidebar visible={open} onHide={close} position="right" className="bz-mobile-menu" header={t('header.menu')} blockScroll>
        <nav aria-label={t('header.menu')} className="bz-mobile-menu__list">
          <MainLinks onNavigate={close} />
          {isLoggedIn ? (
            <>
              <button type="button" className="bz-mobile-menu__item" onClick={then(openSellNow)}>{t('header.sellNow')}</button>
              <NavLink to={localized('/dashboard')} onClick={close}>{t('header.myDashboard')}</NavLink>
              <NavLink to={localized('/my-listings')} onClick={close}>{t('header.myListings')}</NavLink>
              <NavLink to={localized('/favorites')} onClick={close}>{t('header.favorites')}</NavLink>
              <button type="button" className="bz-mobile-menu__item" onClick={panel('notifications')}>{t('header.notifications')}</button>
              <button type="button" className="bz-mobile-menu__item" onClick={panel('messages')}>{t('header.messages')}</button>
              <button type="button" className="bz-mobile-menu__item" onClick={panel('about')}>{t('header.aboutMe')}</button>
              <button type="button" className="bz-mobile-menu__item" onClick={panel('notification-settings')}>{t('header.notificationSettings')}</button>
              <NavLink to={localized('/billing')} onClick={close}>{t('header.billing')}</NavLink>
              <button type="button" className="bz-mobile-menu__item" onClick={panel('password')}>{t('header.changePassword')}</button>
              <button type="button" className="bz-mobile-menu__item" onClick={then(onLogout)}>{t('header.logout')}</button>
            </>
          ) : (
            <>
              {variant === 'solid' ? (
                <button type="button" className="bz-mobile-menu__item" onClick={then(openSellNow)}>{t('header.sellNow')}</button>
              ) : null}
              <NavLink to={localized('/login')} onClick={close}>{t('header.login')}</NavLink>
              <NavLink to={localized('/registration')} onClick={close}>{t('header.signup')}</NavLink>
            </>
          )}
          <LanguageSwitch />
        </nav>
      </Sidebar>
    </>
  );
}

export function Header({ variant }: { variant: 'solid' | 'transparent' }) {
  const { t } = useTranslation('shell');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const localized = useLocalizedPath();
  const scrolled = useScrolled();

  return (
    <header className={`bz-header bz-header--${variant}${scrolled ? ' bz-header--scrolled' : ''}`}>
      <a className="bz-skip-link" href="#main">
        {t('header.skip')}
      </a>
      <Link to={localized('/')} className="bz-logo" aria-label={t('header.home')}>
        Bizmarkt
      </Link>
      <nav className="bz-header__nav bz-wide-only" aria-label={t('header.navLabel')}>
        <MainLinks />
      </nav>
      <div className="bz-header__actions">
        <span className="bz-wide-only">
          <LanguageSwitch />
        </span>
        {isLoggedIn ? (
          <LoggedInActions />
        ) : (
          <>
            <Link className="bz-header__link" to={localized('/login')}>
              {t('header.login')}
            </Link>
            <Link className="p-button p-component p-button-sm" to={localized('/registration')}>
              {t('header.signup')}
            </Link>
          </>
        )}
        <MobileMenu variant={variant} />
      </div>
    </header>
  );
}
