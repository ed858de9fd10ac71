// GET /api/messages/dashboard (issue #12): the latest message to the user in each dialog, newest first.
// A locked chat's messages (a free buyer's, from the seller) are left out, as in the panel; the sender
// is masked by the panel's rule (opponentMasked), to the last id (issue #27). Written as the contract's
// shape by responses/dialogs.ts.
import type { DialogRow, MessageRow, UserRow } from '../db/schema';
import type { Repositories } from '../repositories';
import type { DialogListing } from '../repositories/dialogs';
import { hidesMessages, ndaStatusOf, opponentMasked } from './messaging-view';

export interface DashboardEntry {
  message: MessageRow;
  dialog: DialogRow;
  listing: DialogListing;
  /** The message's author (undefined when gone). */
  sender: UserRow | undefined;
  /** The sender is 'Seller': no name, no id. */
  masked: boolean;
  unread: number;
}

export async function dashboardEntries(
  repositories: Pick<Repositories, 'messages' | 'dialogs' | 'ndaRecords'>,
  viewer: UserRow,
  limit: number,
): Promise<DashboardEntry[]> {
  // More than `limit`: the locked ones are dropped afterwards.
  const latest = await repositories.messages.latestIncomingPerDialog(viewer.id, limit * 4);
  const dialogs = new Map((await repositories.dialogs.forIds(latest.map((m) => m.dialog_id))).map((d) => [d.id, d]));
  const visible = latest
    .filter((m) => {
      const dialog = dialogs.get(m.dialog_id);
      return dialog !== undefined && !hidesMessages(dialog, viewer);
    })
    .slice(0, limit);
  const dialogIds = visible.map((m) => m.dialog_id);
  const listings = new Map(
    (await repositories.dialogs.listings([...new Set(visible.map((m) => dialogs.get(m.dialog_id)!.business_id))])).map((b) => [b.id, b]),
  );
  const users = new Map((await repositories.dialogs.users([...new Set(visible.map((m) => m.user_id))])).map((u) => [u.id, u]));
  const unread = await repositories.dialogs.unreadIn(viewer.id, dialogIds);
  const records = await repositories.ndaRecords.latestForDialogs(dialogIds);
  return visible.flatMap((message) => {
    const dialog = dialogs.get(message.dialog_id)!;
    const listing = listings.get(dialog.business_id);
    if (!listing) return [];
    const masked = opponentMasked(dialog, viewer, listing, ndaStatusOf(records.get(dialog.id), listing));
    return [{ message, dialog, listing, sender: users.get(message.user_id), masked, unread: unread.get(dialog.id) ?? 0 }];
  });
}
