// The API reference as a browsable page (Swagger UI, from @fastify/swagger-ui) and its OpenAPI document
// (`DEV_PATHS.docs`, `DEV_PATHS.openApi`), in development only — like the local mailbox, for the person
// at the machine: every route answers only a request from this machine (the real client address and
// the connection itself are loopback), anyone else gets the 404 of a route that does not exist. The
// document is made by plugins/app/api-docs.ts; in production neither exists.
import type { FastifyPluginAsync } from 'fastify';
import { DEV_PATHS } from '@bizmarkt/shared/contract';
import { isLocalRequest } from '../../lib/client-address';
import { apiDocsEnabled } from '../../plugins/app/api-docs';

const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  if (!apiDocsEnabled(app.config)) return;

  // The page's routes are the plugin's own (its page, its files, the document as JSON and YAML): each is
  // declared here as the mailbox's are, public and for this machine only (`matrix.local`: the
  // authorization matrix expects 404 from anywhere else).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public', matrix: { local: true } };
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalRequest(request)) return reply.callNotFound();
    return undefined;
  });

  // Loaded only here (with @fastify/static and Swagger UI's files), so that production never loads it.
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  // The prefix without the contract's trailing slash: the page answers with and without it.
  await app.register(swaggerUi, { routePrefix: DEV_PATHS.docs.replace(/\/$/, ''), uiConfig: { docExpansion: 'list', deepLinking: true } });
};

export default apiDocsRoutes;
