// One rule for every route, old and new: no input holds a NUL character (U+0000). PostgreSQL's text
// types cannot store one ("invalid byte sequence for encoding UTF8: 0x00"), so a NUL that reached a
// query was a 500 (issue #27, point 5). The rule runs as hooks over the input where it arrives, not as a
// refinement in each schema, so no route can forget it: one without a schema, one whose schema comes
// from plain zod, an id a resource check reads before validation — each is covered by construction.
//   path parameters  → 404 in onRequest, before the access layer's resource checks read them (no id,
//                      token or slug holds a NUL: the path names nothing, as an unknown URL does);
//   query string     → 422 on the field in preValidation (after session, CSRF and access: a visitor
//                      still gets the 401 or 419 first, as for any other invalid field);
//   body             → 422 on the field, by `refuseNulInBody` once the body is read (JSON and forms
//                      here in preValidation; multipart where it is read, plugins/app/bodies.ts).
// Keys count as well as values, and an upload's file name; file bytes do not.
// One exemption, listed here: the client error log's body, whose route cleans NUL out itself (a
// browser's error report is stored, never refused: shared/src/contract/error-log.ts, `cleanText`).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendFieldErrors } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { attributeName, translate } from '../../lib/messages';
import { NOT_FOUND } from './errors';

const NUL = '\u0000';

/** Routes whose body may hold NUL because the route cleans it before it reaches the database. */
const BODY_CLEANED_BY_ROUTE: ReadonlySet<string> = new Set(['POST /api/log/js']);

/** A value met on the walk, with the way back to the top (a path is built only for the one found). */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

function pathTo(step: Step | null, last?: string): string[] {
  const path = last === undefined ? [] : [last];
  for (let at = step; at !== null && at.parent !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path (keys from the top) of the first string in `value` that holds a NUL, as a value or as a key;
 * null when there is none. Iterative and linear: a JSON body may nest deeper than the call stack goes.
 */
export function nulPath(value: unknown): string[] | null {
  const pending: Step[] = [{ value, key: '', parent: null }];
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return pathTo(step);
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      const entries = Array.isArray(current) ? current.map((item, index) => [String(index), item] as const) : Object.entries(current);
      for (const [key, item] of entries) {
        if (key.includes(NUL)) return pathTo(step, key);
        pending.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}

/** The field as the 422 names it (a NUL in a key shown as U+FFFD, so no answer carries one). */
function fieldName(path: readonly string[]): string {
  return path.join('.').replaceAll(NUL, '\uFFFD');
}

function sendNulRefusal(request: FastifyRequest, reply: FastifyReply, path: readonly string[]): FastifyReply {
  const lang = requestLang(request);
  const field = fieldName(path);
  return sendFieldErrors(reply, { [field]: [translate('validation.nul', lang, { attribute: attributeName(field, lang) || 'input' })] }, lang);
}

/** Answers 422 when the request's body holds a NUL; for the hook that has just read the body. */
export async function refuseNulInBody(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (BODY_CLEANED_BY_ROUTE.has(`${request.method} ${request.routeOptions.url}`)) return undefined;
  const path = nulPath(request.body);
  return path === null ? undefined : sendNulRefusal(request, reply, path);
}

export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (nulPath(request.params) !== null) {
        reply.code(404).send(NOT_FOUND);
        return;
      }
      done();
    });

    app.addHook('preValidation', async (request, reply) => {
      const path = nulPath(request.query);
      if (path !== null) return sendNulRefusal(request, reply, path);
      return refuseNulInBody(request, reply);
    });
  },
  { name: 'nul-bytes' },
);
