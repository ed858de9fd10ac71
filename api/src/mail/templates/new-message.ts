// The new_message email (issue #12): someone wrote in a dialog. The text itself is not quoted (a
// mailbox is less private than the site, and a locked chat must not leak through email).
import type { Lang } from '../../lib/lang';
import type { MailBody } from '../types';

export interface NewMessageFacts {
  /** The listing's name. */
  business: string | null;
  /** Any page with `?messages` opens the messages panel (spec §2). */
  url: string;
}

export function newMessageBody(facts: NewMessageFacts, locale: Lang): MailBody {
  if (locale === 'de') {
    const about = facts.business ? ` zu „${facts.business}“` : '';
    return {
      subject: facts.business ? `Neue Nachricht zu „${facts.business}“` : 'Sie haben eine neue Nachricht',
      paragraphs: [`Sie haben eine neue Nachricht${about} auf Bizmarkt.`],
      action: { label: 'Nachricht lesen', url: facts.url },
    };
  }
  const about = facts.business ? ` about "${facts.business}"` : '';
  return {
    subject: facts.business ? `New message about "${facts.business}"` : 'You have a new message',
    paragraphs: [`You have a new message${about} on Bizmarkt.`],
    action: { label: 'Read the message', url: facts.url },
  };
}
