// The media store (avatars and listing images): files in a local folder (MEDIA_DIR) under keys
// the API makes up, served at GET /api/media/<key>. Names are random and never reused, so the answer
// may be cached for a year. An S3-compatible store can replace the folder behind the same interface.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { SERVICE_PATHS } from '@bizmarkt/shared/contract';
import { isMediaKey, MEDIA_CONTENT_TYPES } from '../../lib/media';
import { NOT_FOUND } from './errors';

export interface MediaStore {
  /** Stores the data under the key (written to a temporary name first, so a reader never sees half). */
  put(key: string, data: Buffer): Promise<void>;
  /** Deletes the files; keys that do not exist (or are not ours) are skipped. */
  remove(keys: readonly string[]): Promise<void>;
  /** The file's location on disk, or null for a key that is not valid. */
  pathOf(key: string): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The folder store (also used by the seed, which runs without the app). */
export function createMediaStore(folder: string): MediaStore {
  const root = path.resolve(folder);

  const pathOf: MediaStore['pathOf'] = (key) => {
    if (!isMediaKey(key)) return null;
    const file = path.resolve(root, key);
    // The key pattern already rules out `..`; this keeps the folder's boundary whatever changes there.
    return file.startsWith(root + path.sep) ? file : null;
  };

  const put: MediaStore['put'] = async (key, data) => {
    const file = pathOf(key);
    if (!file) throw new Error(`not a media key: ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data, { mode: 0o644 });
    await rename(temporary, file);
  };

  const remove: MediaStore['remove'] = async (keys) => {
    await Promise.all(
      keys.map(async (key) => {
        const file = pathOf(key);
        if (file) await rm(file, { force: true });
      }),
    );
  };

  return { put, remove, pathOf };
}

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
