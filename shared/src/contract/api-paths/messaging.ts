// API paths: messaging, NDAs and the buying process (schemas: ../messaging.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).

export const MESSAGING_PATHS = {
  /** GET `DialogsQuery` → `DialogListResponse`. */
  dialogs: '/api/dialogs',
  /** PATCH `DialogStepRequest` → `DialogStepResponse`. */
  dialog: (id: number) => `/api/dialogs/${id}`,
  /** GET `?before_id=` → `DialogMessagesResponse` (older messages, newest page first). */
  dialogMessages: (id: number) => `/api/dialogs/${id}/messages`,
  /** POST → `DialogReadResponse`: every message to the caller in this dialog is read. */
  dialogRead: (id: number) => `/api/dialogs/${id}/read`,
  /** GET → `NdaRecordsResponse`: the NDA signatures of this dialog, newest first (both parties). */
  dialogNdaRecords: (id: number) => `/api/dialogs/${id}/nda-records`,
  /** POST `SendTextRequest` (JSON) or multipart `SendMediaFields` + file `media` → 201 `SendMessageResponse`. */
  messages: '/api/messages',
  /** GET → the file (to the two parties only); `thumb` is the image thumbnail. Links, not fetch JSON. */
  media: (messageId: number) => `/api/messages/${messageId}/media`,
  mediaThumb: (messageId: number) => `/api/messages/${messageId}/media/thumb`,
  /** GET → `DashboardMessagesResponse`. */
  dashboard: '/api/messages/dashboard',
  /** POST `NdaRequest` → 201 `NdaRequestResponse`. */
  ndaRequest: '/api/messages/nda',
  /** PATCH `NdaAnswerRequest` → `NdaAnswerResponse`; id = the pending `nda_request_decision` message. */
  ndaAnswer: (messageId: number) => `/api/messages/nda/${messageId}`,
  /** POST → `NdaRecord` (seller only, an accepted record): the buyer loses the protected fields at once. */
  ndaRevoke: (recordId: number) => `/api/nda-records/${recordId}/revoke`,
} as const;
