// The new_message email (issue #12): delayed, skipped when read meanwhile (the dialog was open), at
// most one per dialog and recipient in 15 minutes, and only with the email setting on.
import { and, eq } from 'drizzle-orm';
import { emails, users } from '../../src/db/schema';
import { NEW_MESSAGE_EMAIL_DELAY_SECONDS } from '../../src/domain/messaging-email';
import { withDefaultSettings } from '../../src/domain/notification-settings';
import { FakeClock } from '../helpers/clock';
import { messagingWorld, sendText, type MessagingWorld } from '../helpers/messaging';
import { useTestApp } from '../helpers/test-app';

const clock = new FakeClock();
const t = useTestApp({ clock });
let w: MessagingWorld;

beforeAll(async () => {
  w = await messagingWorld(t.app, t.database);
});

async function newMessageMails(userId: number) {
  return t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.user_id, userId), eq(emails.template, 'new-message')));
}

async function afterDelay(): Promise<void> {
  clock.advanceSeconds(NEW_MESSAGE_EMAIL_DELAY_SECONDS + 1);
  await t.app.jobsWorker.runDue();
}

describe('new_message email', () => {
  it('mails the seller once for a burst, not again within 15 minutes, and again after', async () => {
    await sendText(w.pro.client, w.listingId, 'First question');
    await sendText(w.pro.client, w.listingId, 'Second question');
    expect(await newMessageMails(w.seller.user.id)).toHaveLength(0);
    await afterDelay();
    const mails = await newMessageMails(w.seller.user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New message about "Garden tools brand"');

    await sendText(w.pro.client, w.listingId, 'Third question');
    await afterDelay();
    expect(await newMessageMails(w.seller.user.id)).toHaveLength(1);

    clock.advanceSeconds(15 * 60);
    await sendText(w.pro.client, w.listingId, 'Fourth question');
    await afterDelay();
    expect(await newMessageMails(w.seller.user.id)).toHaveLength(2);
  });

  it('sends nothing when the recipient read it meanwhile (dialog open) or turned the email off', async () => {
    const sent = await sendText(w.seller.client, w.listingId, 'Here are the numbers.', w.pro.user.id);
    await w.pro.client.request({ method: 'POST', url: `/api/dialogs/${sent.json().message.dialog_id}/read` });
    await afterDelay();
    expect(await newMessageMails(w.pro.user.id)).toHaveLength(0);

    const settings = withDefaultSettings(w.pro.user.notification_settings);
    await t.database.db
      .update(users)
      .set({ notification_settings: { ...settings, email: { ...settings.email, new_message: false } } })
      .where(eq(users.id, w.pro.user.id));
    await sendText(w.seller.client, w.listingId, 'Anything else?', w.pro.user.id);
    await afterDelay();
    expect(await newMessageMails(w.pro.user.id)).toHaveLength(0);
  });
});
