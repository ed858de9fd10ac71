// Admin routes (access level 'admin'): listing moderation. The client error log's admin reader stays
// with its resource (routes/client-error-log).
import type { FastifyPluginAsync } from 'fastify';
import adminBusinessesRoutes from './businesses';

const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminBusinessesRoutes);
};

export default adminRoutes;
