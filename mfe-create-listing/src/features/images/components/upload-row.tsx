import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import type { PendingUpload } from '../hooks/use-image-uploads';

/** One file on its way: waiting, its progress bar, or its error with a button to dismiss it. */
export function UploadRow({ upload, onDismiss }: { upload: PendingUpload; onDismiss(key: string): void }) {
  const { t } = useTranslation('createListing');
  return (
    <li className={`bz-images__upload${upload.status === 'failed' ? ' bz-images__upload--failed' : ''}`}>
      <span className="bz-images__upload-name">{upload.name}</span>
      {upload.status === 'failed' ? (
        <>
          <span role="alert" className="bz-images__upload-error">
            {upload.error}
          </span>
          <Button type="button" icon="pi pi-times" text rounded aria-label={t('images.dismiss', { name: upload.name })} onClick={() => onDismiss(upload.key)} />
        </>
      ) : (
        <ProgressBar
          className="bz-images__progress"
          value={Math.round(upload.progress * 100)}
          showValue={false}
          aria-label={upload.status === 'waiting' ? t('images.waiting', { name: upload.name }) : t('images.uploading', { name: upload.name })}
        />
      )}
    </li>
  );
}
