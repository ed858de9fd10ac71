import { ACCOUNT_PATHS, type RegisterRequest } from '@bizmarkt/shared';

/** The registration form's request, as `usePrecognitiveForm` posts it (live validation and submit). */
export const REGISTER_URL = ACCOUNT_PATHS.register;

export const EMPTY_REGISTRATION: RegisterRequest = { email: '', password: '', password_confirmation: '', terms: false };

/**
 * Statuses the form shows itself: 422 under the fields, 429 with the server's text. The error
 * catalogue handles every other failure.
 */
export const REGISTER_HANDLED_STATUSES = [422, 429] as const;

