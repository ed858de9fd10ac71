// Messaging, NDAs and the buying process (issue #12; spec §2 Messages panel, §3 Dialog/Message/Dialog list,
// §4, §7). The chat is between a listing's owner (seller) and one interested buyer; a buyer needs PRO to
// send, to request an NDA and to read the seller's messages (without PRO: `hide_messages`, 403 on send).
// The message itself (`messageSchema`, `MESSAGE_TYPES`) and the sync answer live in ./api.
import { z } from './zod';
import { requestBody } from './body';
import { idFromText } from './columns';
import { BUSINESS_MODELS } from './listing-enums';
import { messageSchema } from './api';
import { publicProfileSchema } from './accounts';
import { BUYING_STEP_CLOSED, BUYING_STEP_MIN, MESSAGE_TEXT_MAX, NDA_REQUEST_MESSAGE_MAX, NDA_SIGNER_NAME_MAX, NDA_SIGNER_NAME_MIN } from './messaging-limits';

// ——— Dialog list (spec §3 "Dialog list response", "Business group") ———

/**
 * The other party as the dialog shows it (spec §3 Dialog.opponent): the public profile
 * (`publicProfileSchema`, what any logged-in user may see of another), without the profile page's
 * `total_listings_count` and `deleted`. When `opponent_masked` is true every field is null, `id` and
 * `created_at` included (an id would name the seller through any endpoint that takes one; issue #27), and
 * the UI shows 'Seller'; the profile panel cannot be opened. A deleted account keeps its id only.
 */
export const dialogOpponentSchema = publicProfileSchema.omit({ total_listings_count: true, deleted: true }).extend({
  /** Null while masked. */
  id: z.number().int().nullable(),
  /** Joined (ISO); null while masked or for a deleted account. */
  created_at: z.string().nullable(),
});
export type DialogOpponent = z.infer<typeof dialogOpponentSchema>;

/** Where the buyer's NDA for the listing's current version stands in this dialog. */
export const DIALOG_NDA_STATUSES = ['none', 'pending', 'accepted', 'rejected', 'revoked'] as const;
export type DialogNdaStatus = (typeof DIALOG_NDA_STATUSES)[number];

export const dialogSchema = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  /** The buyer (the caller, or the owner's counterpart): a buyer is never masked. */
  buyer_id: z.number().int(),
  /** The listing's owner; null while `opponent_masked` (the caller is the buyer and the seller is 'Seller'). */
  seller_id: z.number().int().nullable(),
  /** The caller owns the listing (seller side: 'Selling steps.', sets `seller_step`). */
  is_seller: z.boolean(),
  opponent: dialogOpponentSchema,
  /** The buyer sees 'Seller' instead of the owner: the listing has an NDA or the dialog hides messages. */
  opponent_masked: z.boolean(),
  /** The newest `DIALOG_MESSAGES_PAGE` messages, oldest first. With `hide_messages` the seller's are left out. */
  messages: z.array(messageSchema),
  has_older_messages: z.boolean(),
  /** The caller is this dialog's buyer without PRO: Chat Locked, nothing of the seller's is sent. */
  hide_messages: z.boolean(),
  buyer_step: z.number().int().min(1).max(7),
  seller_step: z.number().int().min(1).max(7),
  /** The opponent's published listings ('N Listings' in the profile panel; 0 when masked). */
  total_listings_count: z.number().int().min(0),
  /** Unread messages to the caller (also counted when hidden: "You've got N unread message(s)"). */
  unread_count: z.number().int().min(0),
  nda_status: z.enum(DIALOG_NDA_STATUSES),
  /** ISO; null while the dialog has no message. */
  last_message_at: z.string().nullable(),
  created_at: z.string(),
});
export type Dialog = z.infer<typeof dialogSchema>;

/** One listing with the caller's dialogs about it (spec §3 Business group), newest activity first. */
export const dialogGroupSchema = z.object({
  /** The business id. */
  id: z.number().int(),
  /** The owner; null when the caller is a buyer whose dialog masks the seller (`opponent_masked`). */
  user_id: z.number().int().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  price: z.number().int().nullable(),
  is_mine: z.boolean(),
  nda: z.boolean(),
  fba_statuses: z.array(z.enum(BUSINESS_MODELS)),
  /** Sum of the dialogs' `unread_count`. */
  unread_count: z.number().int().min(0),
  dialogs: z.array(dialogSchema),
});
export type DialogGroup = z.infer<typeof dialogGroupSchema>;

