import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { ApiError } from '@bizmarkt/shared';
import { LISTING_IMAGE_ACCEPT, LISTING_IMAGE_MAX_BYTES, LISTING_IMAGES_MAX, type ListingImageUploadResponse } from '@bizmarkt/shared/contract';
import { uploadListingImage } from '../api/upload-listing-image';

export interface PendingUpload {
  key: string;
  name: string;
  /** 0…1 while sending. */
  progress: number;
  status: 'waiting' | 'uploading' | 'failed';
  error?: string;
}

let sequence = 0;

/**
 * Files chosen or dropped: checked here first (type, size, room left), then sent one after the other
 * in the order chosen (so the positions follow the choice), each with its own progress; a file that
 * fails stays listed with its error until dismissed. Leaving the page cancels what is still sending.
 */
export function useImageUploads(businessId: number, imageCount: number, onUploaded: (answer: ListingImageUploadResponse) => void) {
  const { t } = useTranslation('createListing');
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const controller = useRef(new AbortController());
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);

  const update = useCallback((key: string, changes: Partial<PendingUpload>) => {
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...changes } : upload)));
  }, []);

  const send = useCallback(
    async (key: string, file: File) => {
      if (controller.current.signal.aborted) return;
      update(key, { status: 'uploading' });
      try {
        const answer = await uploadListingImage(businessId, file, (progress) => update(key, { progress }), controller.current.signal);
        setUploads((all) => all.filter((upload) => upload.key !== key));
        onUploadedRef.current(answer);
      } catch (error) {
        if (controller.current.signal.aborted) return;
        const message = error instanceof ApiError && error.status === 422 ? (error.fieldErrors.file?.[0] ?? error.message) : t('images.uploadFailed');
        update(key, { status: 'failed', error: message });
      }
    },
    [businessId, t, update],
  );

  /** What is wrong with the file before sending it, or null. */
  const problemOf = useCallback(
    (file: File, slotTaken: boolean): string | null => {
      if (!(LISTING_IMAGE_ACCEPT as readonly string[]).includes(file.type)) return t('images.wrongType');
      if (file.size > LISTING_IMAGE_MAX_BYTES) return t('images.tooLarge', { mb: LISTING_IMAGE_MAX_BYTES / 1024 / 1024 });
      if (slotTaken) return t('images.tooMany', { max: LISTING_IMAGES_MAX });
      return null;
    },
    [t],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const active = uploads.filter((upload) => upload.status !== 'failed').length;
      let room = LISTING_IMAGES_MAX - imageCount - active;
      const added: PendingUpload[] = [];
      for (const file of files) {
        sequence += 1;
        const key = `upload-${sequence}`;
        const problem = problemOf(file, room <= 0);
        added.push({ key, name: file.name, progress: 0, status: problem ? 'failed' : 'waiting', ...(problem ? { error: problem } : {}) });
        if (problem) continue;
        room -= 1;
        queue.current = queue.current.then(() => send(key, file));
      }
      setUploads((all) => [...all, ...added]);
    },
    [imageCount, problemOf, send, uploads],
  );

  const dismiss = useCallback((key: string) => setUploads((all) => all.filter((upload) => upload.key !== key)), []);

  return { uploads, addFiles, dismiss };
}
