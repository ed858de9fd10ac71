// The most common passwords are refused (NIST SP 800-63B §5.1.1.2: check against a list of commonly
// used or compromised values; no composition rules). The list is zxcvbn-ts's `passwords-common`
// dictionary (about 49,000 entries from leaked-password frequency lists, lower case), loaded once, with
// the first password checked rather than with the API (a large module every test file would load).
import { PASSWORD_MIN_LENGTH } from '@bizmarkt/shared/contract';

let common: ReadonlySet<string> | undefined;

/**
 * Only entries that could pass the length rule are kept: shorter ones are refused by it anyway
 * (about 18,000 of the 49,000).
 */
function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    // A synchronous load on first use (the password rules are synchronous); import() would be async.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH));
  }
  return common;
}

/** Whether the password is on the list, regardless of case ('Password1' counts as 'password1'). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').toLowerCase());
}
