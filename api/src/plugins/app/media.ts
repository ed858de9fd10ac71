// Media: `app.mediaStores` holds every file the API keeps (src/lib/media-store.ts: the local folders by
// default, one S3 bucket with MEDIA_STORE=s3), `app.media` its public area (avatars and listing images),
// and GET /api/media/<key> streams that area's files — from the folder or the bucket alike, the bucket
// never being public (decision 0180). Names are random and never reused, so the answer may be cached
// for a year. Private areas (chat attachments, invoices) are served by their own routes after access checks.
import fp from 'fastify-plugin';
import { SERVICE_PATHS } from '@bizmarkt/shared/contract';
import { MEDIA_CONTENT_TYPES } from '../../lib/media';
import { cacheControlOf, openMediaStores, type MediaStore, type MediaStores } from '../../lib/media-store';
import { NOT_FOUND } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public area: avatars and listing images. */
    media: MediaStore;
    /** Every area: public, attachments, invoices. */
    mediaStores: MediaStores;
  }
}

export default fp(
  async (app) => {
    const { stores, close } = await openMediaStores({ mediaDir: app.config.mediaDir, invoiceDir: app.config.billing.invoiceDir, mediaS3: app.config.mediaS3 });
    app.decorate('media', stores.public);
    app.decorate('mediaStores', stores);
    app.addHook('onClose', async () => close());

    app.get<{ Params: { '*': string } }>(SERVICE_PATHS.media.pattern, { config: { access: 'public' } }, async (request, reply) => {
      const key = request.params['*'];
      const contentType = MEDIA_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
      const file = contentType ? await stores.public.get(key) : null;
      if (!file) return reply.code(404).send(NOT_FOUND);
      return reply.header('content-type', contentType).header('content-length', file.size).header('cache-control', cacheControlOf('public')).send(file.body);
    });
  },
  { name: 'media', dependencies: ['config'] },
);
