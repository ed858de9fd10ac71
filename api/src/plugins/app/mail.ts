// Mail: `app.mail.queue()` renders a template in the recipient's language into the outbox
// (`emails` table); the worker (`app.mailWorker`, src/mail/worker.ts) sends it — over SMTP, or into
// the local mailbox (`<MAILBOX_DIR>/<id>.eml`, listed at /api/dev/mailbox), after config.mailTransport.
// With MAIL_TRANSPORT=outbox the worker does not run: mail stays pending in the outbox.
import fp from 'fastify-plugin';
import { renderMail, templateName } from '../../mail/render';
import { createTransport } from '../../mail/transports';
import type { MailContent, UnsubscribeList } from '../../mail/types';
import { unsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from '../../mail/unsubscribe';
import { MailWorker } from '../../mail/worker';
import type { Lang } from '../../lib/lang';

export type { MailContent, UnsubscribeList } from '../../mail/types';

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

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
    /** The outbox worker; polling only when `config.mailWorker`. Tests drive it with `runOnce()`. */
    mailWorker: MailWorker;
  }
}

/** The local mailbox page of one mail, through the site's origin (the shell proxies /api). */
export function mailboxMailUrl(appUrl: string, id: number): string {
  return `${appUrl}/api/dev/mailbox/${id}`;
}

export default fp(
  async (app) => {
    const { config } = app;

    const worker = new MailWorker({
      emails: app.repositories.emails,
      createTransport: () => {
        if (config.mailTransport === 'outbox') throw new Error('MAIL_TRANSPORT=outbox: mail is kept in the outbox, not sent');
        return createTransport({ transport: config.mailTransport, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, mailboxDir: config.mailboxDir });
      },
      log: app.log.child({ module: 'mail' }),
      mailboxUrl: (id) => mailboxMailUrl(config.appUrl, id),
    });

    const queue: MailService['queue'] = async (input) => {
      const { to, userId, locale, unsubscribeList, ...content } = input;
      let unsubscribeUrl: string | undefined;
      let headers: Record<string, string> = {};
      if (unsubscribeList) {
        if (userId === null) throw new Error('mail with an unsubscribe list needs a userId');
        const token = unsubscribeToken(config.appKey, userId, unsubscribeList);
        unsubscribeUrl = unsubscribePageUrl(config.appUrl, locale, token);
        headers = unsubscribeHeaders(config.appUrl, token);
      }
      const rendered = renderMail(content, { locale, appUrl: config.appUrl, unsubscribeUrl });
      const row = await app.repositories.emails.insert({
        user_id: userId,
        to_email: to,
        template: templateName(content),
        locale,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        headers,
      });
      worker.wake();
      return row.id;
    };

    app.decorate('mail', { queue });
    app.decorate('mailWorker', worker);

    if (config.mailWorker && config.mailTransport !== 'outbox') {
      app.addHook('onReady', async () => {
        worker.start();
      });
    }
    // Before the database closes (onClose hooks run in reverse order of registration): the round in
    // progress finishes and records its outcome.
    app.addHook('onClose', async () => {
      await worker.stop();
    });
  },
  { name: 'mail', dependencies: ['config', 'repositories'] },
);
