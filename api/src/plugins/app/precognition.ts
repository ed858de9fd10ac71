// Laravel Precognition, built once: a route opts in with `config: { precognitive: true }`; a request to
// it carrying `Precognition: true` then runs everything up to and including validation — the session,
// CSRF and access hooks too — and stops:
//   valid   → 204, `Precognition: true`, `Precognition-Success: true`
//   invalid → 422 { message, errors } (only the fields of `Precognition-Validate-Only` when given),
//             `Precognition: true` (the errors plugin answers it, see issuesForFields)
// Every answer of an opted-in route carries `Vary: Precognition`, since the header changes the answer.
// The handler never runs, so a route that checks access inside its handler must move that check to
// an onRequest/preValidation hook before opting in (as the access layer, plugins/app/access.ts, is).
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { appendVary, parsePrecognition, sendPrecognitionSuccess, type PrecognitionRequest } from '../../lib/precognition';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers validation-only (Precognition) requests. */
    precognitive?: boolean;
  }
  interface FastifyRequest {
    /** Set when the request is a Precognition request to a route that opted in. */
    precognition: PrecognitionRequest | null;
  }
}

/** The last preHandler of an opted-in route: reached only when the input was valid. */
async function stopAfterValidation(request: FastifyRequest, reply: FastifyReply) {
  if (request.precognition) return sendPrecognitionSuccess(reply);
  return undefined;
}

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export default fp(
  async (app) => {
    app.decorateRequest('precognition', null);

    // Appended to the route's own preHandlers, so that every access check of the route (global and
    // route-level hooks run before it) has passed before validation success is reported.
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.precognitive) return;
      route.preHandler = [...asList(route.preHandler), stopAfterValidation];
    });

    // After the session and CSRF hooks (registered earlier): a request they refuse is answered as
    // usual, without the Precognition header, as Laravel's middleware order does. Both hooks in
    // callback style: they run on every request and wait for nothing.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.routeOptions.config?.precognitive) request.precognition = parsePrecognition(request.headers);
      done();
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.routeOptions.config?.precognitive) {
        reply.header('vary', appendVary(reply.getHeader('vary'), 'Precognition'));
        if (request.precognition) reply.header('precognition', 'true');
      }
      done(null, payload);
    });
  },
  { name: 'precognition', dependencies: ['errors'] },
);
