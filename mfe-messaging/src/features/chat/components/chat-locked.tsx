import { useTranslation } from '@bizmarkt/shared/translation';
import { Link } from '@bizmarkt/shared/router';
import { usePaths } from '@bizmarkt/shared/routing';

/** Spec §2: over the chat of a buyer without PRO; the dialog's unread count still shows (in the language's plural; none: no line). */
export function ChatLocked({ unread }: { unread: number }) {
  const { t } = useTranslation('messaging');
  const paths = usePaths();
  return (
    <div className="bz-chat-locked" role="region" aria-label={t('locked.upgrade')}>
      <span className="pi pi-lock" aria-hidden="true" />
      <p className="bz-chat-locked__title">{t('locked.title')}</p>
      {unread > 0 ? <p>{t('locked.unread', { count: unread })}</p> : null}
      <Link className="p-button p-component bz-chat-locked__cta" to={paths.pricing()}>
        {t('locked.upgrade')}
      </Link>
    </div>
  );
}
