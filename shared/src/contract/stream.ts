// The event stream (`GET /api/stream`, server-sent events; issue #30 §4): what one logged-in tab hears
// at once instead of waiting for the next poll. Declared once here: the API builds each event against
// `streamEventSchema`, the client reads `StreamEvent`. Every event is about the listening user only
// and carries nothing a poll of theirs would not show (no seller identity behind a masked listing).
import { z } from './zod';
import { messageSchema, syncResponseSchema } from './api';
import { STREAM_DIALOG_TOPICS } from './stream-events';

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
