// Mail: `app.mail.queue()` (src/mail/outbox.ts) renders a template in the recipient's language into
// the outbox (`emails` table); the worker (`app.mailWorker`, src/mail/worker.ts) sends it — over SMTP, or into
// the local mailbox (`<MAILBOX_DIR>/<id>.eml`, listed at /api/dev/mailbox), after config.mailTransport.
// With MAIL_TRANSPORT=outbox the worker does not run: mail stays pending in the outbox.
import fp from 'fastify-plugin';
import { createMailService, type MailService } from '../../mail/outbox';
import { createTransport } from '../../mail/transports';
import { MailWorker } from '../../mail/worker';

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

    const mail = createMailService({
      emails: app.repositories.emails,
      appKey: config.appKey,
      appUrl: config.appUrl,
      queued: () => worker.wake(),
    });

    app.decorate('mail', mail);
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
