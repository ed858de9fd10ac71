import { ACCOUNT_PATHS } from '@bizmarkt/shared/contract';

/**
 * `POST /api/user/general-info` (role, names, country; answers with the updated user), sent by the
 * form helper: live validation and the submit.
 */
export const GENERAL_INFO_URL = ACCOUNT_PATHS.generalInfo;
