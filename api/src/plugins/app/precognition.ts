// Laravel Precognition, built once: a route opts in with `config: { precognitive: true }`; a request to
// it carrying `Precognition: true` then runs everything up to and including validation — the session,
// CSRF and access hooks too — and stops:
//   valid   → 204, `Precognition: true`, `Precognition-Success: true`
//   invalid → 422 { message, errors } (only the fields of `Precognition-Validate-Only` when given),
//             `Precognition: true` (the errors plugin answers it, see issuesForFields)
// Every answer of an opted-in route carries `Vary: Precognition`, since the header changes the answer.
// The handler never runs, so a route that checks access inside its handler must move that check to
// an onRequest/preValidation hook before opting in (as the access layer, plugins/app/access.ts, is).
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
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

/** Parses the Precognition headers: the first of the route's own onRequest hooks (after session, CSRF, access). */
function readPrecognition(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  request.precognition = parsePrecognition(request.headers);
  done();
}

/** The answer depends on the Precognition header, and says when it answered one. */
function markPrecognitive(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
  reply.header('vary', appendVary(reply.getHeader('vary'), 'Precognition'));
  if (request.precognition) reply.header('precognition', 'true');
  done(null, payload);
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

    // Hooks of the opted-in routes only, not of every request (issue #14). Route-level hooks run after
    // the app's own, so a request that the session, CSRF or access hooks refuse is answered as usual,
    // without the Precognition header, as Laravel's middleware order does. The onRequest and onSend
    // hooks go before the route's own (a route's `listingExists` 404 carries the header too); the
    // preHandler after them, so that every access check of the route has passed before validation
    // success is reported.
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.precognitive) return;
      route.onRequest = [readPrecognition, ...asList(route.onRequest)];
      route.onSend = [markPrecognitive, ...asList(route.onSend)];
      route.preHandler = [...asList(route.preHandler), stopAfterValidation];
    });
  },
  { name: 'precognition', dependencies: ['errors'] },
);
