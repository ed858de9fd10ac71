import { useTranslation } from '@bizmarkt/shared/translation';
import { useStore } from 'zustand';
import { useCurrentUser } from '@bizmarkt/shared';
import { openingUnreadStore } from '../lib/opening-unread';

/**
 * The panel frame's title: '<N> new notifications', N being the unread count when the panel opened;
 * with nothing new, just 'Notifications' (issue #29: '0 new notifications' stood above the list).
 */
export function NotificationsTitle() {
  const { t } = useTranslation('account');
  const atOpening = useStore(openingUnreadStore, (s) => s.count);
  const current = useCurrentUser()?.unread_notifications ?? 0;
  const count = atOpening ?? current;
  return <>{count > 0 ? t('notifications.heading', { count }) : t('notifications.title')}</>;
}
