import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatDate, formatMessageDate } from '@bizmarkt/shared/locale';
import type { DataRoomResponse, Dialog } from '@bizmarkt/shared/contract';
import { useDataRoom, useDataRoomActions } from '../api/data-room';
import { useDataRoomEvents } from '../hooks/use-data-room-events';
import { BuyerAccessList } from './buyer-access-list';
import { DocumentRow } from './document-row';
import { UploadForm } from './upload-form';
import './data-room.css';

function AccessLog({ room }: { room: DataRoomResponse }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  return (
    <div className="bz-dataroom__log">
      <h4>{t('dataRoom.log.title')}</h4>
      {room.log.length === 0 ? (
        <p>{t('dataRoom.log.empty')}</p>
      ) : (
        <ul>
          {room.log.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.created_at}>{formatMessageDate(entry.created_at, locale)}</time>{' '}
              {t(`dataRoom.log.${entry.action}`, { buyer: entry.buyer_name || entry.buyer_email, email: entry.buyer_email, document: entry.document_name })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The data room of the deal (issue #30 §2): the seller manages it, the buyer opens what their access allows. */
export function DataRoomSection({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const query = useDataRoom(dialog.id);
  const actions = useDataRoomActions(dialog.id);
  // The seller's changes and new documents arrive without a reload (the stream, else the poll ladder).
  useDataRoomEvents(dialog.id);
  const room = query.data;
  if (!room) return <p>{query.isError ? t('dataRoom.unavailable') : t('dataRoom.loading')}</p>;
  const isSeller = room.role === 'seller';
  return (
    <div className="bz-dataroom">
      {isSeller ? null : (
        <p className="bz-dataroom__reason">
          {t(`dataRoom.reason.buyer.${room.access.reason}`, { until: room.access.paused_until ? formatDate(room.access.paused_until, locale) : '' })}
        </p>
      )}
      {room.folders.length === 0 ? (
        <p>{isSeller ? t('dataRoom.emptySeller') : t('dataRoom.emptyBuyer')}</p>
      ) : (
        room.folders.map((folder) => (
          <section key={folder.name} className="bz-dataroom__folder" aria-label={folder.name}>
            <h3>{folder.name}</h3>
            <ul>
              {folder.documents.map((document) => (
                <DocumentRow
                  key={document.id}
                  document={document}
                  isSeller={isSeller}
                  listingNda={room.listing_nda}
                  deleting={actions.remove.isPending}
                  onDelete={(id) => actions.remove.mutate(id)}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {isSeller ? (
        <>
          <UploadForm room={room} actions={actions} />
          <BuyerAccessList dialogId={dialog.id} />
          <AccessLog room={room} />
        </>
      ) : null}
    </div>
  );
}
