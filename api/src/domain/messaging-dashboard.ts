// GET /api/messages/dashboard (issue #12): the latest message to the user in each dialog, newest first.
// A locked chat's messages (a free buyer's, from the seller) are left out, as in the panel; the sender
// is masked by the panel's rule (opponentMasked), to the last id (issue #27).
import type { FastifyInstance } from 'fastify';
import type { DashboardMessage } from '@bizmarkt/shared/contract';
import type { UserRow } from '../db/schema';
import { mediaUrl } from '../lib/media';
import { toMessage } from '../repositories/messages';
import { hidesMessages, ndaStatusOf, opponentMasked, toOpponent } from './messaging-view';

export async function dashboardEntries(app: FastifyInstance, viewer: UserRow, limit: number): Promise<DashboardMessage[]> {
  const repos = app.repositories;
  // More than `limit`: the locked ones are dropped afterwards.
  const latest = await repos.messages.latestIncomingPerDialog(viewer.id, limit * 4);
  const dialogs = new Map((await repos.dialogs.forIds(latest.map((m) => m.dialog_id))).map((d) => [d.id, d]));
  const visible = latest
    .filter((m) => {
      const dialog = dialogs.get(m.dialog_id);
      return dialog !== undefined && !hidesMessages(dialog, viewer);
    })
    .slice(0, limit);
  const dialogIds = visible.map((m) => m.dialog_id);
  const businesses = new Map((await repos.dialogs.businesses([...new Set(visible.map((m) => dialogs.get(m.dialog_id)!.business_id))])).map((b) => [b.id, b]));
  const users = new Map((await repos.dialogs.users([...new Set(visible.map((m) => m.user_id))])).map((u) => [u.id, u]));
  const unread = await repos.dialogs.unreadIn(viewer.id, dialogIds);
  const records = await repos.ndaRecords.latestForDialogs(dialogIds);
  return visible.flatMap((message) => {
    const dialog = dialogs.get(message.dialog_id)!;
    const business = businesses.get(dialog.business_id);
    if (!business) return [];
    const masked = opponentMasked(dialog, viewer, business, ndaStatusOf(records.get(dialog.id), business));
    return [
      {
        message: toMessage(message, viewer.id),
        dialog_id: dialog.id,
        business: { id: business.id, name: business.name, image: mediaUrl(business.image) },
        opponent: toOpponent(users.get(message.user_id), message.user_id, masked),
        opponent_masked: masked,
        unread_count: unread.get(dialog.id) ?? 0,
      },
    ];
  });
}