/** `GET /api/dialogs?page=&dialog_id=`: with `dialog_id`, only that dialog (in its group), one page. */
export const dialogsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  dialog_id: idFromText().optional(),
});
export type DialogsQuery = z.infer<typeof dialogsQuerySchema>;

export const dialogListResponseSchema = z.object({
  data: z.array(dialogGroupSchema),
  meta: z.object({ current_page: z.number().int(), last_page: z.number().int() }),
});
export type DialogListResponse = z.infer<typeof dialogListResponseSchema>;

/** `GET /api/dialogs/{id}/messages?before_id=`: the page of messages older than `before_id`, oldest first. */
export const dialogMessagesQuerySchema = z.object({ before_id: idFromText() });
export const dialogMessagesResponseSchema = z.object({ messages: z.array(messageSchema), has_older_messages: z.boolean() });
export type DialogMessagesResponse = z.infer<typeof dialogMessagesResponseSchema>;

/**
 * `POST /api/dialogs` (spec §7): the dialog between the caller and the opponent about the listing,
 * created when needed. A buyer contacts by listing id alone: the server takes the listing's owner as
 * the opponent itself, and ignores an `opponent_id` a buyer sends (the answer must not depend on it,
 * or it would confirm a guess of who sells; issue #27). The same holds for `POST /api/messages`.
 */
export const createDialogRequestSchema = requestBody(
  z.object({
    business_id: idFromText(),
    /** Required for the owner (which buyer); a buyer may leave it out (the owner is the opponent). */
    opponent_id: idFromText().optional(),
  }),
);
export type CreateDialogRequest = z.infer<typeof createDialogRequestSchema>;
export const createDialogResponseSchema = z.object({ dialog: dialogSchema });
export type CreateDialogResponse = z.infer<typeof createDialogResponseSchema>;

/** `POST /api/dialogs/{id}/read` → the caller's unread messages afterwards (all dialogs). */
export const dialogReadResponseSchema = z.object({ unreadMessages: z.number().int().min(0) });
export type DialogReadResponse = z.infer<typeof dialogReadResponseSchema>;

// ——— Buying process ———

const stepSchema = z.coerce.number().int().min(BUYING_STEP_MIN).max(BUYING_STEP_CLOSED);

/**
 * `PATCH /api/dialogs/{id}`: exactly one of the two. The owner sets `seller_step`, the buyer `buyer_step`;
 * the other party's key answers 403. When both reach 7 the listing is sold.
 */
export const dialogStepRequestSchema = requestBody(z.object({ buyer_step: stepSchema.optional(), seller_step: stepSchema.optional() }));
export type DialogStepRequest = z.infer<typeof dialogStepRequestSchema>;
export const dialogStepResponseSchema = z.object({
  id: z.number().int(),
  buyer_step: z.number().int(),
  seller_step: z.number().int(),
  /** True once both steps are 7 and the listing went the lifecycle's sold path. */
  business_sold: z.boolean(),
});
export type DialogStepResponse = z.infer<typeof dialogStepResponseSchema>;

// ——— Sending ———

const idField = idFromText();

/** `POST /api/messages` JSON (spec §7); `opponent_id` as in `createDialogRequestSchema`. */
export const sendTextFieldsSchema = z.object({
  type: z.literal('text'),
  business_id: idField,
  opponent_id: idField.optional(),
  message: z.string().trim().min(1).max(MESSAGE_TEXT_MAX),
});
export const sendTextRequestSchema = requestBody(sendTextFieldsSchema);
export type SendTextRequest = z.infer<typeof sendTextRequestSchema>;

/** `POST /api/messages` multipart: these fields plus the file in `media` (422 on `media` when refused). */
export const sendMediaFieldsObjectSchema = z.object({ type: z.literal('media'), business_id: idField, opponent_id: idField.optional() });
export const sendMediaFieldsSchema = requestBody(sendMediaFieldsObjectSchema);
export type SendMediaFields = z.infer<typeof sendMediaFieldsSchema>;

