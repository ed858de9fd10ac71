// What a participant sees of their dialogs (issue #12, spec §2 Messages panel, §3 Dialog): the PRO gate
// (a free buyer gets `hide_messages` and none of the seller's messages), the masked opponent ('Seller'),
// the NDA status and the unread counts. Built in a fixed number of queries per page, not per dialog.
// A masked seller is masked to the last id (issue #27): no opponent id, no `seller_id`, no owner id on
// the group, messages told as `is_mine` — any id would name her through an endpoint that takes one.
import type { FastifyInstance } from 'fastify';
import { DIALOG_MESSAGES_PAGE, type Dialog, type DialogGroup, type DialogNdaStatus, type DialogOpponent, type Message } from '@bizmarkt/shared/contract';
import type { DialogRow, MessageRow, NdaRecordRow, UserRow } from '../db/schema';
import type { DialogBusiness } from '../repositories/dialogs';
import { mediaUrl } from '../lib/media';
import { toMessage } from '../repositories/messages';

/** PRO, as the access layer's `subscribed` level reads it. */
export function isPro(user: Pick<UserRow, 'subscription'>): boolean {
  return user.subscription === 'active';
}

/** The viewer is this dialog's buyer without PRO: the chat is locked and the seller's words withheld. */
export function hidesMessages(dialog: Pick<DialogRow, 'buyer_id'>, viewer: Pick<UserRow, 'id' | 'subscription'>): boolean {
  return dialog.buyer_id === viewer.id && !isPro(viewer);
}

/** What a viewer may read of a dialog's messages. */
export function visibleMessages(rows: readonly MessageRow[], hidden: boolean, viewerId: number): MessageRow[] {
  return hidden ? rows.filter((row) => row.user_id === viewerId) : [...rows];
}

const MASKED_FIELDS = {
  name: null,
  last_name: null,
  avatar_thumb: null,
  avatar_thumb_64: null,
  about: null,
  country_code: null,
  website: null,
  facebook: null,
  twitter: null,
  instagram: null,
  created_at: null,
} as const;

export function toOpponent(user: UserRow | undefined, id: number, masked: boolean): DialogOpponent {
  if (masked) return { id: null, ...MASKED_FIELDS };
  if (!user || user.deleted_at) return { id, ...MASKED_FIELDS };
  return {
    id,
    name: user.name,
    last_name: user.last_name,
    avatar_thumb: mediaUrl(user.avatar_thumb),
    avatar_thumb_64: mediaUrl(user.avatar_thumb_64),
    about: user.about,
    country_code: user.country_code,
    website: user.website,
    facebook: user.facebook,
    twitter: user.twitter,
    instagram: user.instagram,
    created_at: user.created_at.toISOString(),
  };
}

type BusinessFacts = DialogBusiness;

/** The NDA status of the listing's current version, from the dialog's newest record. */
export function ndaStatusOf(record: NdaRecordRow | undefined, business: Pick<BusinessFacts, 'nda_version_id'>): DialogNdaStatus {
  if (!record || record.nda_version_id !== business.nda_version_id) return 'none';
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
  business: Pick<BusinessFacts, 'nda'>,
  status: DialogNdaStatus,
): boolean {
  if (dialog.seller_id === viewer.id) return false;
  return hidesMessages(dialog, viewer) || (business.nda && status !== 'accepted');
}

export interface DialogViewInput {
  viewer: UserRow;
  dialogs: DialogRow[];
}

/** The groups (one per listing, in the order of the dialogs given) holding the viewer's dialogs. */
export async function buildGroups(app: FastifyInstance, { viewer, dialogs }: DialogViewInput): Promise<DialogGroup[]> {
  if (dialogs.length === 0) return [];
  const repos = app.repositories;
  const dialogIds = dialogs.map((d) => d.id);
  const businessIds = [...new Set(dialogs.map((d) => d.business_id))];
  const opponentIds = [...new Set(dialogs.map((d) => (d.buyer_id === viewer.id ? d.seller_id : d.buyer_id)))];
  const businessRows = await repos.dialogs.businesses(businessIds);
  const opponents = await repos.dialogs.users(opponentIds);
  const latest = await repos.dialogs.latestMessages(dialogIds, DIALOG_MESSAGES_PAGE + 1);
  const unread = await repos.dialogs.unreadIn(viewer.id, dialogIds);
  const records = await repos.ndaRecords.latestForDialogs(dialogIds);
  const listingCounts = await repos.dialogs.publishedCounts(opponentIds);
  const businessById = new Map(businessRows.map((b) => [b.id, b]));
  const opponentById = new Map(opponents.map((u) => [u.id, u]));

  const toDialog = (dialog: DialogRow, business: BusinessFacts): Dialog => {
    const opponentId = dialog.buyer_id === viewer.id ? dialog.seller_id : dialog.buyer_id;
    const hidden = hidesMessages(dialog, viewer);
    const status = ndaStatusOf(records.get(dialog.id), business);
    const masked = opponentMasked(dialog, viewer, business, status);
    const rows = latest.get(dialog.id) ?? [];
    const page = rows.slice(-DIALOG_MESSAGES_PAGE);
    return {
      id: dialog.id,
      business_id: dialog.business_id,
      buyer_id: dialog.buyer_id,
      seller_id: masked ? null : dialog.seller_id,
      is_seller: dialog.seller_id === viewer.id,
      opponent: toOpponent(opponentById.get(opponentId), opponentId, masked),
      opponent_masked: masked,
      messages: visibleMessages(page, hidden, viewer.id).map((row) => toMessage(row, viewer.id)),
      has_older_messages: rows.length > DIALOG_MESSAGES_PAGE,
      hide_messages: hidden,
      buyer_step: dialog.buyer_step,
      seller_step: dialog.seller_step,
      total_listings_count: masked ? 0 : (listingCounts.get(opponentId) ?? 0),
      unread_count: unread.get(dialog.id) ?? 0,
      nda_status: status,
      last_message_at: dialog.last_message_at?.toISOString() ?? null,
      created_at: dialog.created_at.toISOString(),
    };
  };

  const groups = new Map<number, DialogGroup>();
  for (const dialog of dialogs) {
    const business = businessById.get(dialog.business_id);
    if (!business) continue;
    const view = toDialog(dialog, business);
    let group = groups.get(business.id);
    if (!group) {
      const isMine = business.user_id === viewer.id;
      group = {
        id: business.id,
        // A buyer has one dialog per listing: the group names the owner only where that dialog does.
        user_id: isMine || !view.opponent_masked ? business.user_id : null,
        name: business.name,
        image: mediaUrl(business.image),
        price: business.price,
        is_mine: isMine,
        nda: business.nda,
        fba_statuses: business.fba_statuses,
        unread_count: 0,
        dialogs: [],
      };
      groups.set(business.id, group);
    }
    group.dialogs.push(view);
    group.unread_count += view.unread_count;
  }
  return [...groups.values()];
}

/** One dialog as the viewer sees it (POST /api/dialogs). */
export async function buildDialog(app: FastifyInstance, viewer: UserRow, dialog: DialogRow): Promise<Dialog> {
  const [group] = await buildGroups(app, { viewer, dialogs: [dialog] });
  const view = group?.dialogs[0];
  if (!view) throw new Error(`dialog ${dialog.id} has no listing`);
  return view;
}

export type { Message };
