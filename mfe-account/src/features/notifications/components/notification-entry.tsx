import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import type { NotificationItem } from '@bizmarkt/shared/contract';
import { formatDate } from '@bizmarkt/shared/locale';
import { notificationMessage } from '../lib/notification-message';
import { NotificationText } from './notification-text';
import '../../../components/visually-hidden.css';

interface NotificationEntryProps {
  item: NotificationItem;
  /** Unread when the panel opened (marked for the eye and for screen readers). */
  unread: boolean;
  onNavigate: () => void;
}

export function NotificationEntry({ item, unread, onNavigate }: NotificationEntryProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const message = notificationMessage(item, locale);
  const image = item.data?.image || item.data?.buyer_avatar;
  return (
    <li className={`bz-notif${unread ? ' bz-notif--unread' : ''}`}>
      <span className="bz-notif__visual" aria-hidden="true">
        {image ? <img src={image} alt="" width={40} height={40} /> : <span className={`pi ${message.icon}`} />}
      </span>
      <div className="bz-notif__body">
        {unread ? <span className="bz-account-sr">{t('notifications.unread')}: </span> : null}
        <p className="bz-notif__text">
          <NotificationText message={message} onNavigate={onNavigate} />
        </p>
        <time className="bz-notif__date" dateTime={item.created_at}>
          {formatDate(item.created_at, locale)}
        </time>
      </div>
      {unread ? <span className="bz-notif__dot" aria-hidden="true" title={t('notifications.unread')} /> : null}
    </li>
  );
}
