import { ACCOUNT_PATHS, type ForgotPasswordRequest } from '@bizmarkt/shared/contract';

/**
 * `POST /api/forgot-password` (the same answer whether or not an account has this email), sent by the
 * form helper. The route does not validate ahead (Precognition): the form checks the email's shape
 * itself and submits.
 */
export const FORGOT_PASSWORD_URL = ACCOUNT_PATHS.forgotPassword;

export const EMPTY_FORGOT_PASSWORD: ForgotPasswordRequest = { email: '' };
