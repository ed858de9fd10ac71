import { useEffect, useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useParams } from '@bizmarkt/shared/router';
import { panelStore } from '@bizmarkt/shared';
import type { Dialog, DialogGroup } from '@bizmarkt/shared/contract';
import { Button } from 'primereact/button';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import { opponentName } from '../../../lib/opponent-name';
import { useMarkDialogRead } from '../../../lib/mark-dialog-read';
import { BuyingProcess } from '../../buying-process';
import { ChatTab } from '../../chat';
import { useIncomingMessages } from '../../dialogs';
import { DataRoomSection } from '../../data-room';
import { UnderOfferBanner } from '../../offers';
import { useDealDialog } from '../api/get-deal-dialog';
import '../../../components/messages.css';
import './deal-page.css';

type Part = 'conversation' | 'process' | 'dataRoom';

/**
 * The conversation as in the panel (the chat feature's chat tab: messages, older ones on scrolling up,
 * text and files sent); 'Reply in messages' still opens the panel on it.
 */
function ConversationPart({ group, dialog }: { group: DialogGroup; dialog: Dialog }) {
  const { t } = useTranslation('messaging');
  const reply = () => {
    messagingUiStore.getState().openDialog(dialog.id);
    panelStore.getState().openPanel('messages');
  };
  return (
    <>
      <ChatTab group={group} dialog={dialog} />
      <Button type="button" text icon="pi pi-comments" label={t('deal.reply')} onClick={reply} />
    </>
  );
}

/** The room's chat is on screen: its unread messages are read (spec §4, as opening the panel's conversation). */
function useMarkReadOnShow(dialog: Dialog) {
  const { mutate } = useMarkDialogRead();
  const unread = dialog.unread_count > 0 && !dialog.hide_messages;
  useEffect(() => {
    if (unread) mutate(dialog.id);
  }, [unread, dialog.id, mutate]);
}

function DealRoom({ group, dialog }: { group: DialogGroup; dialog: Dialog }) {
  const { t } = useTranslation('messaging');
  const [part, setPart] = useState<Part>('process');
  const name = opponentName(dialog, t);
  useMarkReadOnShow(dialog);
  const parts: Array<[Part, string]> = [
    ['conversation', t('deal.conversation')],
    ['process', t('deal.process')],
    ['dataRoom', t('deal.dataRoom')],
  ];
  return (
    <>
      <h1>{t('deal.title', { name: group.name })}</h1>
      <p className="bz-deal__with">{t('deal.with', { name })}</p>
      <UnderOfferBanner dialog={dialog} />
      {/* On a phone the three parts are shown one at a time; at laptop width the conversation stays in a
          column of its own beside the switch and the offer and steps or the data room (deal-page.css). */}
      <div className="bz-deal__parts">
        <div className="bz-deal__switch" role="group" aria-label={t('deal.show')}>
          {parts.map(([id, label]) => (
            <button
              key={id}
              type="button"
              className={`bz-deal__tab bz-deal__tab--${id}${part === id ? ' bz-deal__tab--active' : ''}`}
              aria-pressed={part === id}
              onClick={() => setPart(id)}
            >
              {label}
            </button>
          ))}
        </div>
        {parts.map(([id, label]) => (
          <section key={id} className={`bz-deal__part bz-deal__part--${id}${part === id ? ' bz-deal__part--shown' : ''}`} aria-labelledby={`bz-deal-${id}`}>
            <h2 id={`bz-deal-${id}`}>{label}</h2>
            {id === 'conversation' ? <ConversationPart group={group} dialog={dialog} /> : null}
            {id === 'process' ? <BuyingProcess group={group} dialog={dialog} onNavigate={() => undefined} withBanner={false} /> : null}
            {id === 'dataRoom' ? <DataRoomSection dialog={dialog} /> : null}
          </section>
        ))}
      </div>
    </>
  );
}

/**
 * `/deals/{dialog id}` (issue #30 §5): the deal of one dialog on a page of its own, for its two parties —
 * the conversation, the current offer, the steps, the due-diligence checklist and the data room.
 */
export default function DealPage() {
  const { t } = useTranslation('messaging');
  const id = Number(useParams().id);
  const deal = useDealDialog(id);
  // Messages that arrive (the stream or the poll ladder) join the room's conversation (lib/dialog-cache.ts).
  useIncomingMessages();
  const group = deal.data?.data[0];
  const dialog = group?.dialogs.find((entry) => entry.id === id);
  return (
    <div className="bz-deal">
      {group && dialog ? (
        <DealRoom group={group} dialog={dialog} />
      ) : (
        <>
          <h1>{t('deal.heading')}</h1>
          {deal.isPending && deal.fetchStatus !== 'idle' ? <p>{t('deal.loading')}</p> : <p>{t('deal.unavailable')}</p>}
        </>
      )}
    </div>
  );
}
