import { z } from 'zod';
// Straight from the shared contract (type-only), so this lane need not edit the shared re-export list.
import type { AuthProvidersResponse } from '@bizmarkt/shared/contract';
import type { Assert, Equals } from './type-check';

export const authProvidersSchema = z.object({ oidc: z.object({ name: z.string() }).nullable() });

/**
 * `GET /api/auth/oidc/redirect?intent=&locale=`: a full-page navigation, so a bad value falls back
 * to the default instead of answering a JSON 422 the visitor would see as a blank page.
 */
export const oidcRedirectQuerySchema = z.object({
  intent: z.enum(['login', 'register']).catch('login'),
  locale: z.enum(['en', 'de']).catch('en'),
});

export type _AuthProvidersMatchContract = Assert<Equals<z.output<typeof authProvidersSchema>, AuthProvidersResponse>>;
