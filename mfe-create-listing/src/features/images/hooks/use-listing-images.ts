import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListingImage } from '@bizmarkt/shared/contract';
import { deleteListingImage } from '../api/delete-listing-image';
import { reorderListingImages } from '../api/reorder-listing-images';

/** `from` moved to `to`, the others shifted. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The listing's images as the server last answered them. A move shows at once and is sent; when the
 * server refuses it, the list goes back (the error catalogue says why). `onChange` hears every answer.
 */
export function useListingImages(businessId: number, initialImages: readonly ListingImage[], onChange?: (images: ListingImage[]) => void) {
  const [images, setImages] = useState<ListingImage[]>(() => [...initialImages]);
  const [busy, setBusy] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const accept = useCallback((answer: ListingImage[]) => {
    setImages(answer);
    onChangeRef.current?.(answer);
  }, []);

  const move = useCallback(
    async (from: number, to: number) => {
      if (from === to || to < 0 || to >= images.length) return;
      const before = images;
      const next = moved(images, from, to);
      setImages(next);
      setBusy(true);
      try {
        accept(
          (
            await reorderListingImages(
              businessId,
              next.map((image) => image.id),
            )
          ).images,
        );
      } catch {
        setImages(before);
      } finally {
        setBusy(false);
      }
    },
    [accept, businessId, images],
  );

  const remove = useCallback(
    async (imageId: number) => {
      setBusy(true);
      try {
        accept((await deleteListingImage(businessId, imageId)).images);
      } catch {
        // The error catalogue tells the user; the image stays listed.
      } finally {
        setBusy(false);
      }
    },
    [accept, businessId],
  );

  return { images, busy, move, remove, accept };
}
