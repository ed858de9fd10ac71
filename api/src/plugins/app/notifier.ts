// `app.notifier`: the one place that creates notifications (src/domain/notifier.ts), built from the
// app's repositories and mail.
import fp from 'fastify-plugin';
import { createNotifier, type Notifier } from '../../domain/notifier';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export default fp(
  async (app) => {
    app.decorate('notifier', createNotifier({ repositories: app.repositories, mail: app.mail }));
  },
  { name: 'notifier', dependencies: ['repositories', 'mail'] },
);
