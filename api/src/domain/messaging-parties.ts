// Which dialog a call about a listing means (issue #12, spec §7: `business_id` + `opponent_id`): the
// owner names the buyer (an existing dialog only: a seller cannot start a chat with a stranger); a
// buyer talks to the owner (the dialog is created on first use, for a published listing).
import type { FastifyInstance } from 'fastify';
import type { DialogRow, UserRow } from '../db/schema';

export type PartyResolution =
  | { ok: true; dialog: DialogRow; isSeller: boolean }
  | { ok: false; field: 'business_id' | 'opponent_id'; rule: 'messaging.exists' | 'messaging.not_available' };

export async function resolveDialog(
  app: FastifyInstance,
  user: UserRow,
  input: { business_id: number; opponent_id?: number | undefined },
  { create }: { create: boolean },
): Promise<PartyResolution> {
  const repos = app.repositories;
  const listing = await repos.businesses.ownerOf(input.business_id);
  if (!listing) return { ok: false, field: 'business_id', rule: 'messaging.exists' };
  if (listing.user_id === user.id) {
    if (input.opponent_id === undefined || input.opponent_id === user.id) return { ok: false, field: 'opponent_id', rule: 'messaging.exists' };
    const dialog = await repos.dialogs.findPair(input.business_id, input.opponent_id);
    return dialog ? { ok: true, dialog, isSeller: true } : { ok: false, field: 'opponent_id', rule: 'messaging.exists' };
  }
  if (input.opponent_id !== undefined && input.opponent_id !== listing.user_id) return { ok: false, field: 'opponent_id', rule: 'messaging.exists' };
  const existing = await repos.dialogs.findPair(input.business_id, user.id);
  if (existing) return { ok: true, dialog: existing, isSeller: false };
  // A new conversation only about a listing on the market.
  if (listing.status !== 'published' || !create) return { ok: false, field: 'business_id', rule: 'messaging.not_available' };
  return { ok: true, dialog: await repos.dialogs.ensure(input.business_id, user.id, listing.user_id), isSeller: false };
}
