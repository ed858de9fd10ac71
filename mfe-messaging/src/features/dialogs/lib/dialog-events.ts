// What the event stream tells of a dialog (issue #30 §4): something changed in it that no message
// carries — a side's step, an NDA answer or revocation, an offer. The caches that show it are read
// afresh: the dialogs (steps, NDA status, the buying-process tab), the NDA records of that dialog,
// and the listing's protected details after an NDA change.
import type { QueryClient } from '@bizmarkt/shared/query';
import type { StreamDialogEvent } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

export function receiveDialogEvent(event: StreamDialogEvent, queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.dialogs() });
  if (event.topic === 'nda') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.ndaRecords(event.dialogId) });
    void queryClient.invalidateQueries({ queryKey: ['listing'] });
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardMessages() });
}
