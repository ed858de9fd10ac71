// `/api/sync` as thousands of online users load it (issue #12): each page polls on the ladder
// 5, 10, 30, 60, 120, 240 s (spec §9), back to 5 s after a new message. The load generator sends the
// aggregate rate those users make, each request with the session of one of
// a pool of logged-in generated users in turn, and reports requests/s, p99 and errors — on PostgreSQL,
// where production runs. Logging in all 10,000 would cost 10,000 password hashes; the server's work per
// poll does not depend on which user asks, so a pool stands in for them. The requests are evenly
// spaced at that rate (open-loop.ts), not autocannon's burst at the start of every second.
import { openLoopResult } from './api';
import { runOpenLoop } from './open-loop';
import type { ApiResult } from './report';

export const POLL_LADDER_SECONDS = [5, 10, 30, 60, 120, 240] as const;
/** Share of users who had a new message recently and are climbing the ladder again (the rest sit at 240 s). */
export const CLIMBING_SHARE = 0.1;
export const SESSION_POOL = 100;
/** The ladder run: 10,000 online users for 60 s (a quick run without --ladder-users keeps its short duration). */
export const LADDER_SECONDS = 60;

/** Requests per second `users` online users make on the ladder. */
export function ladderRate(users: number, climbingShare = CLIMBING_SHARE): number {
  const climb = POLL_LADDER_SECONDS.length / POLL_LADDER_SECONDS.reduce((sum, s) => sum + s, 0);
  const top = 1 / POLL_LADDER_SECONDS[POLL_LADDER_SECONDS.length - 1]!;
  return users * (climbingShare * climb + (1 - climbingShare) * top);
}

export function poolEmails(size: number, domain = 'gen.bizmarkt.test'): string[] {
  return Array.from({ length: size }, (_, i) => `user-${i}@${domain}`);
}

export async function measureSyncLadder(options: {
  database: string;
  apiUrl: string;
  users: number;
  cookies: readonly string[];
  durationSeconds: number;
  connections: number;
}): Promise<ApiResult> {
  const rate = Math.max(1, Math.round(ladderRate(options.users)));
  const timestamp = Math.floor(Date.now() / 1000) - 60;
  const path = `/api/sync?timestamp=${timestamp}&latestMessageId=0`;
  // Evenly spaced, as thousands of independent pages poll (open-loop.ts), each request with the next session of the pool.
  const run = await runOpenLoop({
    url: `${options.apiUrl}${path}`,
    rate,
    durationSeconds: options.durationSeconds,
    connections: Math.min(options.connections, rate),
    headers: (index) => ({ accept: 'application/json', cookie: options.cookies[index % options.cookies.length] ?? '' }),
  });
  return openLoopResult(options.database, `GET /api/sync, ${options.users} users on the poll ladder (${rate} req/s offered)`, path, run);
}
