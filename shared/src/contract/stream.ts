// The event stream (`GET /api/stream`, server-sent events; issue #30 §4): what one logged-in tab hears
// at once instead of waiting for the next poll. Declared once here: the API builds each event against
// `streamEventSchema`, the client reads `StreamEvent`. Every event is about the listening user only
// and carries nothing a poll of theirs would not show (no seller identity behind a masked listing).
import { z } from './zod';
import { messageSchema, syncResponseSchema } from './api';

/**
 * What changed in one of the user's dialogs (the client re-reads what it shows of it):
 *   step   a side's buying-process step (spec §4 "Buying process"; the hide-listing modal's step 2)
 *   nda    an NDA request, acceptance, decline or revocation (spec §4 "NDA flow")
 *   offer  an offer or letter of intent (issue #30 §1), published by the offers feature
 */
export const STREAM_DIALOG_TOPICS = ['step', 'nda', 'offer'] as const;
export type StreamDialogTopic = (typeof STREAM_DIALOG_TOPICS)[number];

/** The SSE `event:` names, one per member of the union. */
export const STREAM_EVENT_TYPES = ['message', 'unread', 'dialog'] as const;
export type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];

export const streamMessageEventSchema = z.object({
  type: z.literal('message'),
  /** A message to the user, exactly as `GET /api/sync` would answer it. */
  message: messageSchema,
});

export const streamUnreadEventSchema = z.object({
  type: z.literal('unread'),
  ...syncResponseSchema.pick({ unreadNotifications: true, unreadMessages: true, unreadByDialog: true }).shape,
});

export const streamDialogEventSchema = z.object({
  type: z.literal('dialog'),
  dialogId: z.number().int(),
  topic: z.enum(STREAM_DIALOG_TOPICS),
});

export const streamEventSchema = z.discriminatedUnion('type', [streamMessageEventSchema, streamUnreadEventSchema, streamDialogEventSchema]);
export type StreamEvent = z.infer<typeof streamEventSchema>;
export type StreamMessageEvent = z.infer<typeof streamMessageEventSchema>;
export type StreamUnreadEvent = z.infer<typeof streamUnreadEventSchema>;
export type StreamDialogEvent = z.infer<typeof streamDialogEventSchema>;