export const sendMessageResponseSchema = z.object({ message: messageSchema });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

// ——— NDA ———

/**
 * `POST /api/messages/nda` from /sign/{id} (subscribed): creates the dialog when needed, an
 * `nda_request` message (the card) and a pending `nda_request_decision` message (the seller's buttons),
 * and the signature record. `nda_version_id` (from the listing answer) pins what was read: when the
 * seller saved a newer version meanwhile the answer is 409 and the page reloads the text.
 */
export const ndaRequestSchema = requestBody(
  z.object({
    business_id: idField,
    message: z.string().trim().max(NDA_REQUEST_MESSAGE_MAX).optional(),
    signer_name: z.string().trim().min(NDA_SIGNER_NAME_MIN).max(NDA_SIGNER_NAME_MAX),
    nda_version_id: idField.optional(),
  }),
);
export type NdaRequest = z.infer<typeof ndaRequestSchema>;

export const NDA_DECISIONS = ['pending', 'accepted', 'rejected'] as const;
export type NdaDecision = (typeof NDA_DECISIONS)[number];

/** The signature record (who, when, from where, which text, the decision and a revocation). */
export const ndaRecordSchema = z.object({
  id: z.number().int(),
  dialog_id: z.number().int(),
  business_id: z.number().int(),
  /** The `nda_request` message of this signature. */
  request_message_id: z.number().int(),
  /** The account that signed and the name typed on /sign/{id}. */
  signer_id: z.number().int(),
  signer_name: z.string(),
  signed_at: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  nda_version_id: z.number().int(),
  nda_version: z.number().int(),
  /** SHA-256 (hex) of the exact text signed, and the text itself. */
  nda_text_sha256: z.string(),
  nda_text: z.string(),
  /**
   * Only the seller decides and revokes, so who did is not sent (it would be the seller's id, and a
   * rejected or revoked buyer sees 'Seller'; issue #27): the database keeps it for the record.
   */
  decision: z.enum(NDA_DECISIONS),
  decided_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type NdaRecord = z.infer<typeof ndaRecordSchema>;

export const ndaRequestResponseSchema = z.object({
  dialog_id: z.number().int(),
  /** The `nda_request` and pending `nda_request_decision` messages. */
  messages: z.array(messageSchema),
  record: ndaRecordSchema,
});
export type NdaRequestResponse = z.infer<typeof ndaRequestResponseSchema>;

/** `PATCH /api/messages/nda/{id}`: by the non-author only (else 403); a second answer 409. */
export const ndaAnswerRequestSchema = requestBody(z.object({ result: z.enum(['accept', 'reject']) }));
export type NdaAnswerRequest = z.infer<typeof ndaAnswerRequestSchema>;

/**
 * The pending `nda_request_decision` message is replaced by a new `nda_request_decision_positive` or
 * `_negative` message (a new id, so the buyer's poll delivers it); the UI drops `replaced_message_id`.
 */
export const ndaAnswerResponseSchema = z.object({
  message: messageSchema,
  replaced_message_id: z.number().int(),
  record: ndaRecordSchema,
});
export type NdaAnswerResponse = z.infer<typeof ndaAnswerResponseSchema>;

export const ndaRecordsResponseSchema = z.object({ data: z.array(ndaRecordSchema) });
export type NdaRecordsResponse = z.infer<typeof ndaRecordsResponseSchema>;

// ——— Dashboard ———

/**
 * `GET /api/messages/dashboard`: the latest message to the caller per dialog (hidden ones left out);
 * `opponent` is masked (id included) as in the dialog.
 */
export const dashboardMessageSchema = z.object({
  message: messageSchema,
  dialog_id: z.number().int(),
  business: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }),
  opponent: dialogOpponentSchema,
  opponent_masked: z.boolean(),
  unread_count: z.number().int().min(0),
});
export type DashboardMessage = z.infer<typeof dashboardMessageSchema>;
export const dashboardMessagesResponseSchema = z.object({ data: z.array(dashboardMessageSchema) });
export type DashboardMessagesResponse = z.infer<typeof dashboardMessagesResponseSchema>;
