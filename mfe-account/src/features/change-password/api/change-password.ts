import { ACCOUNT_PATHS } from '@bizmarkt/shared/contract';

/**
 * `POST /api/change-password` (other sessions end; this one stays), sent by the form helper: live
 * validation and the submit. A 422 shows under the fields and as the catalogue's toast.
 */
export const CHANGE_PASSWORD_URL = ACCOUNT_PATHS.changePassword;
