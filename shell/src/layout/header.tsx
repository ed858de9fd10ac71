import { lazy, Suspense, useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { Menu as MenuInstance, MenuPassThroughOptions } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { CurrentUserAvatar, panelStore, useLocale, useSession, useUnread, writeCookie } from '@bizmarkt/shared';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@bizmarkt/shared/constants';
import { localizePath } from '@bizmarkt/shared/locale';
import type { User } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';
import { LanguageSwitch } from './language-switch';
import { dropLevel, useHeaderFit } from './header-fit';
import { openSellNow, useLogout } from './header-actions';
import { MainLinks, pricingLabelKey, useMainLinks } from './main-links';
import { MobileMenu } from './mobile-menu';
import './header.css';

export { pricingLabelKey } from './main-links';

// The user menu (logged in only) and the phone menu (on the first tap, mobile-menu.tsx) load when first
// needed, not with every page (issue #14).
const Menu = lazy(() => import('primereact/menu').then((module) => ({ default: module.Menu })));

/** Where the phone menu's button shows for a logged-in user (header.css: 640 px and below). */
const PHONE_MENU_QUERY = '(max-width: 640px)';

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

function displayName(user: User | null): string {
  return [user?.name, user?.last_name].filter(Boolean).join(' ') || user?.email || '';
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

/**
 * A tap before the menu's code has arrived opens the menu in the same render in which its portal
 * first mounts: the transition then starts "entered" and never runs its enter step, which is where
 * PrimeReact positions the menu, so it stayed at its parking place (-9999px), unreachable (seen in
 * CI under load). `appear` makes a transition mounted open run that step too.
 */
const MENU_PT: MenuPassThroughOptions = { transition: { appear: true, timeout: { enter: 120, exit: 100 } } };

/**
 * The logged-in user's one menu above phone width (header.css hides the phone menu's button there; at
 * phone width the phone menu stays, beside it, as the place for the whole site's links): the
 * user's items, and first the bar's items that header-fit.ts moved out of the bar at this width — the
 * main links and the language switch — so nothing needs a second, hamburger menu.
 */
function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const mainLinks = useMainLinks();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  // The header's level when the menu was last opened (header-fit.ts): which bar items it holds.
  const [level, setLevel] = useState(0);
  const menu = useRef<MenuInstance | null>(null);
  // A tap before the menu's code has arrived opens it as soon as it has.
  const pendingOpen = useRef<HTMLElement | null>(null);
  const setMenu = useCallback((instance: MenuInstance | null) => {
    menu.current = instance;
    const target = pendingOpen.current;
    if (!instance || !target) return;
    pendingOpen.current = null;
    instance.show({ currentTarget: target } as unknown as SyntheticEvent);
  }, []);
  const navigate = useNavigate();
  const paths = usePaths();
  const onLogout = useLogout();
  const go = (path: string) => () => navigate(path);
  const open = (panel: Parameters<ReturnType<typeof panelStore.getState>['openPanel']>[0]) => () => panelStore.getState().openPanel(panel);

  const other = locale === 'de' ? 'en' : 'de';
  const dropped: MenuItem[] = [
    ...mainLinks.filter(([, , drop]) => dropLevel(drop) <= level).map(([path, label]) => ({ label, command: go(path) })),
    ...(dropLevel('language') <= level
      ? [
          {
            label: t(`language.${other}`),
            icon: 'pi pi-globe',
            command: () => {
              writeCookie(LOCALE_COOKIE, other, LOCALE_COOKIE_MAX_AGE_S);
              navigate(`${localizePath(pathname, other)}${search}`);
            },
          },
        ]
      : []),
  ];
  const items: MenuItem[] = [
    ...(dropped.length ? [...dropped, { separator: true }] : []),
    { label: t('header.sellNow'), icon: 'pi pi-plus', command: openSellNow },
    { label: t('header.myDashboard'), icon: 'pi pi-th-large', command: go(paths.dashboard()) },
    { label: t('header.myListings'), icon: 'pi pi-list', command: go(paths.myListings()) },
    { label: t('header.favorites'), icon: 'pi pi-heart', command: go(paths.favorites()) },
    { label: t('header.notifications'), icon: 'pi pi-bell', command: open('notifications') },
    { label: t('header.messages'), icon: 'pi pi-envelope', command: open('messages') },
    { label: t('header.aboutMe'), icon: 'pi pi-user-edit', command: open('about') },
    ...(user?.is_admin ? [{ label: t('header.moderation'), icon: 'pi pi-verified', command: go(paths.adminListings()) }] : []),
    {
      label: t('header.settings'),
      items: [
        { label: t('header.notificationSettings'), icon: 'pi pi-sliders-h', command: open('notification-settings') },
        { label: t('header.billing'), icon: 'pi pi-credit-card', command: go(paths.billing()) },
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
        onClick={(event) => {
          // At phone width the phone menu holds the dropped items (header.css): not twice.
          const phone = window.matchMedia?.(PHONE_MENU_QUERY).matches ?? false;
          setLevel(phone ? 0 : Number(event.currentTarget.closest('header')?.getAttribute('data-level') ?? 0));
          if (menu.current) menu.current.toggle(event);
          else pendingOpen.current = event.currentTarget;
        }}
      >
        <CurrentUserAvatar />
        <span className="bz-user-button__name" data-drop={dropLevel('user-name')}>
          {displayName(user)}
        </span>
      </button>
      <Suspense fallback={null}>
        <Menu model={items} popup ref={setMenu} id="bz-user-menu" className="bz-user-menu" popupAlignment="right" pt={MENU_PT} />
      </Suspense>
    </>
  );
}

function LoggedInActions() {
  const { t } = useTranslation('shell');
  const paths = usePaths();
  const unreadNotifications = useSession((s) => s.user?.unread_notifications ?? 0);
  const unreadMessages = useUnread((s) => s.messages);
  // Spec §header keeps Sell now for everyone logged in; for a buyer-only account it is not the filled
  // call to action (walk #42).
  const buyerOnly = useSession((s) => s.user?.role === 'buyer');
  return (
    <>
      <button
        type="button"
        className={`p-button p-component p-button-sm${buyerOnly ? ' p-button-outlined' : ''}`}
        onClick={openSellNow}
        data-drop={dropLevel('sell-now')}
      >
        {t('header.sellNow')}
      </button>
      <NavLink to={paths.dashboard()} className="bz-header__link" data-drop={dropLevel('dashboard-links')}>
        {t('header.dashboard')}
      </NavLink>
      <NavLink to={paths.myListings()} className="bz-header__link" data-drop={dropLevel('dashboard-links')}>
        {t('header.myListings')}
      </NavLink>
      <Link
        to={paths.favorites()}
        className="bz-icon-button"
        aria-label={t('header.favorites')}
        title={t('header.favorites')}
        data-drop={dropLevel('favorites')}
      >
        <span className="pi pi-heart" aria-hidden="true" />
      </Link>
      <CountButton
        icon="pi-bell"
        label={t('header.notifications')}
        count={unreadNotifications}
        onClick={() => panelStore.getState().openPanel('notifications')}
      />
      <CountButton icon="pi-envelope" label={t('header.messages')} count={unreadMessages} onClick={() => panelStore.getState().openPanel('messages')} />
      <UserMenu />
    </>
  );
}

/**
 * The site header. It stays in the page's flow (sticky) at every width and scroll position, so the
 * content never jumps under it; items that do not fit move into the menu (header-fit.ts).
 */
export function Header({ variant }: { variant: 'solid' | 'transparent' }) {
  const { t, i18n } = useTranslation('shell');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const user = useSession((s) => s.user);
  const paths = usePaths();
  const scrolled = useScrolled();
  const ref = useHeaderFit([i18n.language, isLoggedIn, displayName(user), pricingLabelKey(user)]);

  return (
    <header ref={ref} className={`bz-header bz-header--${variant}${isLoggedIn ? ' bz-header--user' : ''}${scrolled ? ' bz-header--scrolled' : ''}`}>
      <a className="bz-skip-link" href="#main">
        {t('header.skip')}
      </a>
      <Link to={paths.landing()} className="bz-logo" aria-label={t('header.home')}>
        Bizmarkt
      </Link>
      <nav className="bz-header__nav" aria-label={t('header.navLabel')} data-drop={dropLevel('browse')}>
        <MainLinks />
      </nav>
      <div className="bz-header__actions" data-header-item>
        <span data-drop={dropLevel('language')}>
          <LanguageSwitch />
        </span>
        {isLoggedIn ? (
          <LoggedInActions />
        ) : (
          <>
            <Link className="bz-header__link" to={paths.login()} data-drop={dropLevel('login')}>
              {t('header.login')}
            </Link>
            <Link className="p-button p-component p-button-sm" to={paths.registration()}>
              {t('header.signup')}
            </Link>
          </>
        )}
        <MobileMenu variant={variant} />
      </div>
    </header>
  );
}
