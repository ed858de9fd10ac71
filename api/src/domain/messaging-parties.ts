// Which dialog a call about a listing means (issue #12, spec §7). Contacting goes by listing id
// (issue #27): the listing's owner names the buyer (`opponent_id`, an existing dialog only: a seller
// cannot start a chat with a stranger); anyone else talks to the owner, whom the server takes from the
// listing itself. An `opponent_id` a buyer sends is ignored: were it checked, the answer would confirm
// a guess of who sells a listing whose seller is masked.
import type { ListingRow, DialogRow, UserRow } from '../db/schema';
import type { Repositories } from '../repositories';

/** What resolving needs of the listing, read once per request by the route (`listingParty`). */
export type ListingParty = Pick<ListingRow, 'id' | 'user_id' | 'status'>;

export type PartyResolution =
  | { ok: true; dialog: DialogRow; isSeller: boolean }
  | { ok: false; field: 'business_id' | 'opponent_id'; rule: 'messaging.exists' | 'messaging.not_available' };

/** The listing's id, owner and status (undefined for an unknown id): one prepared lookup. */
export async function listingParty(repositories: Pick<Repositories, 'listings'>, listingId: number): Promise<ListingParty | undefined> {
  const owner = await repositories.listings.ownerOf(listingId);
  return owner ? { id: listingId, user_id: owner.user_id, status: owner.status } : undefined;
}

export async function resolveDialog(
  repositories: Pick<Repositories, 'dialogs'>,
  user: UserRow,
  listing: ListingParty | undefined,
  opponentId: number | undefined,
  { create }: { create: boolean },
): Promise<PartyResolution> {
  const { dialogs } = repositories;
  if (!listing) return { ok: false, field: 'business_id', rule: 'messaging.exists' };
  if (listing.user_id === user.id) {
    if (opponentId === undefined || opponentId === user.id) return { ok: false, field: 'opponent_id', rule: 'messaging.exists' };
    const dialog = await dialogs.findPair(listing.id, opponentId);
    return dialog ? { ok: true, dialog, isSeller: true } : { ok: false, field: 'opponent_id', rule: 'messaging.exists' };
  }
  const existing = await dialogs.findPair(listing.id, user.id);
  if (existing) return { ok: true, dialog: existing, isSeller: false };
  // A new conversation only about a listing on the market.
  if (listing.status !== 'published' || !create) return { ok: false, field: 'business_id', rule: 'messaging.not_available' };
  return { ok: true, dialog: await dialogs.ensure(listing.id, user.id, listing.user_id), isSeller: false };
}
