import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@bizmarkt/shared';
import { Header } from './header';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';

export function LandingLayout() {
  return (
    <div className="bz-frame bz-frame--landing">
      <Header variant="transparent" />
      <main id="main" className="bz-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

export function DefaultLayout() {
  return (
    <div className="bz-frame">
      <Header variant="solid" />
      <main id="main" className="bz-main bz-main--padded">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/** The dashboard: the full header and a one-line footer. */
export function CompactFooterLayout() {
  return (
    <div className="bz-frame">
      <Header variant="solid" />
      <main id="main" className="bz-main bz-main--padded">
        <Outlet />
      </main>
      <Footer compact />
    </div>
  );
}

/** Email preferences and unsubscribing: reached from an email, so no navigation, just the brand. */
export function PreferencesLayout() {
  return <BrandedFrame className="bz-frame bz-frame--preferences" />;
}

/** Login and registration: the logo, the language switch and a centred card. */
export function AuthLayout() {
  return <BrandedFrame className="bz-frame bz-frame--auth" />;
}

function BrandedFrame({ className }: { className: string }) {
  const { t } = useTranslation('shell');
  const localized = useLocalizedPath();
  return (
    <div className={className}>
      <header className="bz-auth-bar">
        <Link to={localized('/')} className="bz-logo" aria-label={t('header.home')}>
          Bizmarkt
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="bz-auth-main">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorLayout() {
  return (
    <div className="bz-frame bz-frame--error">
      <Header variant="solid" />
      <main id="main" className="bz-main bz-main--padded">
        <Outlet />
      </main>
    </div>
  );
}
