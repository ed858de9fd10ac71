import { useMutation } from '@bizmarkt/shared/query';
import { hideListing } from '@bizmarkt/shared';

/** Hides the dialog's listing (the shared client, spec §7; the answer is not read; days checked by `isHideDays` first). */
export function useHideListing() {
  return useMutation({ mutationFn: hideListing });
}
