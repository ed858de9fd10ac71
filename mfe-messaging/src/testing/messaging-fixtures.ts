// Test data in the contract's shapes: a buyer (id 5) talking to a seller (id 9) about listing 40,
// seen by the buyer (a message from the seller is not the buyer's own).
import type { Dialog, DialogGroup, DialogListResponse, Message } from '@bizmarkt/shared/contract';
import { makeUser } from '@bizmarkt/shared/testing';
import en from '../i18n/en.json';
import de from '../i18n/de.json';

export const namespaces = { messaging: { en, de } };
export const buyer = makeUser({ id: 5, name: 'Bea', last_name: 'Buyer', subscription: 'active' });
export const seller = makeUser({ id: 9, name: 'Sam', last_name: 'Seller', subscription: null });

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 1,
    dialog_id: 70,
    type: 'text',
    is_mine: false,
    message: 'Hello, thanks for your interest.',
    read: true,
    created_at: '2026-11-22T14:05:00.000Z',
    media_url: null,
    media_type: null,
    media_name: null,
    image_url: null,
    ...overrides,
  };
}

export function makeDialog(overrides: Partial<Dialog> = {}): Dialog {
  return {
    id: 70,
    business_id: 40,
    buyer_id: 5,
    seller_id: 9,
    is_seller: false,
    opponent: {
      id: 9,
      name: 'Sam',
      last_name: 'Seller',
      avatar_thumb: null,
      avatar_thumb_64: null,
      about: 'Seller of kitchen things',
      country_code: 'DE',
      website: 'sam.example',
      facebook: null,
      twitter: null,
      instagram: null,
      created_at: '2025-01-10T10:00:00.000Z',
    },
    opponent_masked: false,
    messages: [makeMessage()],
    has_older_messages: false,
    hide_messages: false,
    buyer_step: 1,
    seller_step: 1,
    total_listings_count: 2,
    unread_count: 0,
    nda_status: 'none',
    last_message_at: '2026-11-22T14:05:00.000Z',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The buyer's dialog as the API answers it while the seller is masked as 'Seller' (an NDA not
 * accepted, or a locked chat): every opponent field null, the id too, and no seller id (issue #27).
 */
export function makeMaskedDialog(overrides: Partial<Dialog> = {}): Dialog {
  const open = makeDialog();
  const opponent = Object.fromEntries(Object.keys(open.opponent).map((key) => [key, null])) as unknown as Dialog['opponent'];
  return makeDialog({ seller_id: null, opponent, opponent_masked: true, total_listings_count: 0, ...overrides });
}

export function makeGroup(overrides: Partial<DialogGroup> = {}): DialogGroup {
  const dialogs = overrides.dialogs ?? [makeDialog()];
  return {
    id: 40,
    user_id: 9,
    name: 'Kitchen Gadgets FBA',
    image: null,
    price: 125000,
    is_mine: false,
    nda: false,
    fba_statuses: ['fba', 'private_label'],
    unread_count: dialogs.reduce((sum, d) => sum + d.unread_count, 0),
    ...overrides,
    dialogs,
  };
}

export function page(groups: DialogGroup[], current = 1, last = 1): DialogListResponse {
  return { data: groups, meta: { current_page: current, last_page: last } };
}
