import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { isApiError } from '@bizmarkt/shared';
import { SCROLL_TO_BOTTOM_DELAY_MS } from '@bizmarkt/shared/constants';
import type { Dialog, DialogGroup } from '@bizmarkt/shared/contract';
import { opponentName } from '../../../lib/opponent-name';
import { isNearTop } from '../../../lib/near-end';
import { useSendMessage, type Outgoing } from '../api/send-message';
import { useOlderMessages } from '../api/get-older-messages';
import { MessageInput } from './message-input';
import { MessageItem } from './message-item';
import { ChatLocked } from './chat-locked';

interface ChatTabProps {
  group: DialogGroup;
  dialog: Dialog;
}

interface FailedMessage {
  key: number;
  label: string;
  /** What was sent, to send again as it was. */
  outgoing: Outgoing;
}

/** Spec §9: the list scrolls to its end 50 ms after loading and after each new message. */
function useScrollToBottom(lastId: number | undefined, failedCount: number) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const el = list.current;
      if (el) el.scrollTop = el.scrollHeight;
    }, SCROLL_TO_BOTTOM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lastId, failedCount]);
  return list;
}

/** The chat tab: the messages (older ones load near the top), the input, or Chat Locked. */
export function ChatTab({ group, dialog }: ChatTabProps) {
  const { t } = useTranslation('messaging');
  // A buyer writes about the listing and the server finds its owner; the owner names the buyer.
  const send = useSendMessage({ businessId: group.id, opponentId: dialog.is_seller ? dialog.opponent.id : null });
  const older = useOlderMessages(dialog.id);
  const [failed, setFailed] = useState<FailedMessage[]>([]);
  const [inputError, setInputError] = useState<string | null>(null);
  const list = useScrollToBottom(dialog.messages.at(-1)?.id, failed.length);

  const { mutate: loadOlder, isPending: loadingOlder } = older;
  const firstId = dialog.messages[0]?.id;
  const loadEarlier = useCallback(() => {
    if (dialog.has_older_messages && firstId !== undefined && !loadingOlder) loadOlder(firstId);
  }, [dialog.has_older_messages, firstId, loadingOlder, loadOlder]);

  const onSend = async (outgoing: Outgoing) => {
    setInputError(null);
    try {
      await send.mutateAsync(outgoing);
    } catch (error) {
      // A refused file says why under the input; anything else leaves a 'Not sent' line.
      if (isApiError(error) && error.status === 422) setInputError(Object.values(error.fieldErrors).flat()[0] ?? error.message);
      else setFailed((list) => [...list, { key: Date.now(), label: outgoing.kind === 'text' ? outgoing.text : outgoing.file.name, outgoing }]);
      throw error;
    }
  };

  /** 'Send again' (walk 37): the failed line goes; failing again, it comes back. */
  const sendAgain = (item: FailedMessage) => {
    setFailed((list) => list.filter((entry) => entry.key !== item.key));
    onSend(item.outgoing).catch(() => undefined);
  };

  if (dialog.hide_messages) return <ChatLocked unread={dialog.unread_count} />;
  const requesterName = opponentName(dialog, t);
  return (
    <div className="bz-chat">
      {dialog.has_older_messages ? (
        <button type="button" className="bz-link-button bz-chat__earlier" onClick={loadEarlier} disabled={loadingOlder}>
          {t('chat.earlier')}
        </button>
      ) : null}
      <ol
        ref={list}
        // The list scrolls and its messages are not focusable: it takes focus itself, so a keyboard scrolls it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe)
        tabIndex={0}
        className="bz-chat__list"
        aria-label={t('chat.listLabel')}
        onScroll={(event) => {
          if (isNearTop(event.currentTarget)) loadEarlier();
        }}
      >
        {dialog.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            mine={message.is_mine}
            dialogId={dialog.id}
            isSeller={dialog.is_seller}
            requesterName={requesterName}
          />
        ))}
        {failed.map((item) => (
          <li key={item.key} className="bz-msg bz-msg--out bz-msg--failed">
            <div className="bz-msg__bubble">
              <span className="bz-msg__text">{item.label}</span>
            </div>
            <span className="bz-msg__status bz-msg__status--error">
              {t('chat.failed')}{' '}
              <button type="button" className="bz-msg__retry" disabled={send.isPending} onClick={() => sendAgain(item)}>
                {t('chat.sendAgain')}
              </button>
            </span>
          </li>
        ))}
        {send.isPending ? (
          <li className="bz-msg bz-msg--out" role="status">
            <span className="bz-msg__status">{t('chat.sending')}</span>
          </li>
        ) : null}
      </ol>
      <MessageInput onSend={onSend} busy={send.isPending} error={inputError} />
    </div>
  );
}
