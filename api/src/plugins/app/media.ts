// Media (avatars and listing images): `app.media` is the store (src/lib/media-store.ts, a local folder,
// MEDIA_DIR), and GET /api/media/<key> serves its files. Names are random and never reused, so the
// answer may be cached for a year.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { SERVICE_PATHS } from '@bizmarkt/shared/contract';
import { MEDIA_CONTENT_TYPES } from '../../lib/media';
import { createMediaStore, type MediaStore } from '../../lib/media-store';
import { NOT_FOUND } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export default fp(
  async (app) => {
    const store = createMediaStore(app.config.mediaDir);
    const { pathOf } = store;
    app.decorate('media', store);

    app.get<{ Params: { '*': string } }>(SERVICE_PATHS.media.pattern, { config: { access: 'public' } }, async (request, reply) => {
      const key = request.params['*'];
      const file = pathOf(key);
      const extension = key.slice(key.lastIndexOf('.') + 1);
      const contentType = MEDIA_CONTENT_TYPES[extension];
      if (!file || !contentType) return reply.code(404).send(NOT_FOUND);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return reply.code(404).send(NOT_FOUND);
      return reply
        .header('content-type', contentType)
        .header('content-length', info.size)
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .send(createReadStream(file));
    });
  },
  { name: 'media', dependencies: ['config'] },
);
