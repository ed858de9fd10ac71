import { useId, useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { isApiError } from '@bizmarkt/shared';
import { DUE_DILIGENCE_NOTE_MAX, type ChecklistActionRequest, type ChecklistItem, type DataRoomDocument, type Dialog } from '@bizmarkt/shared/contract';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { ProgressBar } from 'primereact/progressbar';
import { useActOnChecklist } from '../api/act-on-checklist';
import { useChecklist } from '../api/get-checklist';
import { opensFor, useDataRoom } from '../../data-room';
import { AttachedDocuments, DocumentPicker } from './checklist-documents';
import { useUnderOfferUntil } from '../api/get-offers';
import './offers.css';

interface ItemProps {
  entry: ChecklistItem;
  isSeller: boolean;
  /** The buyer's actions are held while another buyer's exclusivity holds the listing. */
  held: boolean;
  busy: boolean;
  /** The seller's: the data-room documents the dialog's buyer may open (an answer may point at them). */
  pickable: DataRoomDocument[];
  onAct: (body: ChecklistActionRequest) => Promise<unknown>;
}

function ChecklistRow({ entry, isSeller, held, busy, pickable, onAct }: ItemProps) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const [note, setNote] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [documentsError, setDocumentsError] = useState<string | null>(null);
  const label = t(`offers.checklist.items.${entry.item}`);
  const act = async (body: ChecklistActionRequest) => {
    setError(null);
    setDocumentsError(null);
    try {
      await onAct(body);
      setNote('');
      setChosen([]);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      const onDocuments = failure.fieldErrors.document_ids?.[0];
      if (onDocuments) setDocumentsError(onDocuments);
      else setError(failure.fieldErrors.note?.[0] ?? failure.message);
    }
  };
  return (
    <li className={`bz-checklist__item bz-checklist__item--${entry.state}`}>
      <div className="bz-checklist__head">
        <span className="bz-checklist__label">{label}</span>
        <span className="bz-checklist__state">{t(`offers.checklist.states.${entry.state}`)}</span>
      </div>
      {entry.request_note ? <p className="bz-checklist__note">{t('offers.checklist.requestNote', { note: entry.request_note })}</p> : null}
      {entry.answer_note ? <p className="bz-checklist__note">{t('offers.checklist.answerNote', { note: entry.answer_note })}</p> : null}
      <AttachedDocuments documents={entry.documents} isSeller={isSeller} />
      {!isSeller && !held && entry.state === 'open' ? (
        <Button
          type="button"
          size="small"
          outlined
          label={t('offers.checklist.request')}
          aria-label={`${t('offers.checklist.request')}: ${label}`}
          disabled={busy}
          onClick={() => void act({ action: 'request', note: '', document_ids: [] })}
        />
      ) : null}
      {!isSeller && !held && entry.state === 'answered' ? (
        <div className="bz-checklist__actions">
          <Button
            type="button"
            size="small"
            severity="success"
            label={t('offers.checklist.verify')}
            aria-label={`${t('offers.checklist.verify')}: ${label}`}
            disabled={busy}
            onClick={() => void act({ action: 'verify', note: '', document_ids: [] })}
          />
          <Button
            type="button"
            size="small"
            outlined
            label={t('offers.checklist.requestAgain')}
            aria-label={`${t('offers.checklist.requestAgain')}: ${label}`}
            disabled={busy}
            onClick={() => void act({ action: 'request', note: '', document_ids: [] })}
          />
        </div>
      ) : null}
      {isSeller && entry.state === 'requested' ? (
        <form
          className="bz-checklist__answer"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void act({ action: 'answer', note, document_ids: chosen });
          }}
        >
          <label htmlFor={`${id}-note`}>{t('offers.checklist.answerLabel', { item: label })}</label>
          <InputTextarea
            id={`${id}-note`}
            value={note}
            rows={2}
            maxLength={DUE_DILIGENCE_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <DocumentPicker documents={pickable} chosen={chosen} onChange={setChosen} error={documentsError} />
          <Button type="submit" size="small" label={t('offers.checklist.answer')} disabled={busy} />
        </form>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="bz-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** The seller's: the documents of the data room the dialog's buyer may open (none until it loads; the buyer: none). */
function usePickableDocuments(dialog: Dialog): DataRoomDocument[] {
  const room = useDataRoom(dialog.id, dialog.is_seller);
  if (!room.data || room.data.role !== 'seller') return [];
  const { access } = room.data;
  return room.data.folders.flatMap((folder) => folder.documents).filter((document) => opensFor(access, document.visibility));
}

/**
 * The deal's shared due-diligence checklist (issue #30 §3), with its progress. While another buyer's
 * exclusivity holds the listing, the buyer reads it without actions (the banner says why).
 */
export function ChecklistSection({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('messaging');
  const checklist = useChecklist(dialog.id);
  const held = useUnderOfferUntil(dialog.id) !== null;
  const act = useActOnChecklist(dialog.id);
  const pickable = usePickableDocuments(dialog);
  if (!checklist.data) return null;
  const { items, verified, total } = checklist.data;
  const progress = t('offers.checklist.progress', { verified, total });
  return (
    <section className="bz-checklist" aria-labelledby={`bz-checklist-${dialog.id}`}>
      <h3 id={`bz-checklist-${dialog.id}`} className="bz-offers__title">
        {t('offers.checklist.title')}
      </h3>
      <p className="bz-checklist__progress">{progress}</p>
      <ProgressBar value={Math.round((verified / total) * 100)} showValue={false} aria-label={progress} style={{ height: '6px' }} />
      <ul className="bz-checklist__items">
        {items.map((entry) => (
          <ChecklistRow
            key={entry.item}
            entry={entry}
            isSeller={dialog.is_seller}
            held={held}
            busy={act.isPending}
            pickable={pickable}
            onAct={(body) => act.mutateAsync({ item: entry.item, ...body })}
          />
        ))}
      </ul>
    </section>
  );
}
