import type { ComponentType } from 'react';
import { Link, Outlet } from '@bizmarkt/shared/router';
import type { Layout } from '@bizmarkt/shared/routing';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Header } from './header';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { usePaths } from '@bizmarkt/shared/routing';

interface SiteFrameProps {
  layout: 'landing' | 'default' | 'compact-footer' | 'error';
  header: 'solid' | 'transparent';
  /** The landing page's hero runs under the transparent header, without the page padding. */
  padded: boolean;
}

/** The frame of every layout with the site header. */
function SiteFrame({ layout, header, padded }: SiteFrameProps) {
  return (
    <div className={`bz-frame bz-frame--${layout}`} data-layout={layout}>
      <Header variant={header} />
      <main id="main" className={padded ? 'bz-main bz-main--padded' : 'bz-main'}>
        <Outlet />
      </main>
      <Footer languageSwitch={false} />
    </div>
  );
}

export const LandingLayout = () => <SiteFrame layout="landing" header="transparent" padded={false} />;
export const DefaultLayout = () => <SiteFrame layout="default" header="solid" padded />;
/** The dashboard. Its footer is the same as every page's: one footer for the whole site. */
export const CompactFooterLayout = () => <SiteFrame layout="compact-footer" header="solid" padded />;
export const ErrorLayout = () => <SiteFrame layout="error" header="solid" padded />;

/** The frame of pages reached outside the site's navigation: the logo, the language switch, the page. */
function BrandedFrame({ layout }: { layout: 'auth' | 'preferences' }) {
  const { t } = useTranslation('shell');
  const paths = usePaths();
  return (
    <div className={`bz-frame bz-frame--${layout}`} data-layout={layout}>
      <header className="bz-auth-bar">
        <Link to={paths.landing()} className="bz-logo" aria-label={t('header.home')}>
          Bizmarkt
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="bz-auth-main">
        <Outlet />
      </main>
      <Footer languageSwitch={false} />
    </div>
  );
}

/** Login and registration: a centred card. */
export const AuthLayout = () => <BrandedFrame layout="auth" />;
/** Email preferences and unsubscribing: reached from an email, so no navigation, just the brand. */
export const PreferencesLayout = () => <BrandedFrame layout="preferences" />;

const LAYOUTS: Record<Layout, ComponentType> = {
  auth: AuthLayout,
  'compact-footer': CompactFooterLayout,
  default: DefaultLayout,
  error: ErrorLayout,
  landing: LandingLayout,
  preferences: PreferencesLayout,
};

/** The frame component of a route table layout. */
export const layoutComponent = (layout: Layout): ComponentType => LAYOUTS[layout];

/**
 * The layouts the server draws around a first screen (first-paint/server.tsx): the site's frames of
 * the landing, search and listing pages, the branded frame of login and registration, and its twin
 * of the email preference pages (`/unsubscribed`).
 */
export const FIRST_PAINT_FRAME_LAYOUTS: readonly Layout[] = ['landing', 'default', 'auth', 'preferences'];
