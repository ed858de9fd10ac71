// application/x-www-form-urlencoded bodies (what a plain form, or axios with a string or
// URLSearchParams body, sends): parsed into an object of strings, then validated by the same zod
// schemas as JSON (the contract's schemas read '1'/'0' as booleans where they expect one).
import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(formbody, { bodyLimit: 64 * 1024 });
  },
  { name: 'formbody' },
);
