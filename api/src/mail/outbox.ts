// Queueing a mail: rendered in the recipient's language into the outbox (the `emails` table), never
// sent inline; the outbox worker (worker.ts) sends it. `app.mail` is this service (plugins/app/mail.ts).
import type { Lang } from '../lib/lang';
import type { EmailsRepository } from '../repositories/emails';
import { renderMail, templateName } from './render';
import type { MailContent, UnsubscribeList } from './types';
import { unsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from './unsubscribe';

export type QueueMailInput = MailContent & {
  to: string;
  userId: number | null;
  locale: Lang;
  /**
   * Set for mail a user can opt out of: the email flag it belongs to (or 'all'); adds the signed
   * unsubscribe link and the List-Unsubscribe headers. Needs `userId`.
   */
  unsubscribeList?: UnsubscribeList | undefined;
};

export interface MailService {
  /** Renders and stores the mail (status pending); returns the outbox row id. Never sends inline. */
  queue(input: QueueMailInput): Promise<number>;
}

export interface MailServiceDeps {
  emails: Pick<EmailsRepository, 'insert'>;
  /** Signs the unsubscribe links. */
  appKey: string;
  /** The site's origin, for the links in the mail. */
  appUrl: string;
  /** Called after each queued mail (the worker wakes up). */
  queued(): void;
}

export function createMailService(deps: MailServiceDeps): MailService {
  return {
    async queue(input) {
      const { to, userId, locale, unsubscribeList, ...content } = input;
      let unsubscribeUrl: string | undefined;
      let headers: Record<string, string> = {};
      if (unsubscribeList) {
        if (userId === null) throw new Error('mail with an unsubscribe list needs a userId');
        const token = unsubscribeToken(deps.appKey, userId, unsubscribeList);
        unsubscribeUrl = unsubscribePageUrl(deps.appUrl, locale, token);
        headers = unsubscribeHeaders(deps.appUrl, token);
      }
      const rendered = renderMail(content, { locale, appUrl: deps.appUrl, unsubscribeUrl });
      const row = await deps.emails.insert({
        user_id: userId,
        to_email: to,
        template: templateName(content),
        locale,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        headers,
      });
      deps.queued();
      return row.id;
    },
  };
}
