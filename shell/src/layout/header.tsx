import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { logout, notify, useLocalizedPath, useSession } from '@bizmarkt/shared';
import { LanguageSwitch } from './language-switch';
import { RemoteModalSlot } from '../remotes/remote-modal-slot';
import { CREATE_LISTING_MODAL } from '../remotes/remote-modals';

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

function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const menu = useRef<Menu>(null);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const displayName = [user?.name, user?.last_name].filter(Boolean).join(' ') || user?.email || '';

  const items: MenuItem[] = [
    {
      label: t('header.logout'),
      icon: 'pi pi-sign-out',
      command: () => {
        logout()
          .catch(() => notify({ severity: 'error', summary: t('errors.generic') }))
          .finally(() => navigate(localized('/')));
      },
    },
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
        <span className="pi pi-user" aria-hidden="true" />
        <span className="bz-user-button__name">{displayName}</span>
      </button>
      <Menu model={items} popup ref={menu} id="bz-user-menu" popupAlignment="right" />
    </>
  );
}

export function Header({ variant }: { variant: 'solid' | 'transparent' }) {
  const { t } = useTranslation('shell');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const localized = useLocalizedPath();
  const scrolled = useScrolled();
  const [sellOpen, setSellOpen] = useState(false);

  return (
    <header className={`bz-header bz-header--${variant}${scrolled ? ' bz-header--scrolled' : ''}`}>
      <a className="bz-skip-link" href="#main">
        {t('header.skip')}
      </a>
      <Link to={localized('/')} className="bz-logo" aria-label={t('header.home')}>
        Bizmarkt
      </Link>
      <div className="bz-header__actions">
        <LanguageSwitch />
        {isLoggedIn ? (
          <>
            <button type="button" className="p-button p-component p-button-sm" onClick={() => setSellOpen(true)}>
              {t('header.sellNow')}
            </button>
            <UserMenu />
          </>
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
      </div>
      {sellOpen ? <RemoteModalSlot modal={CREATE_LISTING_MODAL} onClose={() => setSellOpen(false)} /> : null}
    </header>
  );
}
