import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@bizmarkt/shared';
import { Header } from './header';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';

export function LandingLayout() {
  return (
    <div className="bz-frame bz-frame--landing" data-layout="landing">
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
    <div className="bz-frame" data-layout="default">
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
    <div className="bz-frame" data-layout="compact-footer">
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
  return <BrandedFrame className="bz-frame bz-frame--preferences" layout="preferences" />;
}

/** Login and registration: the logo, the language switch and a centred card. */
export function AuthLayout() {
  return <BrandedFrame className="bz-frame bz-frame--auth" layout="auth" />;
}

function BrandedFrame({ className, layout }: { className: string; layout: string }) {
  const { t } = useTranslation('shell');
  const localized = useLocalizedPath();
  return (
    <div className={className} data-layout={layout}>
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
    <div className="bz-frame bz-frame--error" data-layout="error">
      <Header variant="solid" />
      <main id="main" className="bz-main bz-main--padded">
        <Outlet />
      </main>
    </div>
  );
}
