// Admin routes (access level 'admin'): listing moderation, invoice refunds. The client error log's admin reader stays
// with its resource (routes/client-error-log).
import type { FastifyPluginAsync } from 'fastify';
import adminListingsRoutes from './listings';
import adminInvoicesRoutes from './invoices';
import { named } from '../../lib/plugin-name';

const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(named(adminListingsRoutes));
  await app.register(named(adminInvoicesRoutes));
};

export default adminRoutes;
