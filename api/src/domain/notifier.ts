// The one place that creates notifications (spec §3): `notify(userId, type, data)` stores the in-app
// notification and queues the matching email, each as the user's settings allow. `app.notifier` is
// this service (plugins/app/notifier.ts). The type → flag table is src/mail/notification-flags.ts.
import type { NotificationType } from '../db/schema';
import type { Lang } from '../lib/lang';
import type { MailService } from '../mail/outbox';
import { notificationFlag } from '../mail/notification-flags';
import type { Repositories } from '../repositories';
import { withDefaultSettings } from './notification-settings';

export interface NotifyResult {
  /** The in-app notification, or null when the user's app settings turned it off. */
  notificationId: number | null;
  /** The queued email, or null when not sent (settings, or an unverified address for opt-out mail). */
  emailId: number | null;
}

export interface Notifier {
  /**
   * Notifies a user. Does nothing for an unknown or deleted user. `data` holds the fields of spec §3
   * (business_id, business_name, business_price, old_price, days, period_end, buyer_name, …).
   */
  notify(userId: number, type: NotificationType, data?: Record<string, unknown>): Promise<NotifyResult>;
  /**
   * A checklist move (`data` holds dialog_id and item): folded into the user's unread notification of
   * the same type and dialog from the last CHECKLIST_FOLD_MINUTES, which then names every item; no
   * second mail for a folded move (decision 0251). Otherwise as `notify`.
   */
  notifyChecklist(userId: number, type: NotificationType, data: Record<string, unknown> & { dialog_id: number; item: string }): Promise<NotifyResult>;
}

/** Checklist moves of one dialog within this many minutes make one notification (decision 0251). */
export const CHECKLIST_FOLD_MINUTES = 30;

export interface NotifierDeps {
  repositories: Pick<Repositories, 'users' | 'notifications'>;
  mail: MailService;
}

const NOTHING: NotifyResult = { notificationId: null, emailId: null };

export function createNotifier({ repositories, mail }: NotifierDeps): Notifier {
  const notifier: Notifier = {
    async notifyChecklist(userId, type, data) {
      const user = await repositories.users.findById(userId);
      if (!user || user.deleted_at) return NOTHING;
      const flag = notificationFlag(type, data);
      if (flag === null || withDefaultSettings(user.notification_settings).app[flag]) {
        const folded = await repositories.notifications.foldIntoRecent(userId, type, data.dialog_id, data.item, CHECKLIST_FOLD_MINUTES);
        if (folded) return { notificationId: folded.id, emailId: null };
      }
      return notifier.notify(userId, type, data);
    },

    async notify(userId, type, data = {}) {
      const user = await repositories.users.findById(userId);
      if (!user || user.deleted_at) return NOTHING;
      const settings = withDefaultSettings(user.notification_settings);
      const flag = notificationFlag(type, data);

      const inApp = flag === null || settings.app[flag];
      // Mail a user can opt out of goes only to a confirmed address: an address someone typed in
      // without owning it must not receive listing or favourite news. Account, billing and security
      // notices go to the address of record regardless.
      const byEmail = flag === null || (settings.email[flag] && user.email_verified_at !== null);

      const notification = inApp ? await repositories.notifications.create({ user_id: userId, type, data }) : null;
      const emailId = byEmail
        ? await mail.queue({
            template: 'notification',
            data: { type, payload: data, name: user.name },
            to: user.email,
            userId,
            locale: userLocale(user.locale),
            unsubscribeList: flag ?? undefined,
          })
        : null;
      return { notificationId: notification?.id ?? null, emailId };
    },
  };
  return notifier;
}

function userLocale(locale: string): Lang {
  return locale === 'de' ? 'de' : 'en';
}
