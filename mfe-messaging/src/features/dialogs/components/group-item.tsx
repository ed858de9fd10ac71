import { useTranslation } from '@bizmarkt/shared/translation';
import { Link } from '@bizmarkt/shared/router';
import { formatMessageDate, formatPrice } from '@bizmarkt/shared/locale';
import { useLocale } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import type { DialogGroup } from '@bizmarkt/shared/contract';
import { messagingUiStore, useMessagingUi } from '../../../lib/messaging-ui-store';
import { opponentName } from '../../../lib/opponent-name';
import { Avatar } from '../../../components/avatar';

interface GroupItemProps {
  group: DialogGroup;
  unreadOf: (dialogId: number, fallback: number) => number;
  onNavigate: () => void;
}

/**
 * One listing with its dialogs (spec §2): the seller's own listing expands to its buyers' dialogs; a
 * buyer's click opens the (only) dialog. The listing's name does the same (issue #30 §6: it opened the
 * listing page, leaving the conversation one looked for); the icon beside it goes to the listing's page
 * and closes the panel.
 */
export function GroupItem({ group, unreadOf, onNavigate }: GroupItemProps) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const paths = usePaths();
  const expanded = useMessagingUi((s) => s.expandedGroups.includes(group.id));
  const unread = group.dialogs.reduce((sum, d) => sum + unreadOf(d.id, d.unread_count), 0);
  // The owner's decisions waiting: NDA requests not yet accepted or declined (walk 33).
  const ndaPending = group.is_mine ? group.dialogs.filter((d) => d.nda_status === 'pending').length : 0;
  const statuses = group.fba_statuses.map((s) => t(`businessModels.${s}`)).join(', ');
  const { openDialog, toggleGroup } = messagingUiStore.getState();
  const first = group.dialogs[0];
  const onActivate = () => {
    if (group.is_mine) toggleGroup(group.id);
    else if (first) openDialog(first.id);
  };
  /** The name: the conversation itself when there is one to open (a seller's listing with one buyer too). */
  const onTitle = () => {
    if (first && (!group.is_mine || group.dialogs.length === 1)) openDialog(first.id);
    else onActivate();
  };
  const label = group.is_mine ? t('panel.expand', { name: group.name }) : t('panel.openDialog', { name: first ? opponentName(first, t) : group.name });

  return (
    <li className="bz-msg-group">
      <div className="bz-msg-group__head">
        {group.image ? (
          <img className="bz-msg-group__image" src={group.image} alt="" width={56} height={56} />
        ) : (
          <span className="bz-msg-group__image" aria-hidden="true" />
        )}
        <div className="bz-msg-group__text">
          {statuses ? <span className="bz-msg-group__statuses">{statuses}</span> : null}
          <span className="bz-msg-group__title">
            <button type="button" className="bz-msg-group__name bz-link-button" onClick={onTitle}>
              {group.name}
            </button>
            <Link
              className="bz-msg-group__listing"
              to={paths.business(group.id)}
              onClick={onNavigate}
              aria-label={t('panel.openBusiness', { name: group.name })}
            >
              <span className="pi pi-external-link" aria-hidden="true" />
            </Link>
          </span>
          <span className="bz-msg-group__price" data-money="">
            {formatPrice(group.price, locale, { decimals: 0 })}
          </span>
        </div>
        {unread > 0 ? <span className="bz-msg-badge">{t('panel.unread', { count: unread })}</span> : null}
        {ndaPending > 0 ? <span className="bz-msg-badge bz-msg-badge--pending">{t('panel.ndaPending', { count: ndaPending })}</span> : null}
        <button
          type="button"
          className="bz-msg-group__toggle p-button p-button-text p-button-sm"
          aria-label={label}
          aria-expanded={group.is_mine ? expanded : undefined}
          onClick={onActivate}
        >
          <span className={`pi ${group.is_mine ? (expanded ? 'pi-chevron-up' : 'pi-chevron-down') : 'pi-comments'}`} aria-hidden="true" />
        </button>
      </div>
      {group.is_mine && expanded ? (
        <ul className="bz-msg-dialogs" aria-label={t('panel.dialogsLabel', { name: group.name })}>
          {group.dialogs.map((dialog) => {
            const name = opponentName(dialog, t);
            const count = unreadOf(dialog.id, dialog.unread_count);
            return (
              <li key={dialog.id}>
                <button type="button" className="bz-msg-dialog" onClick={() => openDialog(dialog.id)} aria-label={t('panel.openDialog', { name })}>
                  <Avatar opponent={dialog.opponent} masked={false} />
                  <span className="bz-msg-dialog__name">{name}</span>
                  {dialog.last_message_at ? <time dateTime={dialog.last_message_at}>{formatMessageDate(dialog.last_message_at, locale)}</time> : null}
                  {count > 0 ? <span className="bz-msg-badge">{t('panel.unread', { count })}</span> : null}
                  {dialog.nda_status === 'pending' ? <span className="bz-msg-badge bz-msg-badge--pending">{t('panel.ndaPending', { count: 1 })}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {!group.is_mine && first?.last_message_at ? (
        <p className="bz-msg-group__meta">
          <Avatar opponent={first.opponent} masked={first.opponent_masked} size={24} />
          <span>{opponentName(first, t)}</span>
          <time dateTime={first.last_message_at}>{formatMessageDate(first.last_message_at, locale)}</time>
        </p>
      ) : null}
    </li>
  );
}
