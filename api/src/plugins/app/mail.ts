// Mail: `app.mail.queue()` renders a template in the recipient's language into the outbox
// (`emails` table); the worker sends it (SMTP when SMTP_URL is set, else the local mailbox).
// STUB (issue #4): the mail lane replaces the rendering and adds the worker; the interface stays.
import fp from 'fastify-plugin';
import { emails, type NotificationType } from '../../db/schema';
import type { Lang } from '../../lib/lang';

/** What each template needs. Links are absolute URLs. */
export type MailContent =
  | { template: 'verify-email'; data: { url: string; name: string | null } }
  | { template: 'password-reset'; data: { url: string; name: string | null } }
  | { template: 'notification'; data: { type: NotificationType; payload: Record<string, unknown>; name: string | null } };

export type QueueMailInput = MailContent & {
  to: string;
  userId: number | null;
  locale: Lang;
  /**
   * Set for mail a user can opt out of: the email flag it belongs to (or 'all'); adds the signed
   * unsubscribe link and the List-Unsubscribe headers.
   */
  unsubscribeList?: string;
};

export interface MailService {
  /** Renders and stores the mail (status pending); returns the outbox row id. Never sends inline. */
  queue(input: QueueMailInput): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export default fp(
  async (app) => {
    const queue: MailService['queue'] = async (input) => {
      const text = `${input.template}\n${JSON.stringify(input.data)}\n${'url' in input.data ? input.data.url : ''}`;
      const [row] = await app.database.db
        .insert(emails)
        .values({ user_id: input.userId, to_email: input.to, template: input.template, locale: input.locale, subject: input.template, html: text, text })
        .returning({ id: emails.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    };
    app.decorate('mail', { queue });
  },
  { name: 'mail', dependencies: ['db', 'config'] },
);
