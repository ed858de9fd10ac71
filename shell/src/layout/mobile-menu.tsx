// The header's phone menu (header.tsx): a sidebar with the main links, the account's pages, sell now, log in or out and the language switch.
import { lazy, Suspense, useState } from 'react';
import { NavLink } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { panelStore, useSession } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import { LanguageSwitch } from './language-switch';
import { MainLinks } from './main-links';
import { openSellNow, useLogout } from './header-actions';

// The phone menu loads on the first tap, not with every page (issue #14).
const Sidebar = lazy(() => import('primereact/sidebar').then((module) => ({ default: module.Sidebar })));

export function MobileMenu({ variant }: { variant: 'solid' | 'transparent' }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on (and kept, so that it can animate out).
  const [wanted, setWanted] = useState(false);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const isAdmin = useSession((s) => s.user?.is_admin === true);
  const paths = usePaths();
  const onLogout = useLogout();
  const close = () => setOpen(false);
  const openMenu = () => {
    setWanted(true);
    setOpen(true);
  };
  const then = (action: () => void) => () => {
    close();
    action();
  };
  const panel = (id: Parameters<ReturnType<typeof panelStore.getState>['openPanel']>[0]) => then(() => panelStore.getState().openPanel(id));

  return (
    <>
      <button type="button" className="bz-icon-button bz-menu-button" aria-label={t('header.menu')} aria-expanded={open} onClick={openMenu}>
        <span className="pi pi-bars" aria-hidden="true" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <Sidebar visible={open} onHide={close} position="right" className="bz-mobile-menu" header={t('header.menu')} blockScroll>
            <nav aria-label={t('header.menu')} className="bz-mobile-menu__list">
              <MainLinks onNavigate={close} />
              {isLoggedIn ? (
                <>
                  <button type="button" className="bz-mobile-menu__item" onClick={then(openSellNow)}>
                    {t('header.sellNow')}
                  </button>
                  <NavLink to={paths.dashboard()} onClick={close}>
                    {t('header.myDashboard')}
                  </NavLink>
                  <NavLink to={paths.myListings()} onClick={close}>
                    {t('header.myListings')}
                  </NavLink>
                  <NavLink to={paths.favorites()} onClick={close}>
                    {t('header.favorites')}
                  </NavLink>
                  <button type="button" className="bz-mobile-menu__item" onClick={panel('notifications')}>
                    {t('header.notifications')}
                  </button>
                  <button type="button" className="bz-mobile-menu__item" onClick={panel('messages')}>
                    {t('header.messages')}
                  </button>
                  <button type="button" className="bz-mobile-menu__item" onClick={panel('about')}>
                    {t('header.aboutMe')}
                  </button>
                  {isAdmin ? (
                    <NavLink to={paths.adminListings()} onClick={close}>
                      {t('header.moderation')}
                    </NavLink>
                  ) : null}
                  <button type="button" className="bz-mobile-menu__item" onClick={panel('notification-settings')}>
                    {t('header.notificationSettings')}
                  </button>
                  <NavLink to={paths.billing()} onClick={close}>
                    {t('header.billing')}
                  </NavLink>
                  <button type="button" className="bz-mobile-menu__item" onClick={panel('password')}>
                    {t('header.changePassword')}
                  </button>
                  <button type="button" className="bz-mobile-menu__item" onClick={then(onLogout)}>
                    {t('header.logout')}
                  </button>
                </>
              ) : (
                <>
                  {variant === 'solid' ? (
                    <button type="button" className="bz-mobile-menu__item" onClick={then(openSellNow)}>
                      {t('header.sellNow')}
                    </button>
                  ) : null}
                  <NavLink to={paths.login()} onClick={close}>
                    {t('header.login')}
                  </NavLink>
                  <NavLink to={paths.registration()} onClick={close}>
                    {t('header.signup')}
                  </NavLink>
                </>
              )}
              <LanguageSwitch />
            </nav>
          </Sidebar>
        </Suspense>
      ) : null}
    </>
  );
}
