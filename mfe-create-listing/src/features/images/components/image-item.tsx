import type { DragEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { ListingImage } from '@bizmarkt/shared/contract';

interface ImageItemProps {
  image: ListingImage;
  index: number;
  count: number;
  busy: boolean;
  dragged: boolean;
  onMove(from: number, to: number): void;
  onRemove(image: ListingImage): void;
  onDragStart(index: number): void;
  onDropOn(index: number): void;
}

/**
 * A stored image: its thumbnail, "Cover" on the first, move up/down (the keyboard's reorder), remove.
 * Buttons stay enabled while a change is sent (a disabled button would drop the keyboard's focus);
 * the field ignores clicks meanwhile.
 */
export function ImageItem({ image, index, count, busy, dragged, onMove, onRemove, onDragStart, onDropOn }: ImageItemProps) {
  const { t } = useTranslation('createListing');
  const n = index + 1;
  const allowDrop = (event: DragEvent) => {
    if (event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
  };
  return (
    <li
      className={`bz-images__item${dragged ? ' bz-images__item--dragged' : ''}`}
      data-image-id={image.id}
      draggable={!busy}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(image.id));
        onDragStart(index);
      }}
      onDragOver={allowDrop}
      onDrop={(event) => {
        if (event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        onDropOn(index);
      }}
    >
      <img className="bz-images__thumb" src={image.thumb_url} alt={t('images.alt', { n })} width={160} height={120} draggable={false} />
      <span className="bz-images__position">{index === 0 ? <Tag value={t('images.cover')} /> : n}</span>
      <span className="bz-images__actions">
        <Button
          type="button"
          icon="pi pi-arrow-up"
          text
          data-move="up"
          aria-label={t('images.moveUp', { n })}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        />
        <Button
          type="button"
          icon="pi pi-arrow-down"
          text
          data-move="down"
          aria-label={t('images.moveDown', { n })}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        />
        <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={t('images.remove', { n })} onClick={() => onRemove(image)} />
      </span>
    </li>
  );
}
