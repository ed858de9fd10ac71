// Constants of the accounts contract (shared/src/contract/accounts.ts). The API imports only types
// from the shared package (see src/contract.ts), so the values are repeated here and tied to the
// contract's at compile time: changing one side alone fails the type check.
import type {
  LINK_TTL_MINUTES as ContractLinkTtl,
  LOGIN_MAX_ATTEMPTS as ContractLoginMax,
  PASSWORD_MAX_LENGTH as ContractMax,
  PASSWORD_MIN_LENGTH as ContractMin,
} from '@bizmarkt/shared/contract';
import type { Assert, Equals } from '../schemas/type-check';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Email verification links and password reset tokens live this long. */
export const LINK_TTL_MINUTES = 60;
/** Failed logins allowed per email and IP before the wait. */
export const LOGIN_MAX_ATTEMPTS = 5;

export type _ConstantsMatchContract = Assert<
  Equals<
    [typeof PASSWORD_MIN_LENGTH, typeof PASSWORD_MAX_LENGTH, typeof LINK_TTL_MINUTES, typeof LOGIN_MAX_ATTEMPTS],
    [typeof ContractMin, typeof ContractMax, typeof ContractLinkTtl, typeof ContractLoginMax]
  >
>;

/** Site paths carry the locale as a prefix: none for English, `/de` for German. */
export function localePrefix(locale: string): '' | '/de' {
  return locale === 'de' ? '/de' : '';
}

/** True when the client said which language it shows (X-LANG): the user's stored locale follows it. */
export function hasLangHeader(headers: Record<string, string | string[] | undefined>): boolean {
  const value = headers['x-lang'];
  return typeof value === 'string' && value.trim() !== '';
}
