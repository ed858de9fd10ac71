// Wires messaging (src/domain/messaging.ts) into the app: `app.messaging`, built from the repositories
// and services it uses, and its job, the delayed new_message email.
import fp from 'fastify-plugin';
import { createMessaging, type Messaging } from '../../domain/messaging';
import { NEW_MESSAGE_EMAIL_JOB, type NewMessageEmailPayload } from '../../domain/messaging-email';

declare module 'fastify' {
  interface FastifyInstance {
    messaging: Messaging;
  }
}

export default fp(
  async (app) => {
    const messaging = createMessaging({ repositories: app.repositories, lifecycle: app.lifecycle, jobs: app.jobs, mail: app.mail, clock: app.clock });
    app.decorate('messaging', messaging);

    app.jobs.define<NewMessageEmailPayload>(NEW_MESSAGE_EMAIL_JOB, async (payload, { now, log }) => {
      const outcome = await messaging.runEmail(payload, now);
      log.info({ messageId: payload.message_id, outcome }, 'new message email');
    });
  },
  { name: 'messaging', dependencies: ['repositories', 'jobs', 'mail', 'listings'] },
);
