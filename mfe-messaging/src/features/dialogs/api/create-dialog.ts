import { api } from '@bizmarkt/shared';
import { MESSAGING_PATHS, type CreateDialogResponse } from '@bizmarkt/shared/contract';

/** `POST /api/dialogs`: the caller's dialog about the listing, created when needed ('Contact seller'). */
export function createDialog(businessId: number): Promise<CreateDialogResponse> {
  return api.post<CreateDialogResponse>(MESSAGING_PATHS.dialogs, { business_id: businessId });
}
