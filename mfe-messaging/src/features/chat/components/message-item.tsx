import { useTranslation } from '@bizmarkt/shared/translation';
import { formatMessageDate } from '@bizmarkt/shared/locale';
import { useLocale } from '@bizmarkt/shared';
import type { Message } from '@bizmarkt/shared/contract';
import { shortFileName } from '../lib/file-name';
import { NdaCard } from './nda-card';

interface MessageItemProps {
  message: Message;
  mine: boolean;
  dialogId: number;
  isSeller: boolean;
  requesterName: string;
}

function MediaBody({ message }: { message: Message }) {
  const { t } = useTranslation('messaging');
  if (message.media_type === 'application/pdf') {
    return (
      <span className="bz-msg__pdf">
        <span className="pi pi-file-pdf" aria-hidden="true" />
        <a href={message.media_url ?? undefined} target="_blank" rel="noopener noreferrer">
          {t('chat.viewPdf')}
        </a>
        <span className="bz-msg__file">{shortFileName(message.media_name)}</span>
      </span>
    );
  }
  return (
    <a href={message.media_url ?? undefined} target="_blank" rel="noopener noreferrer" className="bz-msg__image">
      <img src={message.image_url ?? message.media_url ?? undefined} alt={t('chat.imageAlt', { name: shortFileName(message.media_name) })} />
    </a>
  );
}

/** One message of the chat (spec §2 message kinds); an incoming one shows its date and time, one's own beside 'Sent'. */
export function MessageItem({ message, mine, dialogId, isSeller, requesterName }: MessageItemProps) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  if (message.type === 'nda_request' || message.type.startsWith('nda_request_decision')) {
    return <NdaCard message={message} mine={mine} dialogId={dialogId} isSeller={isSeller} requesterName={requesterName} />;
  }
  return (
    <li className={`bz-msg ${mine ? 'bz-msg--out' : 'bz-msg--in'}`}>
      <div className="bz-msg__bubble">
        {message.type === 'media' ? <MediaBody message={message} /> : <span className="bz-msg__text">{message.message}</span>}
      </div>
      {mine ? (
        // One's own message says when it was sent, always (issue #30 §6): 'Sent 22 November, 14:05'.
        <span className="bz-msg__status bz-msg__status--ok">
          <span>{t('chat.sent')}</span> <time dateTime={message.created_at}>{formatMessageDate(message.created_at, locale)}</time>
        </span>
      ) : (
        <time className="bz-msg__date" dateTime={message.created_at}>
          {formatMessageDate(message.created_at, locale)}
        </time>
      )}
    </li>
  );
}
