import { SESSION_PATHS, type LoginRequest } from '@bizmarkt/shared/contract';

/**
 * `POST /api/login`, sent by the form helper (live validation and the submit); answers with the user
 * and a fresh session. A 422 shows under the fields, a 429's text under the email, each with the
 * error catalogue's toast (spec §8).
 */
export const LOGIN_URL = SESSION_PATHS.login;

export const EMPTY_LOGIN: LoginRequest = { email: '', password: '' };
