// Every error answers in Laravel's shape { message, errors? }. A 5xx never carries details
// (Drizzle's messages hold SQL and parameters): they go to the log, the client gets "Server Error".
// Also what Fastify and Node answer before there is a request to hand to the error handler: a URL the
// router cannot decode (`frameworkErrors`) and malformed HTTP (`clientErrorHandler`), both wired in
// app.ts, with the API's security headers like every other answer.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@bizmarkt/shared/contract';
import { requestLang } from '../../lib/lang';
import { translate, type MessageKey } from '../../lib/messages';
import { sendPrecognitionSuccess } from '../../lib/precognition';
import { issuesForFields, validationErrorBody } from '../../lib/validation';
import { API_HEADERS } from '../external/helmet';

export const NOT_FOUND: ErrorBody = { message: 'Not Found.' };
export const SERVER_ERROR: ErrorBody = { message: 'Server Error' };

/**
 * A request the API cannot read as sent (a 4xx whose message is ours, in the caller's language), thrown
 * where the input is read, e.g. a multipart body busboy cannot parse (plugins/app/bodies.ts).
 */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    options?: { cause?: unknown },
  ) {
    super(messageKey, options);
    this.name = 'RequestError';
  }
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

function validatedInput(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

/**
 * Fastify's `frameworkErrors`: a URL the router refuses before any route or hook runs (a malformed
 * percent-encoding, a path parameter longer than `maxParamLength`). Fastify's own answer echoes the path
 * in another shape and without the security headers.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  request.log.info({ err: error }, 'request rejected');
  void reply
    .headers(API_HEADERS)
    .code(status)
    .send({ message: STATUS_CODES[status] ?? 'Bad Request' });
};

/** Node's own statuses for the HTTP it cannot parse (`_http_server.js`), as Fastify's default keeps them. */
function clientErrorStatus(error: NodeJS.ErrnoException): number {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}

/** The whole answer to a request Node could not parse, as bytes for the socket: Laravel's shape, the API's headers, then close. */
export function clientErrorResponse(status: number): string {
  const reason = STATUS_CODES[status] ?? 'Bad Request';
  const body = JSON.stringify({ message: reason });
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...API_HEADERS,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler` (the server's 'clientError' event): malformed HTTP — a bad request
 * line, headers too large, invalid characters in a header. Nothing is answered on a connection already
 * gone or one whose response has begun (as Node does); the socket is closed after the answer.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  // Ended, then destroyed once written: a client that keeps its side open holds nothing here.
  if (socket.writable && !pending?.headersSent) socket.end(clientErrorResponse(clientErrorStatus(error)), () => socket.destroy());
  else socket.destroy();
}

export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const input = validatedInput(request, error.validationContext);
        // A Precognition request validating some fields only: the others' issues are not its business,
        // and with none left the input is valid as far as it asked (precognition plugin).
        const only = request.precognition?.validateOnly;
        const issues = only ? issuesForFields(error.validation, only) : error.validation;
        if (only && issues.length === 0) return sendPrecognitionSuccess(reply);
        return reply.code(422).send(validationErrorBody(issues, input, requestLang(request)));
      }
      if (error instanceof RequestError) {
        request.log.info({ err: error.cause ?? error }, 'request rejected');
        return reply.code(error.statusCode).send({ message: translate(error.messageKey, requestLang(request)) });
      }
      const status = statusOf(error);
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send(SERVER_ERROR);
      }
      // Fastify's own 4xx errors (malformed JSON, body too large, unsupported media type) say
      // nothing secret; their message helps the client's developer.
      request.log.info({ err: error }, 'request rejected');
      return reply.code(status).send({ message: error.message });
    });

    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(NOT_FOUND));
  },
  { name: 'errors' },
);
