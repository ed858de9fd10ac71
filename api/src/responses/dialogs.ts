// Dialogs as their viewer gets them (the contract's Dialog, DialogGroup, DashboardMessage), from the
// views the messaging domain reads (domain/messaging-view.ts, messaging-dashboard.ts). A masked
// opponent is written without a name and without an id (issue #27).
import type { DashboardMessage, Dialog, DialogGroup, DialogOpponent } from '@bizmarkt/shared/contract';
import type { UserRow } from '../db/schema';
import type { DashboardEntry } from '../domain/messaging-dashboard';
import type { DialogGroupView, DialogView } from '../domain/messaging-view';
import { mediaUrl } from '../lib/media';
import { toMessage } from './message';

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

export function toDialog(view: DialogView, viewerId: number): Dialog {
  const { dialog, masked } = view;
  return {
    id: dialog.id,
    business_id: dialog.business_id,
    buyer_id: dialog.buyer_id,
    seller_id: masked ? null : dialog.seller_id,
    is_seller: dialog.seller_id === viewerId,
    opponent: toOpponent(view.opponent, view.opponentId, masked),
    opponent_masked: masked,
    messages: view.messages.map((row) => toMessage(row, viewerId)),
    has_older_messages: view.hasOlderMessages,
    hide_messages: view.hidden,
    buyer_step: dialog.buyer_step,
    seller_step: dialog.seller_step,
    total_listings_count: view.opponentListings,
    unread_count: view.unread,
    nda_status: view.ndaStatus,
    last_message_at: dialog.last_message_at?.toISOString() ?? null,
    created_at: dialog.created_at.toISOString(),
  };
}

export function toDialogGroup(group: DialogGroupView, viewerId: number): DialogGroup {
  const { listing } = group;
  const dialogs = group.dialogs.map((view) => toDialog(view, viewerId));
  const isMine = listing.user_id === viewerId;
  return {
    id: listing.id,
    // A buyer has one dialog per listing: the group names the owner only where that dialog does.
    user_id: isMine || !dialogs[0]?.opponent_masked ? listing.user_id : null,
    name: listing.name,
    image: mediaUrl(listing.image),
    price: listing.price,
    is_mine: isMine,
    nda: listing.nda,
    fba_statuses: listing.fba_statuses,
    unread_count: dialogs.reduce((sum, dialog) => sum + dialog.unread_count, 0),
    dialogs,
  };
}

export function toDashboardMessage(entry: DashboardEntry, viewerId: number): DashboardMessage {
  const { message, dialog, listing, masked } = entry;
  return {
    message: toMessage(message, viewerId),
    dialog_id: dialog.id,
    business: { id: listing.id, name: listing.name, image: mediaUrl(listing.image) },
    opponent: toOpponent(entry.sender, message.user_id, masked),
    opponent_masked: masked,
    unread_count: entry.unread,
  };
}
