// A stored client error as the admins' log reader gets it (GET /api/admin/log/js).
import type { ErrorLogEventType, StoredErrorLogEvent } from '@bizmarkt/shared/contract';
import type { ClientErrorLogRow } from '../db/schema';

export function toStoredErrorLogEvent(row: ClientErrorLogRow): StoredErrorLogEvent {
  return {
    id: row.id,
    received_at: row.received_at.toISOString(),
    // The table's check constraint allows only these.
    type: row.type as ErrorLogEventType,
    name: row.name,
    message: row.message,
    stack: row.stack,
    href: row.href,
    url: row.url,
    line: row.line_number,
    column: row.column_number,
    user_agent: row.user_agent,
    extra: row.extra,
    occurred_at: row.occurred_at?.toISOString() ?? null,
    client_timestamp: row.client_timestamp?.toISOString() ?? null,
    batch_id: row.batch_id,
    user_id: row.user_id,
    ip_address: row.ip_address,
  };
}
