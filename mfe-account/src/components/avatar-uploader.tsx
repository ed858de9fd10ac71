import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { FieldError } from './field-error';
import { isValidImageContent } from './image-content';
import './avatar-uploader.css';

/** Spec §9: the avatar preview is 114 pixels square. */
export const AVATAR_PREVIEW_PX = 114;
/** What the file picker offers (spec §2: '.jpg, .png files only'). */
export const AVATAR_ACCEPT = '.jpg,.jpeg,.png';
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * A courtesy check before uploading: JPEG or PNG by type (or by name when the browser gives no type).
 * The server checks the content and has the last word.
 */
export function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return ACCEPTED_TYPES.has(file.type);
  return /\.(jpe?g|png)$/i.test(file.name);
}

/** An object URL for the chosen file while it is shown, revoked afterwards. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL belongs to the file: made and revoked with it
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

interface AvatarUploaderProps {
  /** Id of the file input; errors are `${id}-error`, the hint `${id}-hint`. */
  id: string;
  /** The saved picture (a URL), or null when there is none (the default avatar counts as none). */
  currentUrl: string | null;
  /** A newly chosen file, not saved yet. */
  file: File | null;
  /** The saved picture is to be deleted on save. */
  deleted: boolean;
  onChoose: (file: File) => void;
  onDelete: () => void;
  /** Messages for the picture (the server's `file` errors). */
  errors?: string[];
}

/** Picture with a 114 px preview, an upload button (JPEG/PNG) and a delete button. */
export function AvatarUploader({ id, currentUrl, file, deleted, onChoose, onDelete, errors }: AvatarUploaderProps) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const fileUrl = useObjectUrl(file);
  const shown = fileUrl ?? (deleted ? null : currentUrl);
  // The same words from the browser's check and the server's are said once.
  const messages = localError ? [localError, ...(errors ?? []).filter((message) => message !== localError)] : errors;
  const invalid = Boolean(messages?.length);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again is a change too.
    event.target.value = '';
    if (!chosen) return;
    // By name and type first, then by content: a PDF renamed .png is refused now, not after saving.
    if (!isAcceptedImage(chosen) || !(await isValidImageContent(chosen))) {
      setLocalError(t('avatar.invalid'));
      return;
    }
    setLocalError(null);
    onChoose(chosen);
  };

  return (
    <div className="bz-avatar-upload" role="group" aria-labelledby={`${id}-label`}>
      <div className="bz-avatar-upload__preview" style={{ width: AVATAR_PREVIEW_PX, height: AVATAR_PREVIEW_PX }}>
        {shown ? (
          <img src={shown} alt={t('avatar.preview')} width={AVATAR_PREVIEW_PX} height={AVATAR_PREVIEW_PX} />
        ) : (
          <span className="pi pi-user" role="img" aria-label={t('avatar.none')} />
        )}
      </div>
      <div className="bz-avatar-upload__body">
        <span id={`${id}-label`} className="bz-avatar-upload__label">
          {t('avatar.label')}
        </span>
        <div className="bz-avatar-upload__actions">
          <Button
            type="button"
            size="small"
            icon="pi pi-upload"
            label={t('avatar.upload')}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          />
          {shown ? (
            <Button
              type="button"
              size="small"
              icon="pi pi-trash"
              label={t('avatar.delete')}
              severity="secondary"
              outlined
              onClick={() => {
                setLocalError(null);
                onDelete();
              }}
            />
          ) : null}
        </div>
        <small id={`${id}-hint`} className="bz-field__hint">
          {t('avatar.hint')}
        </small>
        <FieldError id={`${id}-error`} messages={messages} />
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={AVATAR_ACCEPT}
        hidden
        aria-label={t('avatar.file')}
        aria-invalid={invalid}
        onChange={(event) => void choose(event)}
      />
    </div>
  );
}
