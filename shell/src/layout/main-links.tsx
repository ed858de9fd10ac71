// The header's main links (browse, how to buy and sell, FAQ, pricing), in the bar and in the phone menu.
import { NavLink } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useSession } from '@bizmarkt/shared';
import type { User } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';
import { dropLevel, type HeaderLevel } from './header-fit';

/** 'Upgrade' for logged-in users without PRO, 'PRO user' for subscribers, 'Pricing' for visitors. */
export function pricingLabelKey(user: User | null): string {
  if (!user) return 'header.pricing';
  return user.subscription === 'active' ? 'header.proUser' : 'header.upgrade';
}

/** The header's main links: path, label and the level at which each leaves the bar. */
export function useMainLinks(): Array<[string, string, Exclude<HeaderLevel, 'all'>]> {
  const { t } = useTranslation('shell');
  const paths = usePaths();
  const user = useSession((s) => s.user);
  return [
    [paths.search(), t('header.browse'), 'browse'],
    [paths.howToBuy(), t('header.howToBuy'), 'how-to-buy'],
    [paths.howToSell(), t('header.howToSell'), 'how-to-sell'],
    [paths.faq(), t('header.faq'), 'faq'],
    [paths.pricing(), t(pricingLabelKey(user)), 'pricing'],
  ];
}

export function MainLinks({ onNavigate }: { onNavigate?: () => void }) {
  const links = useMainLinks();
  return (
    <>
      {links.map(([path, label, level]) => (
        // In the menu (onNavigate given) nothing is dropped.
        <NavLink key={path} to={path} className="bz-header__link" onClick={onNavigate} data-drop={onNavigate ? undefined : dropLevel(level)}>
          {label}
        </NavLink>
      ))}
    </>
  );
}
