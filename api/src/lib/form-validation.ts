// Form validation as Laravel's FormRequest does it, for routes whose rules go beyond what a zod schema
// can say on its own: rules that read the database (unique email, existing country), rules with their
// own message (accepted, confirmed, common password) — and all of them answered together, so that a
// Precognition request asking about one field gets that field's errors even while other fields are
// still empty.
//
// A route opts in with `attachValidation: true` (the schema's issues are handed over instead of being
// thrown) and `preHandler: formValidation(rules?)`. The pre-handler merges the schema's issues with the
// route's rules, keeps only the fields of `Precognition-Validate-Only` when given, and answers 422 in
// Laravel's shape; with no error left the request goes on (to the handler, or to the Precognition
// plugin's 204).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { contractRule, type ErrorBody } from '@bizmarkt/shared/contract';
import { requestLang, type Lang } from './lang';
import { attributeName, translate, type AttributeScope, type MessageKey, type Replacements } from './messages';
import { fieldRequested } from './precognition';
import { validationErrorBody } from './validation';

export type FieldErrors = Record<string, string[]>;

/** Parameters of a zod refinement whose message is one of ours (see `customRule`). */
interface CustomRuleParams {
  messageKey: MessageKey;
  replacements?: Replacements;
}

/**
 * The second argument of `.refine()` for an API-only rule with its own message (the contract's schemas
 * use `contractRule`, whose keys messages.ts must hold): the key travels in the issue's params (zod's
 * own message is not shown to anyone).
 */
export function customRule(messageKey: MessageKey, replacements?: Replacements) {
  return contractRule<MessageKey>(messageKey, replacements);
}

function customRuleOf(issue: ZodFastifySchemaValidationError): CustomRuleParams | null {
  if (issue.keyword !== 'custom') return null;
  const params = issue.params.params;
  if (typeof params !== 'object' || params === null || !('messageKey' in params)) return null;
  return params as CustomRuleParams;
}

function fieldOf(issue: ZodFastifySchemaValidationError): string {
  return issue.instancePath
    .split('/')
    .filter((part) => part !== '')
    .join('.');
}

export interface RuleContext {
  /** The request body as received (or as parsed, when the schema accepted it). */
  input: Record<string, unknown>;
  lang: Lang;
  request: FastifyRequest;
  /**
   * True when the field and everything in it have no error so far: rules that read it (e.g. in the
   * database) may run — an id list with one item out of range must not reach a query.
   */
  passed(field: string): boolean;
  /** Whether the client asks about the field (always, outside Precognition-Validate-Only). */
  wanted(field: string): boolean;
  /** Adds an error under the field; `:attribute` is the field's display name. */
  fail(field: string, key: MessageKey, replacements?: Replacements): void;
}

export type Rules = (context: RuleContext) => void | Promise<void>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Laravel's 422 body: the first message (plus " (and N more errors)") and every field's list. */
export function fieldErrorBody(errors: FieldErrors, lang: Lang): Required<ErrorBody> {
  const messages = Object.values(errors).flat();
  const extra = messages.length - 1;
  let message = messages[0] ?? translate('validation.invalid', lang, { attribute: 'input' });
  if (extra > 0) {
    message += ` ${translate(extra === 1 ? 'validation.more_errors.one' : 'validation.more_errors.other', lang, { count: extra })}`;
  }
  return { message, errors };
}

/** Answers 422 with errors under the given fields (for checks made inside a handler). */
export function sendFieldErrors(reply: FastifyReply, errors: FieldErrors, lang: Lang): FastifyReply {
  return reply.code(422).send(fieldErrorBody(errors, lang));
}

/**
 * The pre-handler that validates a route registered with `attachValidation: true`. `scope` names the
 * form when one of its fields is displayed differently from the same field elsewhere (messages.ts).
 */
export function formValidation(rules?: Rules, scope?: AttributeScope) {
  return async function validateForm(request: FastifyRequest, reply: FastifyReply) {
    const lang = requestLang(request);
    const input = isRecord(request.body) ? request.body : {};
    const validationError = request.validationError;
    let issues: readonly ZodFastifySchemaValidationError[] = [];
    if (validationError) {
      // Not a schema issue of ours (cannot happen with the zod compiler): let the errors plugin answer.
      if (!hasZodFastifySchemaValidationErrors(validationError)) throw validationError;
      // Issues of the path parameters are not the form's: answer them as the errors plugin would.
      if (validationError.validationContext !== 'body') throw validationError;
      issues = validationError.validation;
    }

    const errors: FieldErrors = validationErrorBody(
      issues.filter((issue) => customRuleOf(issue) === null),
      input,
      lang,
      scope,
    ).errors;
    const add = (field: string, message: string) => {
      const list = (errors[field] ??= []);
      if (!list.includes(message)) list.push(message);
    };
    const message = (field: string, key: MessageKey, replacements: Replacements = {}) =>
      translate(key, lang, { ...replacements, attribute: attributeName(field, lang, scope) });

    for (const issue of issues) {
      const rule = customRuleOf(issue);
      if (!rule) continue;
      const field = fieldOf(issue);
      // A missing value is reported once, as "required" (Laravel stops at the first failing rule then).
      if (errors[field]?.includes(message(field, 'validation.required'))) continue;
      add(field, message(field, rule.messageKey, rule.replacements));
    }

    const only = request.precognition?.validateOnly ?? null;
    const wanted = (field: string) => only === null || fieldRequested(field, only);
    if (rules) {
      await rules({
        input,
        lang,
        request,
        passed: (field) => !Object.keys(errors).some((name) => name === field || name.startsWith(`${field}.`)),
        wanted,
        fail: (field, key, replacements) => add(field, message(field, key, replacements)),
      });
    }

    for (const field of Object.keys(errors)) {
      if (field !== '' && !wanted(field)) delete errors[field];
    }
    if (Object.keys(errors).length === 0) return undefined;
    return sendFieldErrors(reply, errors, lang);
  };
}
