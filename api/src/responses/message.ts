import type { Message } from '@bizmarkt/shared/contract';
import type { MessageRow } from '../db/schema';

/**
 * The API's shape of a message (spec §3 Message) for one reader: the author is told as `is_mine`,
 * never as an id (a masked seller's id would name her; issue #27).
 */
export function toMessage(row: MessageRow, viewerId: number): Message {
  return {
    id: row.id,
    dialog_id: row.dialog_id,
    type: row.type,
    is_mine: row.user_id === viewerId,
    message: row.message,
    read: row.read,
    created_at: row.created_at.toISOString(),
    // Stored attachments are served by the message's own URLs (two parties only); older rows keep theirs.
    media_url: row.media_key ? `/api/messages/${row.id}/media` : row.media_url,
    media_type: row.media_type === 'application/pdf' || row.media_type === 'image' ? row.media_type : null,
    media_name: row.media_name,
    image_url: row.thumb_key ? `/api/messages/${row.id}/media/thumb` : row.image_url,
  };
}
