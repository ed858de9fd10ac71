import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Laravel's throttle message, so the client's error catalogue (429) sees the shape it expects. */
export const TOO_MANY_ATTEMPTS = 'Too Many Attempts.';

/**
 * Rate limiting, off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 * Counters live in this process's memory (keyed by `request.ip`, which honours TRUST_PROXY), so
 * with N API instances a client gets up to N times the limit: good enough for bounding noise;
 * a shared store (Redis) can replace it when a limit must be exact.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      // Thrown, so the errors plugin answers 429 { message } (Retry-After is already set).
      errorResponseBuilder: (_request, context) => Object.assign(new Error(TOO_MANY_ATTEMPTS), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limit' },
);
