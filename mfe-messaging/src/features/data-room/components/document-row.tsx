import { useTranslation } from '@bizmarkt/shared/translation';
import { apiUrl, useLocale } from '@bizmarkt/shared';
import { formatDate, formatNumber } from '@bizmarkt/shared/locale';
import { XLSX_CONTENT_TYPE, type DataRoomDocument } from '@bizmarkt/shared/contract';
import { Button } from 'primereact/button';
import { sizeParts, visibilityKey } from '../lib/document-labels';

const isSpreadsheet = (document: Pick<DataRoomDocument, 'content_type'>) => document.content_type === XLSX_CONTENT_TYPE;

interface DocumentRowProps {
  document: DataRoomDocument;
  isSeller: boolean;
  /** The listing asks for an NDA (else `nda` reads "buyers in conversation": decision 0254). */
  listingNda: boolean;
  onDelete: (id: number) => void;
  deleting: boolean;
}

/** One document: its name, who may open it, its size and upload date, and the links (the seller also deletes). */
export function DocumentRow({ document, isSeller, listingNda, onDelete, deleting }: DocumentRowProps) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const lang = locale === 'de' ? 'de' : 'en';
  const link = (download: boolean) => apiUrl(`${document.url}?${download ? 'download=1&' : ''}lang=${lang}`);
  const size = sizeParts(document.size);
  return (
    <li className="bz-dataroom__doc">
      <span className="bz-dataroom__name">{document.name}</span>
      <span className={`bz-dataroom__badge bz-dataroom__badge--${document.visibility}`}>{t(visibilityKey(document.visibility, listingNda))}</span>
      <span className="bz-dataroom__meta">
        {t('dataRoom.documentMeta', {
          size: t(`dataRoom.size.${size.unit}`, { value: formatNumber(size.value, locale, { decimals: size.decimals }) }),
          date: formatDate(document.created_at, locale),
        })}
      </span>
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
            disabled={deleting}
            onClick={() => onDelete(document.id)}
          />
        ) : null}
      </span>
    </li>
  );
}
