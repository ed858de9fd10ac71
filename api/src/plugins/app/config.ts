import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the app was built with (links, keys, mail, media, OIDC). */
    config: AppConfig;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, options) => {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
