// multipart/form-data (the About me form's picture upload). Routes read the parts themselves
// (`request.parts()`); nothing is attached to bodies globally, so a later route may stream its files.
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** The largest upload accepted (an avatar; re-encoded to a few dozen KB anyway). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

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
