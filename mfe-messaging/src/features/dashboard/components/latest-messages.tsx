import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { panelStore, useLocale } from '@bizmarkt/shared';
import { formatMessageDate } from '@bizmarkt/shared/locale';
import type { DashboardMessage } from '@bizmarkt/shared/contract';
import type { LatestMessagesProps } from '@bizmarkt/shared/federation';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import { opponentName } from '../../../lib/opponent-name';
import { Avatar } from '../../../components/avatar';
import { useIncomingMessages } from '../../dialogs';
import { useDashboardMessages } from '../api/get-dashboard-messages';
import './latest-messages.css';

function preview(entry: DashboardMessage, t: (key: string) => string): string {
  if (entry.message.type === 'media') return t('dashboard.media');
  if (entry.message.type.startsWith('nda_request')) return t('dashboard.nda');
  return entry.message.message ?? '';
}

function openConversation(dialogId: number | null) {
  if (dialogId !== null) messagingUiStore.getState().openDialog(dialogId);
  else messagingUiStore.getState().closeDialog();
  panelStore.getState().openPanel('messages');
}

/** The dashboard's "Latest messages" (`GET /api/messages/dashboard`); each opens its conversation. */
export default function LatestMessages({ headingLevel = 2 }: LatestMessagesProps) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const query = useDashboardMessages();
  useIncomingMessages();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const entries = query.data?.data ?? [];
  return (
    <section className="bz-latest" aria-labelledby="bz-latest-title">
      <Heading id="bz-latest-title">{t('dashboard.title')}</Heading>
      {query.isPending ? <p role="status">{t('panel.loading')}</p> : null}
      {!query.isPending && entries.length === 0 ? <p>{t('dashboard.empty')}</p> : null}
      {entries.length > 0 ? (
        <ul className="bz-latest__list">
          {entries.map((entry) => {
            const name = opponentName({ opponent: entry.opponent, opponent_masked: entry.opponent_masked, hide_messages: false }, t);
            return (
              <li key={entry.dialog_id}>
                <button type="button" className="bz-latest__item" onClick={() => openConversation(entry.dialog_id)}>
                  <Avatar opponent={entry.opponent} masked={entry.opponent_masked} />
                  <span className="bz-latest__text">
                    <span className="bz-latest__who">
                      {name} · {entry.business.name}
                    </span>
                    <span className="bz-latest__preview">{preview(entry, t)}</span>
                    <span className="bz-latest__meta">
                      <time dateTime={entry.message.created_at}>{formatMessageDate(entry.message.created_at, locale)}</time>
                      {entry.unread_count > 0 ? <span className="bz-msg-badge">{t('panel.unread', { count: entry.unread_count })}</span> : null}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Button type="button" outlined size="small" label={t('dashboard.openAll')} onClick={() => openConversation(null)} />
    </section>
  );
}
