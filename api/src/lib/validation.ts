// Maps zod issues (as fastify-type-provider-zod reports them) to Laravel's 422 body:
//   { message: first error [+ " (and N more errors)"], errors: { field: [messages] } }
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@bizmarkt/shared/contract';
import type { Lang } from './lang';
import { attributeName, translate, type AttributeScope, type MessageKey, type Replacements } from './messages';
import { fieldRequested } from './precognition';

type Rule = { key: MessageKey; replacements?: Replacements };

export function validationErrorBody(
  issues: readonly ZodFastifySchemaValidationError[],
  input: unknown,
  lang: Lang,
  scope?: AttributeScope,
): Required<ErrorBody> {
  const errors: Record<string, string[]> = {};
  for (const issue of tightestBounds(issues)) {
    const pathParts = issue.instancePath.split('/').filter((part) => part !== '');
    const field = pathParts.join('.');
    const rule = isMissing(valueAt(input, pathParts)) ? { key: 'validation.required' as const } : ruleFor(issue.keyword, issue.params);
    const message = translate(rule.key, lang, { ...rule.replacements, attribute: attributeName(field, lang, scope) });
    const list = (errors[field] ??= []);
    // A missing value is reported once, as Laravel does: "required" alone.
    if (rule.key === 'validation.required') list.splice(0, list.length, message);
    else if (!list.includes(message) && !list.includes(requiredMessage(field, lang, scope))) list.push(message);
  }
  const messages = Object.values(errors).flat();
  const extra = messages.length - 1;
  let message = messages[0] ?? translate('validation.invalid', lang, { attribute: 'input' });
  if (extra > 0) {
    const key = extra === 1 ? 'validation.more_errors.one' : 'validation.more_errors.other';
    message += ` ${translate(key, lang, { count: extra })}`;
  }
  return { message, errors };
}

/**
 * One bound a side per field: a number over both an int4 column's maximum and zod's safe-integer limit
 * fails both checks, and "must not be greater than 2147483647" says all there is to say.
 */
function tightestBounds(issues: readonly ZodFastifySchemaValidationError[]): readonly ZodFastifySchemaValidationError[] {
  const tightest = new Map<string, ZodFastifySchemaValidationError>();
  for (const issue of issues) {
    if (issue.keyword !== 'too_big' && issue.keyword !== 'too_small') continue;
    const key = `${issue.keyword} ${issueField(issue)}`;
    const kept = tightest.get(key);
    if (!kept || isTighter(issue, kept)) tightest.set(key, issue);
  }
  return issues.filter(
    (issue) => (issue.keyword !== 'too_big' && issue.keyword !== 'too_small') || tightest.get(`${issue.keyword} ${issueField(issue)}`) === issue,
  );
}

function isTighter(issue: ZodFastifySchemaValidationError, than: ZodFastifySchemaValidationError): boolean {
  const bound = (candidate: ZodFastifySchemaValidationError) => Number(candidate.keyword === 'too_big' ? candidate.params.maximum : candidate.params.minimum);
  return issue.keyword === 'too_big' ? bound(issue) < bound(than) : bound(issue) > bound(than);
}

/** The field an issue is about, as a dot path (`''` for the input as a whole). */
function issueField(issue: ZodFastifySchemaValidationError): string {
  return issue.instancePath
    .split('/')
    .filter((part) => part !== '')
    .join('.');
}

/**
 * The issues of the requested fields only (Precognition-Validate-Only): a field the visitor has not
 * touched yet must not report "required". Issues about the input as a whole are always kept.
 */
export function issuesForFields(issues: readonly ZodFastifySchemaValidationError[], fields: ReadonlySet<string>): ZodFastifySchemaValidationError[] {
  return issues.filter((issue) => {
    const field = issueField(issue);
    return field === '' || fieldRequested(field, fields);
  });
}

function requiredMessage(field: string, lang: Lang, scope?: AttributeScope): string {
  return translate('validation.required', lang, { attribute: attributeName(field, lang, scope) });
}

/** Laravel's notion of "not present": null, undefined, a blank string or an empty list. */
function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/**
 * The input's value at the issue's path. Where the path goes through text (a schema that reads
 * `categories=1,2` as a list) the value was made by the schema and was there: not "missing".
 */
function valueAt(input: unknown, pathParts: readonly string[]): unknown {
  let current = input;
  for (const part of pathParts) {
    if (current === undefined || current === null) return undefined;
    if (typeof current !== 'object') return current;
    current = Object.hasOwn(current, part) ? (current as Record<string, unknown>)[part] : undefined;
  }
  return current;
}

function ruleFor(code: string, params: Record<string, unknown>): Rule {
  const origin = params.origin === 'string' ? 'string' : 'numeric';
  switch (code) {
    case 'invalid_type':
      return { key: typeRule(params.expected) };
    case 'invalid_format':
      return { key: params.format === 'email' ? 'validation.email' : params.format === 'url' ? 'validation.url' : 'validation.invalid' };
    case 'too_big':
      return { key: `validation.max.${origin}`, replacements: { max: String(params.maximum) } };
    case 'too_small':
      return { key: `validation.min.${origin}`, replacements: { min: String(params.minimum) } };
    case 'invalid_value':
      return { key: 'validation.in' };
    default:
      return { key: 'validation.invalid' };
  }
}

function typeRule(expected: unknown): MessageKey {
  switch (expected) {
    case 'string':
      return 'validation.string';
    case 'boolean':
      return 'validation.boolean';
    case 'int':
      return 'validation.integer';
    case 'number':
      return 'validation.numeric';
    case 'array':
      return 'validation.array';
    default:
      return 'validation.invalid';
  }
}
