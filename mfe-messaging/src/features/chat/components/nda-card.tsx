import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { panelStore } from '@bizmarkt/shared';
import type { Message } from '@bizmarkt/shared/contract';
import { useAnswerNda } from '../api/answer-nda';
import { NdaRecordDetails } from './nda-record-details';

interface NdaCardProps {
  message: Message;
  mine: boolean;
  dialogId: number;
  isSeller: boolean;
  requesterName: string;
}

function RequestCard({ mine, dialogId, isSeller, requesterName }: Omit<NdaCardProps, 'message'>) {
  const { t } = useTranslation('messaging');
  return (
    <li className="bz-msg bz-msg--card">
      <div className="bz-nda-card">
        <p className="bz-nda-card__title">{t('chat.ndaRequest.title')}</p>
        <p>
          {mine ? (
            <strong>{t('chat.you')}</strong>
          ) : (
            <button type="button" className="bz-link-button" onClick={() => panelStore.getState().openPanel('user-profile')}>
              {requesterName}
            </button>
          )}{' '}
          {/* The requester's own card in their own person ("Sie haben … angefragt"). */}
          {t(mine ? 'chat.ndaRequest.textMine' : 'chat.ndaRequest.text')}
        </p>
        <NdaRecordDetails dialogId={dialogId} isSeller={isSeller} />
      </div>
    </li>
  );
}

function DecisionButtons({ message, dialogId }: { message: Message; dialogId: number }) {
  const { t } = useTranslation('messaging');
  const answer = useAnswerNda(dialogId);
  const decide = (result: 'accept' | 'reject') => answer.mutate({ messageId: message.id, result });
  return (
    <li className="bz-msg bz-msg--card">
      <div className="bz-nda-card bz-nda-card--actions">
        <Button type="button" size="small" label={t('chat.ndaRequest.accept')} icon="pi pi-check" loading={answer.isPending} onClick={() => decide('accept')} />
        <Button
          type="button"
          size="small"
          outlined
          severity="danger"
          label={t('chat.ndaRequest.decline')}
          disabled={answer.isPending}
          onClick={() => decide('reject')}
        />
      </div>
    </li>
  );
}

/**
 * The NDA cards of spec §2: the request, the seller's decision buttons and the outcome. The outcome is
 * drawn from its type in the reader's language, never from the stored text (written in the deciding
 * seller's language).
 */
export function NdaCard(props: NdaCardProps) {
  const { t } = useTranslation('messaging');
  const { message, mine } = props;
  switch (message.type) {
    case 'nda_request':
      return <RequestCard {...props} />;
    case 'nda_request_decision':
      // Only the non-author (the seller) answers.
      return mine ? null : <DecisionButtons message={message} dialogId={props.dialogId} />;
    case 'nda_request_decision_positive':
      return (
        <li className="bz-msg bz-msg--card">
          <p className="bz-nda-card bz-nda-card--positive">{t('chat.ndaRequest.accepted')}</p>
        </li>
      );
    case 'nda_request_decision_negative':
      return mine ? null : (
        <li className="bz-msg bz-msg--card">
          <p className="bz-nda-card bz-nda-card--negative">{t('chat.ndaRequest.rejected')}</p>
        </li>
      );
    default:
      return null;
  }
}
