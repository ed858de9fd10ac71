// The new_message email (issue #12): per the recipient's email setting `new_message`, at most one per
// dialog and recipient in NEW_MESSAGE_EMAIL_THROTTLE_MINUTES, and not while the recipient has the
// dialog open. "Open" is known by the read mark: the panel marks the open dialog read as each polled
// message arrives (spec §4), and the poll ladder's longest wait is 240 s. So the email is a job that
// runs NEW_MESSAGE_EMAIL_DELAY_SECONDS after the message: when the message has been read by then,
// the recipient had the dialog open (or came back) and no email goes.
import type { MessageRow } from '../db/schema';
import type { Clock } from '../jobs/clock';
import type { JobQueue } from '../jobs/queue';
import type { MailService } from '../mail/outbox';
import type { Repositories } from '../repositories';
import { withDefaultSettings } from './notification-settings';
import { isPro } from './messaging-view';

export const NEW_MESSAGE_EMAIL_JOB = 'message-new-email';
export const NEW_MESSAGE_EMAIL_DELAY_SECONDS = 300;
export const NEW_MESSAGE_EMAIL_THROTTLE_MINUTES = 15;

export interface NewMessageEmailPayload {
  message_id: number;
}

export async function scheduleMessageEmail(deps: { jobs: JobQueue; clock: Clock }, message: MessageRow): Promise<void> {
  const runAt = new Date(deps.clock.now().getTime() + NEW_MESSAGE_EMAIL_DELAY_SECONDS * 1000);
  // One waiting job per dialog and recipient: later messages of the same burst ride on it.
  await deps.jobs.enqueue(NEW_MESSAGE_EMAIL_JOB, { message_id: message.id } satisfies NewMessageEmailPayload, {
    runAt,
    key: `message-email:${message.dialog_id}:${message.recipient_id}`,
  });
}

export interface MessageEmailDeps {
  repositories: Pick<Repositories, 'messages' | 'dialogs' | 'users'>;
  mail: MailService;
}

/** The job: answers why nothing was sent, or 'sent'. */
export async function runMessageEmail(deps: MessageEmailDeps, payload: NewMessageEmailPayload, now: Date): Promise<string> {
  const repos = deps.repositories;
  const message = await repos.messages.find(payload.message_id);
  if (!message) return 'gone';
  const unread = await repos.dialogs.unreadIn(message.recipient_id, [message.dialog_id]);
  if ((unread.get(message.dialog_id) ?? 0) === 0) return 'read';
  const dialog = await repos.dialogs.find(message.dialog_id);
  const recipient = await repos.users.findById(message.recipient_id);
  if (!dialog || !recipient || recipient.deleted_at || recipient.email_verified_at === null) return 'no recipient';
  if (!withDefaultSettings(recipient.notification_settings).email.new_message) return 'setting off';
  const side = dialog.buyer_id === recipient.id ? 'buyer' : 'seller';
  const since = new Date(now.getTime() - NEW_MESSAGE_EMAIL_THROTTLE_MINUTES * 60_000);
  if (!(await repos.dialogs.claimEmail(dialog.id, side, now, since))) return 'throttled';
  const [listing] = await repos.dialogs.listings([dialog.business_id]);
  // A locked chat's buyer learns that the seller wrote, not about which listing's seller under NDA.
  const name = side === 'buyer' && !isPro(recipient) && listing?.nda ? null : (listing?.name ?? null);
  await deps.mail.queue({
    template: 'new-message',
    data: { listing: name, name: recipient.name },
    to: recipient.email,
    userId: recipient.id,
    locale: recipient.locale === 'de' ? 'de' : 'en',
    unsubscribeList: 'new_message',
  });
  return 'sent';
}
