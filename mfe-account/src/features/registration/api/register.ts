import { ACCOUNT_PATHS, type RegisterRequest } from '@bizmarkt/shared/contract';

/** The registration form's request, as `usePrecognitiveForm` posts it (live validation and submit). */
export const REGISTER_URL = ACCOUNT_PATHS.register;

export const EMPTY_REGISTRATION: RegisterRequest = { email: '', password: '', password_confirmation: '', terms: false };
