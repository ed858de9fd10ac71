// Helpers for request-body schemas. Bodies arrive as JSON, as form fields (strings) or empty, the way
// Laravel takes them (issue #9, point 10), so the schemas read each the same way. No React, no browser
// code: the API validates with these schemas at run time, the clients take their types and checks.
import { z } from './zod';

/**
 * Message keys of the rules the contract's schemas carry with their own message (not zod's). The API
 * translates them (its message table must hold every key); a client may map them to its own copy.
 */
export type ContractRuleKey =
  | 'accounts.accepted'
  | 'accounts.range_order'
  | 'validation.url'
  | 'listings.distinct'
  | 'listings.cents'
  | 'listings.month_format'
  | 'listings.months_consecutive'
  | 'listings.not_future'
  | 'listings.registries_required'
  | 'listings.nda_text_required'
  | 'listings.nothing_to_save'
  | 'offers.parts_exceed_price'
  | 'offers.date_format';

/** What travels in a zod issue's `params` for a rule with its own message (see `contractRule`). */
export interface ContractRuleParams<Key extends string = ContractRuleKey> {
  messageKey: Key;
  replacements?: Record<string, string | number>;
}

/** The second argument of `.refine()` for a rule with its own message: the key travels in the params. */
export function contractRule<Key extends string = ContractRuleKey>(messageKey: Key, replacements?: Record<string, string | number>) {
  const params: ContractRuleParams<Key> = replacements ? { messageKey, replacements } : { messageKey };
  return { params, message: messageKey };
}

/** A body that is not an object (none, `null`, an array) counts as an empty one, so each field reports "required". */
export function objectOrEmpty(value: unknown): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

/** A request body: its fields, read from any object and from no body at all. */
export function requestBody<Fields extends z.ZodType>(fields: Fields) {
  return z.preprocess(objectOrEmpty, fields);
}

/** Laravel's `accepted`: yes, on, 1, true (a checkbox sent by a form or as JSON). */
export function isAccepted(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['yes', 'on', '1', 'true'].includes(value.toLowerCase()));
}

const TRUE_TEXTS = ['1', 'true'];
const FALSE_TEXTS = ['0', 'false', ''];

/** Form fields are strings: '1'/'true' and '0'/'false'/'' read as booleans (Laravel's `boolean`); anything else stays as sent. */
function formBooleanValue(value: unknown): unknown {
  // Only strings: a JSON body says true/false (a JSON 1 stays refused, as before forms were read).
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (TRUE_TEXTS.includes(text)) return true;
  if (FALSE_TEXTS.includes(text)) return false;
  return value;
}

/** A boolean sent as JSON (true/false) or as a form field ('1'/'0', 'true'/'false'). */
export const formBoolean = z.preprocess(formBooleanValue, z.boolean());
