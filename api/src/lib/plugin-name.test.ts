import Fastify, { type FastifyInstance } from 'fastify';
import { named } from './plugin-name';

describe('named', () => {
  it('registers a plain plugin under the name given, or its function name', async () => {
    const app = Fastify();
    const known: Record<string, boolean> = {};
    await app.register(
      named(async function healthRoutes(instance: FastifyInstance) {
        known.healthRoutes = instance.hasPlugin('healthRoutes');
      }),
    );
    await app.register(
      named(async (instance: FastifyInstance) => {
        known.reads = instance.hasPlugin('read routes');
      }, 'read routes'),
    );
    await app.ready();
    expect(known).toEqual({ healthRoutes: true, reads: true });
    await app.close();
  });
});
