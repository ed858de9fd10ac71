import { useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useParams } from '@bizmarkt/shared/router';
import { panelStore, useLocale } from '@bizmarkt/shared';
import { formatMessageDate } from '@bizmarkt/shared/locale';
import type { Dialog, DialogGroup } from '@bizmarkt/shared/contract';
import { Button } from 'primereact/button';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import { opponentName } from '../../../lib/opponent-name';
import { BuyingProcess } from '../../buying-process';
import { DataRoomSection } from '../../data-room';
import { useDealDialog } from '../api/get-deal-dialog';
import './deal-page.css';

type Part = 'conversation' | 'process' | 'dataRoom';

/** The conversation's newest messages, to read beside the deal; replies go through the messages panel. */
function ConversationPart({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const name = opponentName(dialog, t);
  const reply = () => {
    messagingUiStore.getState().openDialog(dialog.id);
    panelStore.getState().openPanel('messages');
  };
  return (
    <>
      {dialog.hide_messages ? <p>{t('deal.locked')}</p> : null}
      <ol className="bz-deal__messages" aria-label={t('deal.conversation')}>
        {dialog.messages.map((message) => (
          <li key={message.id} className={message.is_mine ? 'bz-deal__message bz-deal__message--mine' : 'bz-deal__message'}>
            <span className="bz-deal__author">{message.is_mine ? t('deal.you') : name}</span>
            <span className="bz-deal__text">{message.message ?? message.media_name ?? ''}</span>
            <time className="bz-deal__time" dateTime={message.created_at}>
              {formatMessageDate(message.created_at, locale)}
            </time>
          </li>
        ))}
      </ol>
      <Button type="button" icon="pi pi-comments" label={t('deal.reply')} onClick={reply} />
    </>
  );
}

function DealRoom({ group, dialog }: { group: DialogGroup; dialog: Dialog }) {
  const { t } = useTranslation('messaging');
  const [part, setPart] = useState<Part>('process');
  const name = opponentName(dialog, t);
  const parts: Array<[Part, string]> = [
    ['conversation', t('deal.conversation')],
    ['process', t('deal.process')],
    ['dataRoom', t('deal.dataRoom')],
  ];
  return (
    <>
      <h1>{t('deal.title', { name: group.name })}</h1>
      <p className="bz-deal__with">{t('deal.with', { name })}</p>
      {/* On a phone the two parts are shown one at a time; at laptop width side by side (deal-page.css). */}
      <div className="bz-deal__switch" role="group" aria-label={t('deal.show')}>
        {parts.map(([id, label]) => (
          <button
            key={id}
            type="button"
            className={`bz-deal__tab${part === id ? ' bz-deal__tab--active' : ''}`}
            aria-pressed={part === id}
            onClick={() => setPart(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="bz-deal__parts">
        {parts.map(([id, label]) => (
          <section key={id} className={`bz-deal__part${part === id ? ' bz-deal__part--shown' : ''}`} aria-labelledby={`bz-deal-${id}`}>
            <h2 id={`bz-deal-${id}`}>{label}</h2>
            {id === 'conversation' ? <ConversationPart dialog={dialog} /> : null}
            {id === 'process' ? <BuyingProcess group={group} dialog={dialog} onNavigate={() => undefined} /> : null}
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
