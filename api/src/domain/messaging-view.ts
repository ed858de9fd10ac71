// What a participant sees of their dialogs (issue #12, spec §2 Messages panel, §3 Dialog): the PRO gate
// (a free buyer gets `hide_messages` and none of the seller's messages), the masked opponent ('Seller'),
// the NDA status and the unread counts. Read in a fixed number of queries per page, not per dialog;
// written as the contract's shapes by responses/dialogs.ts.
// A masked seller is masked to the last id (issue #27): no opponent id, no `seller_id`, no owner id on
// the group, messages told as `is_mine` — any id would name her through an endpoint that takes one.
import { DIALOG_MESSAGES_PAGE, type DialogNdaStatus } from '@bizmarkt/shared/contract';
import type { DialogRow, MessageRow, NdaRecordRow, UserRow } from '../db/schema';
import type { Repositories } from '../repositories';
import type { DialogListing } from '../repositories/dialogs';

/** PRO, as the access layer's `subscribed` level reads it. */
export function isPro(user: Pick<UserRow, 'subscription'>): boolean {
  return user.subscription === 'active';
}

/** The viewer is this dialog's buyer without PRO: the chat is locked and the seller's words withheld. */
export function hidesMessages(dialog: Pick<DialogRow, 'buyer_id'>, viewer: Pick<UserRow, 'id' | 'subscription'>): boolean {
  return dialog.buyer_id === viewer.id && !isPro(viewer);
}

/**
 * What the viewer may read of messages to them from several dialogs (the poll and the event stream):
 * a free buyer's locked chats (issue #12) send nothing of the seller's — those messages count in the
 * unread numbers but are left out. PRO users (and every seller) skip the dialogs lookup.
 */
export async function readableIncoming(
  dialogs: Pick<Repositories['dialogs'], 'forIds'>,
  viewer: Pick<UserRow, 'id' | 'subscription'>,
  rows: readonly MessageRow[],
): Promise<readonly MessageRow[]> {
  if (rows.length === 0 || isPro(viewer)) return rows;
  const byId = new Map((await dialogs.forIds(rows.map((row) => row.dialog_id))).map((d) => [d.id, d]));
  return rows.filter((row) => {
    const dialog = byId.get(row.dialog_id);
    return dialog !== undefined && !hidesMessages(dialog, viewer);
  });
}

/** What a viewer may read of a dialog's messages. */
export function visibleMessages(rows: readonly MessageRow[], hidden: boolean, viewerId: number): MessageRow[] {
  return hidden ? rows.filter((row) => row.user_id === viewerId) : [...rows];
}

/** The NDA status of the listing's current version, from the dialog's newest record. */
export function ndaStatusOf(record: NdaRecordRow | undefined, listing: Pick<DialogListing, 'nda_version_id'>): DialogNdaStatus {
  if (!record || record.nda_version_id !== listing.nda_version_id) return 'none';
  if (record.revoked_at) return 'revoked';
  return record.decision;
}

/**
 * The buyer sees 'Seller' while the chat is locked or the listing's NDA is not accepted (spec §2, §6).
 * The one rule for the dialog list and the dashboard.
 */
export function opponentMasked(
  dialog: Pick<DialogRow, 'buyer_id' | 'seller_id'>,
  viewer: Pick<UserRow, 'id' | 'subscription'>,
  listing: Pick<DialogListing, 'nda'>,
  status: DialogNdaStatus,
): boolean {
  if (dialog.seller_id === viewer.id) return false;
  return hidesMessages(dialog, viewer) || (listing.nda && status !== 'accepted');
}

/** One dialog as its viewer may see it. */
export interface DialogView {
  dialog: DialogRow;
  opponentId: number;
  /** The other party's row (undefined when it is gone). */
  opponent: UserRow | undefined;
  /** The opponent is 'Seller': no name, no id. */
  masked: boolean;
  /** The chat is locked for the viewer (`hide_messages`). */
  hidden: boolean;
  ndaStatus: DialogNdaStatus;
  /** The newest page of what the viewer may read, oldest first. */
  messages: MessageRow[];
  hasOlderMessages: boolean;
  unread: number;
  /** The opponent's listings on the market (0 while masked). */
  opponentListings: number;
}

