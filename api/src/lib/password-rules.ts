// The rules of every form that sets a password (registration, reset, change) beyond the contract's
// schema, which checks the length: the list of common passwords (the API's: 49,000 words the clients
// never load) and the confirmation.
import { isCommonPassword } from './common-passwords';
import type { RuleContext } from './form-validation';

export function commonPasswordRule({ input, passed, fail }: RuleContext): void {
  if (passed('password') && typeof input.password === 'string' && isCommonPassword(input.password)) {
    fail('password', 'accounts.password_common');
  }
}

/**
 * Laravel's `confirmed`: `password_confirmation` must equal `password`. The error is shown under the
 * confirmation field, where the user typed the mismatch (not under the first password field).
 */
export function confirmedRule({ input, passed, fail }: RuleContext): void {
  // A confirmation the schema already refused (required, on the change form) says so alone.
  if (!passed('password_confirmation')) return;
  if (typeof input.password === 'string' && input.password !== '' && input.password_confirmation !== input.password) {
    fail('password_confirmation', 'accounts.confirmed');
  }
}

/** Both rules, for the forms that set a new password. */
export function newPasswordRules(context: RuleContext): void {
  commonPasswordRule(context);
  confirmedRule(context);
}
