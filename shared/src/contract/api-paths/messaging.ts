// API paths: messaging, NDAs and the buying process (schemas: ../messaging.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).
import { apiPath, type RoutesOf } from './path';

export const MESSAGING_PATHS = {
  /** GET `DialogsQuery` → `DialogListResponse`. */
  dialogs: '/api/dialogs',
  /** PATCH `DialogStepRequest` → `DialogStepResponse`. */
  dialog: apiPath('/api/dialogs/:id'),
  /** GET `?before_id=` → `DialogMessagesResponse` (older messages, newest page first). */
  dialogMessages: apiPath('/api/dialogs/:id/messages'),
  /** POST → `DialogReadResponse`: every message to the caller in this dialog is read. */
  dialogRead: apiPath('/api/dialogs/:id/read'),
  /** GET → `NdaRecordsResponse`: the NDA signatures of this dialog, newest first (both parties). */
  dialogNdaRecords: apiPath('/api/dialogs/:id/nda-records'),
  /** POST `SendTextRequest` (JSON) or multipart `SendMediaFields` + file `media` → 201 `SendMessageResponse`. */
  messages: '/api/messages',
  /** GET → the file (to the two parties only); `thumb` is the image thumbnail. Links, not fetch JSON. */
  media: apiPath('/api/messages/:id/media'),
  mediaThumb: apiPath('/api/messages/:id/media/thumb'),
  /** GET → `DashboardMessagesResponse`. */
  dashboard: '/api/messages/dashboard',
  /** POST `NdaRequest` → 201 `NdaRequestResponse`. */
  ndaRequest: '/api/messages/nda',
  /** PATCH `NdaAnswerRequest` → `NdaAnswerResponse`; id = the pending `nda_request_decision` message. */
  ndaAnswer: apiPath('/api/messages/nda/:id'),
  /** POST → `NdaRecord` (seller only, an accepted record): the buyer loses the protected fields at once. */
  ndaRevoke: apiPath('/api/nda-records/:id/revoke'),
} as const;

/** What each path serves (the API reference's summaries). */
export const MESSAGING_ENDPOINTS: RoutesOf<typeof MESSAGING_PATHS> = {
  dialogs: {
    GET: "`?page=&dialog_id=`: the caller's dialogs grouped per listing (20 groups a page), each with its newest 30 messages; with `dialog_id` only that dialog (403 not a party, 404 unknown).",
    POST: "`{ business_id, opponent_id? }` → `{ dialog }`: a buyer's dialog with the owner of a published listing; the owner only reopens existing ones.",
  },
  dialog: { PATCH: "`{ buyer_step }` or `{ seller_step }` (1–7), own side only (403 for the other's key); both at 7 → the listing is sold." },
  dialogMessages: { GET: '`?before_id=`: older messages, oldest first, `has_older_messages`.' },
  dialogRead: { POST: "Marks the caller's incoming messages read → `{ unreadMessages }`." },
  dialogNdaRecords: { GET: 'Every NDA signature of the dialog.' },
  messages: { POST: 'Text (JSON) or a file (field `media`) → 201 `{ message }`; a buyer needs PRO (403); 20 sends a minute.' },
  media: { GET: "The file, to the dialog's two parties only (a free buyer not the seller's files)." },
  mediaThumb: { GET: 'Its thumbnail, likewise.' },
  dashboard: { GET: 'The latest message to the caller per dialog (5), locked chats left out.' },
  ndaRequest: {
    POST: '`{ business_id, message?, signer_name, nda_version_id? }` → 201 `{ dialog_id, messages, record }`; 409 pending / already granted / text changed; 422 no NDA.',
  },
  ndaAnswer: {
    PATCH:
      '`{ result: accept|reject }` on the pending decision message → `{ message, replaced_message_id, record }`; only the non-author (403 otherwise); 409 for a second answer.',
  },
  ndaRevoke: { POST: 'The seller revokes an accepted record; the acceptance is deleted; 409 when not accepted or already revoked.' },
};
