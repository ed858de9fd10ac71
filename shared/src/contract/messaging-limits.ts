// The limits and fixed answers of messaging (messaging.ts holds its schemas), apart from the schemas so
// that the chat's parts that only need a number or a text (the attach button, a file name, the
// send's error mapping, the hide-listing modal) bundle no zod. No imports (the contract's
// `zod-free.test.ts`).

// ——— Limits (spec §9 and the decisions) ———

/** Business groups per page of `GET /api/dialogs` (spec: "set by the server"). */
export const DIALOG_GROUPS_PER_PAGE = 20;
/** The newest messages each dialog of the list carries; older ones via `MESSAGING_PATHS.dialogMessages`. */
export const DIALOG_MESSAGES_PAGE = 30;
/** Longest text message (characters, after trimming); empty text is never sent (spec §5). */
export const MESSAGE_TEXT_MAX = 5000;
/** The note a buyer may add to an NDA request. */
export const NDA_REQUEST_MESSAGE_MAX = 1000;
/** The full name typed on /sign/{id}. */
export const NDA_SIGNER_NAME_MIN = 2;
export const NDA_SIGNER_NAME_MAX = 128;
/** Latest incoming messages shown on /dashboard (one per dialog). */
export const DASHBOARD_MESSAGES_LIMIT = 5;

/** Attachments: judged by content (not name or declared type); JPEG/PNG re-encoded without metadata. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What the attach button offers (the API decides by content). */
export const ATTACHMENT_ACCEPT = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** Images with more pixels than this are refused (422) before decoding (pixel-flood guard). */
export const ATTACHMENT_IMAGE_MAX_PIXELS = 40_000_000;
/** A chat file name is shown cut to this many characters (spec §9). */
export const ATTACHMENT_NAME_SHOWN = 30;

/**
 * Sending (text, media, NDA request) is limited per user: at most `max` in a sliding `windowSeconds`;
 * one more answers 429 `MESSAGE_RATE_LIMIT_TEXT` with a `Retry-After` header (seconds).
 */
export const MESSAGE_RATE_LIMIT = { max: 20, windowSeconds: 60 } as const;
export const MESSAGE_RATE_LIMIT_TEXT = 'Please wait before sending more messages.';
/** 403 on sending, requesting an NDA or reading the seller as a free buyer. */
export const PRO_REQUIRED_TEXT = 'PRO subscription required';

/** Buying process (spec §4): 1–5 are the steps, above 5 is done, 7 is a closed deal. */
export const BUYING_STEP_MIN = 1;
export const BUYING_STEP_COUNT = 5;
export const BUYING_STEP_CLOSED = 7;
/** The step a dialog moves to after the owner hides the listing (hide-listing modal). */
export const BUYING_STEP_AFTER_HIDE = 2;
