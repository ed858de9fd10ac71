import { useTranslation } from '@bizmarkt/shared/translation';
import { useCurrentUser } from '@bizmarkt/shared';
import type { PanelProps } from '@bizmarkt/shared/federation';
import { AboutMeForm } from './about-me-form';

/** The About me panel's content; the shell's panel frame gives the title and Escape. */
export default function AboutMePanel({ onClose }: PanelProps) {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  // Panels open only for a logged-in page; a logout while open closes them (session wiring).
  if (!user) return <p className="bz-account-muted">{t('aboutMe.loading')}</p>;
  return <AboutMeForm key={user.id} user={user} onClose={onClose} />;
}
