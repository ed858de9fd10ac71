// The one place that creates notifications (spec §3): `app.notifier.notify(userId, type, data)`
// stores the in-app notification and, per the user's settings, queues the matching email.
// STUB (issue #4): the notifications lane implements the settings rules and the email.
import fp from 'fastify-plugin';
import type { NotificationType } from '../../db/schema';

export interface Notifier {
  notify(userId: number, type: NotificationType, data?: Record<string, unknown>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export default fp(
  async (app) => {
    const notify: Notifier['notify'] = async (userId, type, data = {}) => {
      await app.repositories.notifications.create({ user_id: userId, type, data });
    };
    app.decorate('notifier', { notify });
  },
  { name: 'notifier', dependencies: ['repositories', 'mail'] },
);
