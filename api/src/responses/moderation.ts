// Rows of the moderation queue → the moderation contract's shapes.
import type { AdminListingSummary, ModerationOwner, ModerationState } from '@bizmarkt/shared/contract';
import { mediaUrl } from '../lib/media';
import type { ModerationQueueRow } from '../repositories/listing-moderation';

/** An instant from the database as ISO 8601 (raw SQL may answer a string, depending on the driver). */
function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toModerationOwner(row: ModerationQueueRow): ModerationOwner {
  return { id: row.owner_id, name: row.owner_name ?? '', last_name: row.owner_last_name ?? '', email: row.owner_email };
}

export function toModerationState(row: ModerationQueueRow): ModerationState {
  return {
    submitted_at: iso(row.submitted_at),
    last_verified_at: iso(row.verified_at),
    canceled_at: iso(row.canceled_at),
    cancel_reason: row.cancel_reason,
  };
}

export function toModerationSummary(row: ModerationQueueRow): AdminListingSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    price: row.price,
    image: mediaUrl(row.image),
    category_id: row.category_id,
    owner: toModerationOwner(row),
    moderation: toModerationState(row),
    previously_verified: row.verified_at !== null,
    updated_at: iso(row.updated_at) ?? '',
  };
}
