import { useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { useLocale } from '@bizmarkt/shared';
import { formatMessageDate } from '@bizmarkt/shared/locale';
import type { NdaRecord } from '@bizmarkt/shared/contract';
import { useNdaRecords, useRevokeNda } from '../api/nda-records';

function RecordEntry({ record, isSeller, dialogId }: { record: NdaRecord; isSeller: boolean; dialogId: number }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const revoke = useRevokeNda(dialogId);
  const date = (value: string) => formatMessageDate(value, locale);
  return (
    <li>
      <p>{t('chat.ndaRequest.signedBy', { name: record.signer_name, date: date(record.signed_at) })}</p>
      <p>{t('chat.ndaRequest.ip', { ip: record.ip })}</p>
      <p className="bz-nda-record__agent">{t('chat.ndaRequest.agent', { agent: record.user_agent })}</p>
      <p className="bz-nda-record__hash">{t('chat.ndaRequest.version', { version: record.nda_version, hash: record.nda_text_sha256 })}</p>
      <p>
        {record.decision === 'pending'
          ? t('chat.ndaRequest.decision_pending')
          : t(`chat.ndaRequest.decision_${record.decision}`, { date: record.decided_at ? date(record.decided_at) : '' })}
      </p>
      {record.revoked_at ? <p>{t('chat.ndaRequest.revoked', { date: date(record.revoked_at) })}</p> : null}
      {isSeller && record.decision === 'accepted' && !record.revoked_at ? (
        <Button
          type="button"
          size="small"
          outlined
          severity="danger"
          label={t('chat.ndaRequest.revoke')}
          loading={revoke.isPending}
          onClick={() => revoke.mutate(record.id)}
        />
      ) : null}
    </li>
  );
}

/** Who signed, when, from where, which text and the decision: both parties may read it (issue #12). */
export function NdaRecordDetails({ dialogId, isSeller }: { dialogId: number; isSeller: boolean }) {
  const { t } = useTranslation('messaging');
  const [open, setOpen] = useState(false);
  const records = useNdaRecords(dialogId, open);
  return (
    <details className="bz-nda-record" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('chat.ndaRequest.record')}</summary>
      {records.data ? (
        <ul>
          {records.data.data.map((record) => (
            <RecordEntry key={record.id} record={record} isSeller={isSeller} dialogId={dialogId} />
          ))}
        </ul>
      ) : open ? (
        <p role="status">{t('panel.loading')}</p>
      ) : null}
    </details>
  );
}