/** The viewer's dialogs about one listing. */
export interface DialogGroupView {
  listing: DialogListing;
  dialogs: DialogView[];
}

export type DialogViewRepositories = Pick<Repositories, 'dialogs' | 'ndaRecords'>;

/**
 * The groups (one per listing, in the order of the dialogs given) holding the viewer's dialogs.
 * `known`: listings the request has read already (they are not read again).
 */
export async function dialogGroups(
  repositories: DialogViewRepositories,
  viewer: UserRow,
  dialogs: readonly DialogRow[],
  known: readonly DialogListing[] = [],
): Promise<DialogGroupView[]> {
  if (dialogs.length === 0) return [];
  const dialogIds = dialogs.map((d) => d.id);
  const knownIds = new Set(known.map((b) => b.id));
  const listingIds = [...new Set(dialogs.map((d) => d.business_id))];
  const opponentIds = [...new Set(dialogs.map((d) => (d.buyer_id === viewer.id ? d.seller_id : d.buyer_id)))];
  const unknownIds = listingIds.filter((id) => !knownIds.has(id));
  const listingRows = unknownIds.length === 0 ? [...known] : [...known, ...(await repositories.dialogs.listings(unknownIds))];
  const opponents = await repositories.dialogs.users(opponentIds);
  const latest = await repositories.dialogs.latestMessages(dialogIds, DIALOG_MESSAGES_PAGE + 1);
  const unread = await repositories.dialogs.unreadIn(viewer.id, dialogIds);
  const records = await repositories.ndaRecords.latestForDialogs(dialogIds);
  const listingCounts = await repositories.dialogs.publishedCounts(opponentIds);
  const listingById = new Map(listingRows.map((b) => [b.id, b]));
  const opponentById = new Map(opponents.map((u) => [u.id, u]));

  const viewOf = (dialog: DialogRow, listing: DialogListing): DialogView => {
    const opponentId = dialog.buyer_id === viewer.id ? dialog.seller_id : dialog.buyer_id;
    const hidden = hidesMessages(dialog, viewer);
    const ndaStatus = ndaStatusOf(records.get(dialog.id), listing);
    const masked = opponentMasked(dialog, viewer, listing, ndaStatus);
    const rows = latest.get(dialog.id) ?? [];
    return {
      dialog,
      opponentId,
      opponent: opponentById.get(opponentId),
      masked,
      hidden,
      ndaStatus,
      messages: visibleMessages(rows.slice(-DIALOG_MESSAGES_PAGE), hidden, viewer.id),
      hasOlderMessages: rows.length > DIALOG_MESSAGES_PAGE,
      unread: unread.get(dialog.id) ?? 0,
      opponentListings: masked ? 0 : (listingCounts.get(opponentId) ?? 0),
    };
  };

  const groups = new Map<number, DialogGroupView>();
  for (const dialog of dialogs) {
    const listing = listingById.get(dialog.business_id);
    if (!listing) continue;
    let group = groups.get(listing.id);
    if (!group) {
      group = { listing, dialogs: [] };
      groups.set(listing.id, group);
    }
    group.dialogs.push(viewOf(dialog, listing));
  }
  return [...groups.values()];
}

/** One dialog as the viewer sees it (POST /api/dialogs), about `listing` when the request has read it. */
export async function dialogView(repositories: DialogViewRepositories, viewer: UserRow, dialog: DialogRow, listing?: DialogListing): Promise<DialogView> {
  const [group] = await dialogGroups(repositories, viewer, [dialog], listing ? [listing] : []);
  const view = group?.dialogs[0];
  if (!view) throw new Error(`dialog ${dialog.id} has no listing`);
  return view;
}
