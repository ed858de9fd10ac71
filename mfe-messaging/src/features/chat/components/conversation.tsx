import { useEffect, useId, type KeyboardEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { panelStore } from '@bizmarkt/shared';
import { Link } from '@bizmarkt/shared/router';
import { usePaths } from '@bizmarkt/shared/routing';
import type { Dialog, DialogGroup } from '@bizmarkt/shared/contract';
import { messagingUiStore, useMessagingUi, type ConversationTab } from '../../../lib/messaging-ui-store';
import { opponentName } from '../../../lib/opponent-name';
import { useMarkDialogRead } from '../../../lib/mark-dialog-read';
import { Avatar } from '../../../components/avatar';
import { BuyingProcess } from '../../buying-process';
import { ChatTab } from './chat-tab';

interface ConversationProps {
  group: DialogGroup;
  dialog: Dialog;
  onNavigate: () => void;
}

const TABS: readonly ConversationTab[] = ['chat', 'process'];

/** Marks the dialog read when it is shown with unread messages (spec §4: opening the panel marks it read). */
function useMarkReadOnShow(dialog: Dialog, visible: boolean) {
  const { mutate } = useMarkDialogRead();
  const unread = dialog.unread_count > 0 && !dialog.hide_messages;
  useEffect(() => {
    if (visible && unread) mutate(dialog.id);
  }, [visible, unread, dialog.id, mutate]);
}

/** One conversation: back to the list, the other party, tabs 'Chat' and 'Buying process'. */
export function Conversation({ group, dialog, onNavigate }: ConversationProps) {
  const { t } = useTranslation('messaging');
  const tab = useMessagingUi((s) => s.tab);
  const ids = useId();
  const name = opponentName(dialog, t);
  const paths = usePaths();
  useMarkReadOnShow(dialog, tab === 'chat');
  const profileBlocked = dialog.opponent_masked || dialog.hide_messages;
  const openProfile = () => panelStore.getState().openPanel('user-profile');
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    messagingUiStore.getState().setTab(next);
    document.getElementById(`${ids}-tab-${next}`)?.focus();
  };

  return (
    <section className="bz-conv" aria-label={t('conversation.with', { name, business: group.name })}>
      <div className="bz-conv__head">
        <Button
          type="button"
          text
          size="small"
          icon="pi pi-arrow-left"
          label={t('conversation.back')}
          onClick={() => messagingUiStore.getState().closeDialog()}
        />
        {profileBlocked ? (
          <span className="bz-conv__who">
            <Avatar opponent={dialog.opponent} masked />
            <span>{name}</span>
          </span>
        ) : (
          <button type="button" className="bz-conv__who bz-conv__who--link" onClick={openProfile} aria-label={t('conversation.openProfile', { name })}>
            <Avatar opponent={dialog.opponent} masked={false} />
            <span>{name}</span>
          </button>
        )}
      </div>
      <p className="bz-conv__business">{group.name}</p>
      {/* The deal on a page of its own (issue #30 §5). */}
      <Link className="bz-conv__deal" to={paths.deal(dialog.id)} onClick={onNavigate}>
        {t('deal.open')}
      </Link>
      <div role="tablist" aria-label={t('conversation.tabs')} className="bz-conv__tabs">
        {TABS.map((id) => (
          <button
            key={id}
            id={`${ids}-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`${ids}-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            className={`bz-conv__tab${tab === id ? ' bz-conv__tab--active' : ''}`}
            onClick={() => messagingUiStore.getState().setTab(id)}
            onKeyDown={onTabKey}
          >
            {t(id === 'chat' ? 'conversation.chat' : 'conversation.process')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel-${tab}`} aria-labelledby={`${ids}-tab-${tab}`} className="bz-conv__panel">
        {tab === 'chat' ? <ChatTab group={group} dialog={dialog} /> : <BuyingProcess group={group} dialog={dialog} onNavigate={onNavigate} />}
      </div>
    </section>
  );
}
