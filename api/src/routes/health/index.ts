import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { selectRows } from '../../db/client';
import { errorBodySchema, healthResponseSchema, SERVICE_PATHS } from '@bizmarkt/shared/contract';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SERVICE_PATHS.health,
    { config: { access: 'public', sessionless: true }, schema: { response: { 200: healthResponseSchema, 503: errorBodySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await selectRows(app.database.db, sql`select 1 as ok`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        return reply.code(503).send({ message: 'Service Unavailable' });
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};

export default healthRoutes;
