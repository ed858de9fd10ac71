import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { LISTING_IMAGE_MAX_BYTES, LISTING_IMAGES_MAX, type ListingImage, type ListingImageUploadResponse } from '@bizmarkt/shared/contract';
import { useImageUploads } from '../hooks/use-image-uploads';
import { useListingImages } from '../hooks/use-listing-images';
import { ImageDropZone } from './image-drop-zone';
import { ImageItem } from './image-item';
import { UploadRow } from './upload-row';
import './listing-images-field.css';

export interface ListingImagesFieldProps {
  /** The draft's id: images belong to a saved listing. */
  businessId: number;
  /** The listing's images as loaded (the listing answer's `images`, in order). */
  images: readonly ListingImage[];
  /** Every list the server confirmed (after an upload, a removal, a new order), e.g. to update the listing's cache. */
  onChange?: (images: ListingImage[]) => void;
}

/**
 * The description step's images (issue #10): up to 10, chosen or dropped, each uploaded with its own
 * progress bar and error; reordered by drag or by the move buttons; the first is the cover.
 */
export function ListingImagesField({ businessId, images: initialImages, onChange }: ListingImagesFieldProps) {
  const { t } = useTranslation('createListing');
  const hintId = useId();
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; direction: 'up' | 'down' } | null>(null);
  const { images, busy, move, remove, accept } = useListingImages(businessId, initialImages, onChange);
  const onUploaded = useCallback((answer: ListingImageUploadResponse) => accept(answer.images), [accept]);
  const { uploads, addFiles, dismiss } = useImageUploads(businessId, images.length, onUploaded);

  const moveImage = (from: number, to: number) => {
    if (busy || to < 0 || to >= images.length) return;
    const image = images[from]!;
    setFocusAfterMove({ id: image.id, direction: to < from ? 'up' : 'down' });
    setAnnouncement(t('images.moved', { n: to + 1 }));
    void move(from, to);
  };

  // The moved image keeps the keyboard's focus: on the same move button, or the other one at an end.
  useEffect(() => {
    if (!focusAfterMove) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-image-id="${focusAfterMove.id}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.direction === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the focus moves once the DOM shows the moved image; the request is then spent
    setFocusAfterMove(null);
  }, [focusAfterMove, images]);

  const removeImage = (image: ListingImage) => {
    if (busy) return;
    setAnnouncement(t('images.removed'));
    void remove(image.id).then(() => list.current?.closest('fieldset')?.querySelector<HTMLButtonElement>('.bz-images__drop button')?.focus());
  };

  const full = images.length >= LISTING_IMAGES_MAX;
  return (
    <fieldset className="bz-images">
      <legend className="bz-images__legend">{t('images.legend')}</legend>
      <p id={hintId} className="bz-images__hint">
        {t('images.hint', { max: LISTING_IMAGES_MAX, mb: LISTING_IMAGE_MAX_BYTES / 1024 / 1024 })}
      </p>
      <ImageDropZone onFiles={addFiles} disabled={full} describedBy={hintId} />
      {uploads.length > 0 && (
        <ul className="bz-images__uploads" aria-label={t('images.uploads')}>
          {uploads.map((upload) => (
            <UploadRow key={upload.key} upload={upload} onDismiss={dismiss} />
          ))}
        </ul>
      )}
      <p className="bz-images__count">{t('images.count', { n: images.length, max: LISTING_IMAGES_MAX })}</p>
      {images.length > 0 && (
        <ol ref={list} className="bz-images__list" aria-label={t('images.list')}>
          {images.map((image, index) => (
            <ImageItem
              key={image.id}
              image={image}
              index={index}
              count={images.length}
              busy={busy}
              dragged={dragFrom === index}
              onMove={moveImage}
              onRemove={removeImage}
              onDragStart={setDragFrom}
              onDropOn={(to) => {
                if (dragFrom !== null) moveImage(dragFrom, to);
                setDragFrom(null);
              }}
            />
          ))}
        </ol>
      )}
      <p role="status" className="bz-images__sr">
        {announcement}
      </p>
    </fieldset>
  );
}
