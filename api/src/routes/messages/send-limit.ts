// Sending (text, media, NDA requests) is limited per user over all dialogs: MESSAGE_RATE_LIMIT hits in
// a sliding window, counted in the database (holds across API instances) → 429 with Retry-After.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGE_RATE_LIMIT } from '@bizmarkt/shared/contract';
import type { UserRow } from '../../db/schema';
import { requestLang } from '../../lib/lang';
import { translate } from '../../lib/messages';
import { sendTooManyRequests } from '../../plugins/app/throttle';

export const messageSendKey = (userId: number) => `messages:${userId}`;

/** Counts one send against the user's window; answers 429 (and true) when the window is full. */
export async function refuseWhenTooFast(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<boolean> {
  const hit = await request.server.throttle.hit(messageSendKey(user.id), MESSAGE_RATE_LIMIT.max, MESSAGE_RATE_LIMIT.windowSeconds);
  if (hit.allowed) return false;
  sendTooManyRequests(reply, hit.retryAfter, { message: translate('messaging.throttled', requestLang(request)) });
  return true;
}
