import { useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { BusinessView } from '../types/business-view';
import { ListingCover } from '../../listing-card';

/**
 * The cover (first image) large, the others as thumbnail buttons that show them in its place. Without
 * images the listing's drawn cover (its hue and its category's motif, as on its card; decision 0168)
 * keeps the layout, decorative: the title names the listing.
 */
export function ImageGallery({ view }: { view: BusinessView }) {
  const { t } = useTranslation('listingsDetails');
  const [selected, setSelected] = useState(0);
  const images = view.images;
  if (images.length === 0) {
    return (
      <div className="bz-gallery bz-gallery--empty">
        <ListingCover id={view.id} categoryId={view.categoryId} className="bz-gallery__main" />
      </div>
    );
  }
  const current = images[Math.min(selected, images.length - 1)]!;
  return (
    <div className="bz-gallery">
      <img className="bz-gallery__main" src={current.url} alt={t('details.gallery.imageAlt', { name: view.name, index: selected + 1, count: images.length })} />
      {images.length > 1 ? (
        <ul className="bz-gallery__thumbs" aria-label={t('details.gallery.thumbnails')}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className="bz-gallery__thumb"
                aria-pressed={index === selected}
                aria-label={t('details.gallery.show', { index: index + 1 })}
                onClick={() => setSelected(index)}
              >
                <img src={image.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
