import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { isApiError } from '@bizmarkt/shared';
import { DATA_ROOM_FOLDER_MAX, DATA_ROOM_VISIBILITIES, XLSX_CONTENT_TYPE, type DataRoomResponse, type DataRoomVisibility } from '@bizmarkt/shared/contract';
import { Button } from 'primereact/button';
import { RadioButton } from 'primereact/radiobutton';
import type { useDataRoomActions } from '../api/data-room';
import { visibilityKey } from '../lib/document-labels';

type Actions = ReturnType<typeof useDataRoomActions>;

/**
 * The seller's upload: a file (the native input kept for the keyboard and screen readers, shown as
 * the site's button with translated words), a folder (suggested names offered) and who may open it.
 */
export function UploadForm({ room, actions }: { room: DataRoomResponse; actions: Actions }) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
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
      if (fileInput.current) fileInput.current.value = '';
      setFolder('');
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

  const describedBy = (field: string, ...more: string[]) => [errors[field] ? `${id}-${field}-error` : '', ...more].filter(Boolean).join(' ') || undefined;
  const invalid = (field: string) => (errors[field] ? true : undefined);
  const error = (field: string) =>
    errors[field] ? (
      <small id={`${id}-${field}-error`} className="bz-dataroom__error">
        {errors[field]}
      </small>
    ) : null;

  return (
    <form className="bz-dataroom__upload" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('dataRoom.upload.title')}</h4>
      <span id={`${id}-file-label`} className="bz-dataroom__label">
        {t('dataRoom.upload.file')}
      </span>
      <span className="bz-dataroom__file">
        <input
          ref={fileInput}
          id={`${id}-file`}
          className="bz-dataroom__file-input"
          type="file"
          accept={`application/pdf,image/jpeg,image/png,text/csv,.csv,${XLSX_CONTENT_TYPE},.xlsx`}
          aria-labelledby={`${id}-file-label`}
          aria-describedby={describedBy('document', `${id}-file-name`, `${id}-file-types`)}
          aria-invalid={invalid('document')}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {/* The visible button is the input's label: a click or the picker opened from the focused input. */}
        <label htmlFor={`${id}-file`} className="p-button p-button-outlined p-button-sm bz-dataroom__file-button" aria-hidden="true">
          <span className="pi pi-paperclip" />
          <span>{t('dataRoom.upload.choose')}</span>
        </label>
        <span id={`${id}-file-name`} className="bz-dataroom__file-name">
          {file ? file.name : t('dataRoom.upload.noFile')}
        </span>
      </span>
      <small id={`${id}-file-types`}>{t('dataRoom.upload.types')}</small>
      <small>{t('dataRoom.upload.xlsxNote')}</small>
      {error('document')}
      <label htmlFor={`${id}-folder`} className="bz-dataroom__label">
        {t('dataRoom.upload.folder')}
      </label>
      <input
        id={`${id}-folder`}
        className="p-inputtext"
        list={`${id}-folders`}
        maxLength={DATA_ROOM_FOLDER_MAX}
        value={folder}
        aria-describedby={describedBy('folder')}
        aria-invalid={invalid('folder')}
        onChange={(event) => setFolder(event.target.value)}
      />
      <datalist id={`${id}-folders`}>
        {[...new Set([...room.folders.map((entry) => entry.name), ...room.suggested_folders])].map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {error('folder')}
      <fieldset className="bz-dataroom__choice" aria-describedby={describedBy('visibility', room.listing_nda ? '' : `${id}-no-nda`)}>
        <legend className="bz-dataroom__label">{t('dataRoom.upload.visibility')}</legend>
        {DATA_ROOM_VISIBILITIES.map((value) => (
          <span key={value} className="bz-dataroom__radio">
            <RadioButton
              inputId={`${id}-visibility-${value}`}
              name={`${id}-visibility`}
              value={value}
              checked={visibility === value}
              onChange={() => setVisibility(value)}
            />
            <label htmlFor={`${id}-visibility-${value}`}>{t(visibilityKey(value, room.listing_nda))}</label>
          </span>
        ))}
      </fieldset>
      {room.listing_nda ? null : (
        <small id={`${id}-no-nda`} className="bz-dataroom__hint">
          {t('dataRoom.upload.noNdaNote')}
        </small>
      )}
      {error('visibility')}
      <Button type="submit" icon="pi pi-upload" label={t('dataRoom.upload.submit')} loading={actions.upload.isPending} />
      <p role="status" className="bz-dataroom__status">
        {done ? t('dataRoom.upload.done') : ''}
      </p>
    </form>
  );
}
