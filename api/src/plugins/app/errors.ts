// Every error answers in Laravel's shape { message, errors? }. A 5xx never carries details
// (Drizzle's messages hold SQL and parameters): they go to the log, the client gets "Server Error".
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@bizmarkt/shared/contract';
import { requestLang } from '../../lib/lang';
import { translate, type MessageKey } from '../../lib/messages';
import { sendPrecognitionSuccess } from '../../lib/precognition';
import { issuesForFields, validationErrorBody } from '../../lib/validation';

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
