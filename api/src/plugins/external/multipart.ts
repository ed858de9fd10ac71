// multipart/form-data: forms with files (the About me picture, listing images, message media) and any
// form a client sends as multipart. The parts become the route's body in plugins/app/bodies.ts, which
// registers this only around the routes that take a body (its hooks run on every request there).
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '../../lib/uploaded-file';

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: 1,
        fields: 20,
        // Text fields are short (the longest, `about`, is 160 characters).
        fieldSize: 4 * 1024,
        parts: 21,
        headerPairs: 50,
      },
      // A file over the limit arrives cut off and marked `truncated`; the route answers 422 for it.
      throwFileSizeLimit: false,
    });
  },
  { name: 'multipart' },
);
