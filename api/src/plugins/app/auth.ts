import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema';

export const UNAUTHENTICATED = { message: 'Unauthenticated.' } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Route hook: 401 unless the session belongs to a user; sets `request.user`. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const userId = request.session?.userId;
      const user = userId == null ? undefined : await app.repositories.users.findById(userId);
      if (!user) return reply.code(401).send(UNAUTHENTICATED);
      request.user = user;
      return undefined;
    });
  },
  { name: 'auth', dependencies: ['session', 'repositories'] },
);
