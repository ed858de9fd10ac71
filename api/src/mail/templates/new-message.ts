// The new_message email (issue #12): someone wrote in a dialog. The text itself is not quoted (a
// mailbox is less private than the site, and a locked chat must not leak through email).
import type { Lang } from '../../lib/lang';
import type { MailBody } from '../types';

export interface NewMessageFacts {
  /** The listing's name. */
  listing: string | null;
  /** Any page with `?messages` opens the messages panel (spec §2). */
  url: string;
}

export function newMessageBody(facts: NewMessageFacts, locale: Lang): MailBody {
  if (locale === 'de') {
    const about = facts.listing ? ` zu „${facts.listing}“` : '';
    return {
      subject: facts.listing ? `Neue Nachricht zu „${facts.listing}“` : 'Sie haben eine neue Nachricht',
      paragraphs: [`Sie haben eine neue Nachricht${about} auf Bizmarkt.`],
      action: { label: 'Nachricht lesen', url: facts.url },
    };
  }
  const about = facts.listing ? ` about "${facts.listing}"` : '';
  return {
    subject: facts.listing ? `New message about "${facts.listing}"` : 'You have a new message',
    paragraphs: [`You have a new message${about} on Bizmarkt.`],
    action: { label: 'Read the message', url: facts.url },
  };
}
