// Throttling that holds across API instances (login attempts, verification mails, reset requests,
// registrations): counters live in the database (`rate_limits`), not in a process's memory as the
// per-route `@fastify/rate-limit` counters do. `app.throttle` is the one door to them.
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@bizmarkt/shared/contract';

export interface ThrottleHit {
  /** False once the window holds more than `max` hits (this one included). */
  allowed: boolean;
  /** Seconds until the window ends (the `Retry-After` to send when not allowed). */
  retryAfter: number;
  /** Hits left in the window. */
  remaining: number;
}

export interface ThrottleCheck {
  tooMany: boolean;
  retryAfter: number;
}

export interface Throttle {
  /** Counts a hit on `key` in a window of `windowSeconds` that allows `max` hits. */
  hit(key: string, max: number, windowSeconds: number): Promise<ThrottleHit>;
  /** Whether `key` has used up its `max` hits in the running window, without counting one. */
  tooMany(key: string, max: number): Promise<ThrottleCheck>;
  clear(key: string): Promise<void>;
  /** Clears every key starting with the prefix. */
  clearPrefix(prefix: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

/** About one hit in 200 also deletes ended windows, so the table does not grow with every key. */
const CLEANUP_PROBABILITY = 0.005;

export default fp(
  async (app) => {
    const counters = app.repositories.rateLimits;

    const hit: Throttle['hit'] = async (key, max, windowSeconds) => {
      const state = await counters.hit(key, windowSeconds);
      if (Math.random() < CLEANUP_PROBABILITY) {
        counters.deleteExpired().catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit cleanup failed'));
      }
      return {
        allowed: state.hits <= max,
        // At least one second: a window ending this very moment still asks the client to wait.
        retryAfter: Math.max(1, state.retryAfter),
        remaining: Math.max(0, max - state.hits),
      };
    };

    const tooMany: Throttle['tooMany'] = async (key, max) => {
      const state = await counters.peek(key);
      if (!state || state.hits < max) return { tooMany: false, retryAfter: 0 };
      return { tooMany: true, retryAfter: Math.max(1, state.retryAfter) };
    };

    app.decorate('throttle', {
      hit,
      tooMany,
      clear: (key: string) => counters.clear(key),
      clearPrefix: (prefix: string) => counters.clearPrefix(prefix),
    });
  },
  { name: 'throttle', dependencies: ['repositories'] },
);

/** 429 with `Retry-After` (whole seconds) and the given body. */
export function sendTooManyRequests(reply: FastifyReply, retryAfter: number, body: ErrorBody): FastifyReply {
  return reply.code(429).header('retry-after', String(retryAfter)).send(body);
}
