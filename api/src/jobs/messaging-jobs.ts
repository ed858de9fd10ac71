// Registers the messaging jobs (issue #12) with the runner: the delayed new_message email.
import fp from 'fastify-plugin';
import { NEW_MESSAGE_EMAIL_JOB, runMessageEmail, type NewMessageEmailPayload } from '../domain/messaging-email';

export default fp(
  async (app) => {
    app.jobs.define<NewMessageEmailPayload>(NEW_MESSAGE_EMAIL_JOB, async (payload, { now, log }) => {
      const outcome = await runMessageEmail(app, payload, now);
      log.info({ messageId: payload.message_id, outcome }, 'new message email');
    });
  },
  { name: 'messaging-jobs', dependencies: ['jobs', 'repositories', 'mail'] },
);
