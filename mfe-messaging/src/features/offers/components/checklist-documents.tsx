import { useId } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { apiUrl, useLocale } from '@bizmarkt/shared';
import { XLSX_CONTENT_TYPE, type ChecklistDocument, type DataRoomDocument } from '@bizmarkt/shared/contract';

/**
 * The data-room documents an answer points at (decision 0220): a link through the data room (its
 * access checks, watermark and log) when the reader's access opens it, else its name marked locked.
 */
export function AttachedDocuments({ documents, isSeller }: { documents: ChecklistDocument[]; isSeller: boolean }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const id = useId();
  if (documents.length === 0) return null;
  return (
    <div className="bz-checklist__documents">
      <span id={`${id}-title`} className="bz-checklist__documents-title">
        {t('offers.checklist.attached')}
      </span>
      <ul aria-labelledby={`${id}-title`}>
        {documents.map((document) => (
          <li key={document.id}>
            {document.url ? (
              <a
                href={apiUrl(`${document.url}?${document.content_type === XLSX_CONTENT_TYPE ? 'download=1&' : ''}lang=${locale === 'de' ? 'de' : 'en'}`)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {document.name}
              </a>
            ) : (
              <span className="bz-checklist__locked">
                <i className="pi pi-lock" aria-hidden="true" />{' '}
                {t(isSeller ? 'offers.checklist.lockedSeller' : 'offers.checklist.locked', { name: document.name })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The seller's choice of documents for an answer: only those the dialog's buyer may open. */
export function DocumentPicker({
  documents,
  chosen,
  onChange,
  error,
}: {
  documents: DataRoomDocument[];
  chosen: number[];
  onChange: (ids: number[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('messaging');
  const id = useId();
  return (
    <fieldset className="bz-checklist__picker" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>{t('offers.checklist.documents')}</legend>
      <small id={`${id}-hint`}>{documents.length === 0 ? t('offers.checklist.noDocuments') : t('offers.checklist.documentsHint')}</small>
      {documents.map((document) => (
        <label key={document.id} className="bz-checklist__pick">
          <input
            type="checkbox"
            checked={chosen.includes(document.id)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, document.id] : chosen.filter((value) => value !== document.id))}
          />{' '}
          {document.folder} / {document.name}
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="bz-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
