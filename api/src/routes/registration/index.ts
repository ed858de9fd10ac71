import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// STUB (issue #4): filled in by its lane.
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
