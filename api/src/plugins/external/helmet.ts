import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers; helmet's defaults suit a JSON API (its CSP only matters for HTML). */
export default fp(
  async (app) => {
    await app.register(helmet, { global: true });
  },
  { name: 'helmet' },
);
