import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { LISTING_IMAGE_ACCEPT } from '@bizmarkt/shared/contract';

interface ImageDropZoneProps {
  onFiles(files: File[]): void;
  disabled: boolean;
  describedBy: string;
}

/** Files dragged from the desktop, or chosen with the button (the keyboard's way in). */
export function ImageDropZone({ onFiles, disabled, describedBy }: ImageDropZoneProps) {
  const { t } = useTranslation('createListing');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const isFileDrag = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const onDragOver = (event: DragEvent) => {
    if (disabled || !isFileDrag(event)) return;
    event.preventDefault();
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    if (!isFileDrag(event)) return;
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div className={`bz-images__drop${over ? ' bz-images__drop--over' : ''}`} onDragOver={onDragOver} onDragLeave={() => setOver(false)} onDrop={onDrop}>
      <span aria-hidden="true">{t('images.drop')}</span>
      <Button
        type="button"
        icon="pi pi-upload"
        label={t('images.choose')}
        outlined
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={LISTING_IMAGE_ACCEPT.join(',')}
        aria-label={t('images.inputLabel')}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file may be chosen again after a failure.
          event.target.value = '';
        }}
      />
    </div>
  );
}
