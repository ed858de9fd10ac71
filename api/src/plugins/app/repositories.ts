import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export default fp(
  async (app) => {
    app.decorate('repositories', createRepositories(app.database.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);
