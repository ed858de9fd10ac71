import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referenceBody, sendReference } from '../../lib/reference-response';
import { operatorResponseSchema, REFERENCE_PATHS } from '@bizmarkt/shared/contract';

const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // The site operator of the imprint, contact page and privacy policy: configuration, so it is
  // serialised once (validated against the contract then) and answered from memory with an ETag.
  const body = referenceBody(operatorResponseSchema.parse(app.config.operator));
  app.get(REFERENCE_PATHS.operator, { config: { access: 'public', sessionless: true } }, async (request, reply) => sendReference(request, reply, body));
};

export default operatorRoutes;
