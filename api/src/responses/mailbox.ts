// A mail of the outbox as the local mailbox lists it (development only; routes/mailbox).
import type { MailboxEntry } from '@bizmarkt/shared/contract';
import type { EmailRow } from '../db/schema';

export function toMailboxEntry(row: EmailRow): MailboxEntry {
  return {
    id: row.id,
    to: row.to_email,
    template: row.template,
    locale: row.locale === 'de' ? 'de' : 'en',
    subject: row.subject,
    text: row.text,
    html: row.html,
    headers: row.headers,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
  };
}
