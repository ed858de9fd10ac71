// The event stream's names (zod-free: the page's EventSource listens by them; schemas: ./stream.ts).

/**
 * What changed in one of the user's dialogs (the client re-reads what it shows of it):
 *   step   a side's buying-process step (spec §4 "Buying process"; the hide-listing modal's step 2)
 *   nda    an NDA request, acceptance, decline or revocation (spec §4 "NDA flow")
 *   offer      an offer or letter of intent (issue #30 §1): made, countered, accepted, declined, expired
 *   checklist  an item of the due-diligence checklist requested, answered or verified (issue #30 §3)
 *   data-room  the listing's data room for the dialog's buyer: the seller's grant, pause or revoke,
 *              a document uploaded or deleted (issue #30 §2, decision 0221)
 */
export const STREAM_DIALOG_TOPICS = ['step', 'nda', 'offer', 'checklist', 'data-room'] as const;
export type StreamDialogTopic = (typeof STREAM_DIALOG_TOPICS)[number];

/** The SSE `event:` names, one per member of the union (`StreamEvent['type']`). */
export const STREAM_EVENT_TYPES = ['message', 'unread', 'dialog'] as const;
export type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];
