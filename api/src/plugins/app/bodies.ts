// Request bodies are read the way Laravel reads them (issue #9, point 10): JSON, form-encoded and
// multipart alike, and an empty body whatever its content type — axios sends `POST /api/logout` with
// no data as `application/x-www-form-urlencoded`, and a 415 there would leave the user logged in.
// Validation and CSRF do not change: the schema sees an object (or nothing, which reads as `{}`).
//
// Multipart is read only in the context of the routes that take a body (`multipartBodies`, registered
// around them in app.ts): @fastify/multipart adds an async onRequest hook, a `close` listener and an
// async onResponse hook to every request of the context it is registered in (they clean up the temp
// files of `saveRequestFiles`, which the API never uses), and the read-only routes — the poll, the
// reference data, the search — need none of it (issue #14). A route that takes a body declared
// anywhere else stops the app at start.
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import multipartPlugin from '../external/multipart';
import { RequestError } from './errors';
import { refuseNulInBody } from './nul-bytes';
import type { UploadedFile } from '../../lib/uploaded-file';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Multipart file parts are read into the body (as `UploadedFile`); elsewhere they are skipped. */
    uploads?: boolean;
    /** A file size limit of the route's own, instead of the multipart plugin's MAX_UPLOAD_BYTES. */
    uploadLimitBytes?: number;
  }
}

/** No body at all: HTTP/1.1 without Content-Length or with 0, and not chunked. */
function hasNoBody(request: FastifyRequest): boolean {
  const { headers } = request;
  return headers['transfer-encoding'] === undefined && (headers['content-length'] === undefined || headers['content-length'] === '0');
}

/**
 * A multipart request becomes a plain body for the schema: text fields as strings (the first of a
 * repeated name), a file part read into memory on routes that take uploads (the multipart plugin caps
 * it; an oversize file arrives cut off and marked). An empty file part (a form sent with no file
 * chosen) counts as no file.
 */
async function readMultipartBody(request: FastifyRequest): Promise<void> {
  try {
    (request as { body: unknown }).body = await multipartFields(request);
  } catch (error) {
    throw malformedMultipart(error);
  }
}

/**
 * What reading a multipart body can throw is the client's doing: busboy's plain errors (no boundary or
 * an empty one, a body cut off, a malformed part header) are a 400, as malformed JSON is — the body
 * cannot be read at all, so there is nothing to validate (a 422 would name fields it never saw). The
 * multipart plugin's own errors (413 limits, 400 prototype keys, a client gone) keep their status.
 */
function malformedMultipart(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new RequestError(400, 'request.malformed_multipart', { cause: error });
}

async function multipartFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  const { uploads: takesUploads, uploadLimitBytes } = request.routeOptions.config;
  const uploads = takesUploads === true;
  const parts = request.parts(uploadLimitBytes === undefined ? undefined : { limits: { fileSize: uploadLimitBytes } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!uploads) {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      if (part.filename === '' && data.length === 0) continue;
      const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
      body[part.fieldname] = file;
    } else if (!Object.hasOwn(body, part.fieldname)) {
      body[part.fieldname] = part.value;
    }
  }
  return body;
}

/** Methods whose requests Fastify never reads a body of; every other method's route takes one. */
const BODYLESS_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'TRACE']);

function takesBody(route: Pick<RouteOptions, 'method'>): boolean {
  return [route.method].flat().some((method) => !BODYLESS_METHODS.has(method));
}

export default fp(
  async (app) => {
    // Without a body, the content type names nothing to parse: dropped, so no parser runs (no 415 for
    // an unknown type, no 400 for empty JSON) and the route's schema reads the missing body as `{}`.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.headers['content-type'] !== undefined && hasNoBody(request)) delete request.raw.headers['content-type'];
      done();
    });

    // A chunked JSON body that turns out empty is no body either (Fastify's parser would answer 400).
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });

    // A route that takes a body must read multipart like the others: declared outside the context
    // of `multipartBodies`, it would answer a form with a file 415.
    app.addHook('onRoute', function requireMultipartContext(this: typeof app, route) {
      if (takesBody(route) && !this.hasRequestDecorator('isMultipart')) {
        throw new Error(
          `${[route.method].flat().join(',')} ${route.url} takes a body: declare it where multipart bodies are read (multipartBodies, see app.ts)`,
        );
      }
    });
  },
  { name: 'bodies', dependencies: ['formbody'] },
);

/**
 * @fastify/multipart and the hook that turns a multipart request into the route's body, for the
 * context it is registered in: around every route that takes a body (app.ts).
 */
export const multipartBodies = fp(
  async (app) => {
    await app.register(multipartPlugin);
    // Before the routes' own preValidation hooks, so every route sees the fields as its body; the NUL
    // rule (nul-bytes.ts) checked the other bodies already, this one only now that it is read.
    app.addHook('preValidation', async (request, reply) => {
      if (!request.isMultipart() || request.body !== undefined) return undefined;
      await readMultipartBody(request);
      return refuseNulInBody(request, reply);
    });
  },
  { name: 'multipart-bodies', dependencies: ['bodies', 'nul-bytes'] },
);
