import { useTranslation } from 'react-i18next';
import { useSession } from '@bizmarkt/shared';
import type { PanelProps } from '@bizmarkt/shared/federation';
import { AboutMeForm } from './about-me-form';

/** The About me panel's content; the shell's panel frame gives the title and Escape. */
export default function AboutMePanel({ onClose }: PanelProps) {
  const { t } = useTranslation('account');
  const user = useSession((s) => s.user);
  // Panels open only for a logged-in page; a logout while open closes them (session wiring).
  if (!user) return <p className="bz-account-muted">{t('aboutMe.loading')}</p>;
  return <AboutMeForm key={user.id} user={user} onClose={onClose} />;
}
