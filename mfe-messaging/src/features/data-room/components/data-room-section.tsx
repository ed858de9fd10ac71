import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { apiUrl, isApiError, useLocale } from '@bizmarkt/shared';
import { formatMessageDate } from '@bizmarkt/shared/locale';
import {
  DATA_ROOM_FOLDER_MAX,
  XLSX_CONTENT_TYPE,
  type DataRoomDocument,
  type DataRoomResponse,
  type DataRoomVisibility,
  type Dialog,
} from '@bizmarkt/shared/contract';
import { Button } from 'primereact/button';
import { useDataRoom, useDataRoomActions } from '../api/data-room';
import { useDataRoomEvents } from '../hooks/use-data-room-events';
import { BuyerAccessList } from './buyer-access-list';
import './data-room.css';

type Actions = ReturnType<typeof useDataRoomActions>;

const isSpreadsheet = (document: Pick<DataRoomDocument, 'content_type'>) => document.content_type === XLSX_CONTENT_TYPE;

function DocumentRow({ document, isSeller, lang, actions }: { document: DataRoomDocument; isSeller: boolean; lang: string; actions: Actions }) {
  const { t } = useTranslation('messaging');
  const link = (download: boolean) => apiUrl(`${document.url}?${download ? 'download=1&' : ''}lang=${lang}`);
  return (
    <li className="bz-dataroom__doc">
      <span className="bz-dataroom__name">{document.name}</span>
      <span className={`bz-dataroom__badge bz-dataroom__badge--${document.visibility}`}>{t(`dataRoom.visibility.${document.visibility}`)}</span>
      <span className="bz-dataroom__links">
        {/* A spreadsheet is only ever downloaded (decision 0223): no 'Open'. */}
        {isSpreadsheet(document) ? null : (
          <a href={link(false)} target="_blank" rel="noopener noreferrer" aria-label={`${t('dataRoom.open')}: ${document.name}`}>
            {t('dataRoom.open')}
          </a>
        )}
        <a href={link(true)} aria-label={`${t('dataRoom.download')}: ${document.name}`}>
          {t('dataRoom.download')}
        </a>
        {isSeller ? (
          <Button
            type="button"
            size="small"
            text
            severity="danger"
            label={t('dataRoom.delete')}
            aria-label={`${t('dataRoom.delete')}: ${document.name}`}
            disabled={actions.remove.isPending}
            onClick={() => actions.remove.mutate(document.id)}
          />
        ) : null}
      </span>
    </li>
  );
}

function UploadForm({ room, actions }: { room: DataRoomResponse; actions: Actions }) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [folder, setFolder] = useState('');
  const [visibility, setVisibility] = useState<DataRoomVisibility>('nda');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const missing: Record<string, string> = {};
    if (!file) missing.document = t('dataRoom.upload.fileRequired');
    if (folder.trim() === '') missing.folder = t('dataRoom.upload.folderRequired');
    setErrors(missing);
    if (!file || Object.keys(missing).length > 0) return;
    try {
      await actions.upload.mutateAsync({ file, folder: folder.trim(), visibility });
      setFile(null);
      (event.target as HTMLFormElement).reset();
      setDone(true);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      const fields = failure.fieldErrors;
      setErrors({
        ...(fields.document?.[0] ? { document: fields.document[0] } : {}),
        ...(fields.folder?.[0] ? { folder: fields.folder[0] } : {}),
        ...(fields.visibility?.[0] ? { visibility: fields.visibility[0] } : {}),
        ...(Object.keys(fields).length === 0 ? { document: failure.message } : {}),
      });
    }
  };

  const described = (field: string) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});
  const error = (field: string) =>
    errors[field] ? (
      <small id={`${id}-${field}-error`} className="bz-dataroom__error">
        {errors[field]}
      </small>
    ) : null;

  return (
    <form className="bz-dataroom__upload" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('dataRoom.upload.title')}</h4>
      <label htmlFor={`${id}-file`}>{t('dataRoom.upload.file')}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept={`application/pdf,image/jpeg,image/png,text/csv,.csv,${XLSX_CONTENT_TYPE},.xlsx`}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        {...described('document')}
      />
      <small>{t('dataRoom.upload.types')}</small>
      <small>{t('dataRoom.upload.xlsxNote')}</small>
      {error('document')}
      <label htmlFor={`${id}-folder`}>{t('dataRoom.upload.folder')}</label>
      <input
        id={`${id}-folder`}
        className="p-inputtext"
        list={`${id}-folders`}
        maxLength={DATA_ROOM_FOLDER_MAX}
        value={folder}
        onChange={(event) => setFolder(event.target.value)}
        {...described('folder')}
      />
      <datalist id={`${id}-folders`}>
        {[...new Set([...room.folders.map((entry) => entry.name), ...room.suggested_folders])].map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {error('folder')}
      <fieldset className="bz-dataroom__choice" {...described('visibility')}>
        <legend>{t('dataRoom.upload.visibility')}</legend>
        {(['nda', 'loi'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={`${id}-visibility`} value={value} checked={visibility === value} onChange={() => setVisibility(value)} />{' '}
            {t(`dataRoom.visibility.${value}`)}
          </label>
        ))}
      </fieldset>
      {error('visibility')}
      <Button type="submit" icon="pi pi-upload" label={t('dataRoom.upload.submit')} loading={actions.upload.isPending} />
      <p role="status" className="bz-dataroom__status">
        {done ? t('dataRoom.upload.done') : ''}
      </p>
    </form>
  );
}

function AccessLog({ room }: { room: DataRoomResponse }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  return (
    <div className="bz-dataroom__log">
      <h4>{t('dataRoom.log.title')}</h4>
      {room.log.length === 0 ? (
        <p>{t('dataRoom.log.empty')}</p>
      ) : (
        <ul>
          {room.log.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.created_at}>{formatMessageDate(entry.created_at, locale)}</time>{' '}
              {t(`dataRoom.log.${entry.action}`, { buyer: entry.buyer_name || entry.buyer_email, email: entry.buyer_email, document: entry.document_name })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The data room of the deal (issue #30 §2): the seller manages it, the buyer opens what their access allows. */
export function DataRoomSection({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const lang = locale === 'de' ? 'de' : 'en';
  const query = useDataRoom(dialog.id);
  const actions = useDataRoomActions(dialog.id);
  // The seller's changes and new documents arrive without a reload (the stream, else the poll ladder).
  useDataRoomEvents(dialog.id);
  const room = query.data;
  if (!room) return <p>{query.isError ? t('dataRoom.unavailable') : t('dataRoom.loading')}</p>;
  const isSeller = room.role === 'seller';
  return (
    <div className="bz-dataroom">
      {isSeller ? null : <p className="bz-dataroom__reason">{t(`dataRoom.reason.buyer.${room.access.reason}`)}</p>}
      {room.folders.length === 0 ? (
        <p>{isSeller ? t('dataRoom.emptySeller') : t('dataRoom.emptyBuyer')}</p>
      ) : (
        room.folders.map((folder) => (
          <section key={folder.name} className="bz-dataroom__folder" aria-label={folder.name}>
            <h3>{folder.name}</h3>
            <ul>
              {folder.documents.map((document) => (
                <DocumentRow key={document.id} document={document} isSeller={isSeller} lang={lang} actions={actions} />
              ))}
            </ul>
          </section>
        ))
      )}
      {isSeller ? (
        <>
          <UploadForm room={room} actions={actions} />
          <BuyerAccessList dialogId={dialog.id} />
          <AccessLog room={room} />
        </>
      ) : null}
    </div>
  );
}
