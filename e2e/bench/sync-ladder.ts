// `/api/sync` as thousands of online users load it (issue #12): each page polls on the ladder
// 5, 10, 30, 60, 120, 240 s (spec §9), back to 5 s after a new message. The load generator sends the
// aggregate rate those users make (autocannon `overallRate`), each request with the session of one of
// a pool of logged-in generated users in turn, and reports requests/s, p99 and errors — on PostgreSQL,
// where production runs. Logging in all 10,000 would cost 10,000 password hashes; the server's work per
// poll does not depend on which user asks, so a pool stands in for them.
import { percentile, runAutocannon } from './api';
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
  let next = 0;
  const samples: number[] = [];
  const result = await runAutocannon({
    url: `${options.apiUrl}${path}`,
    connections: Math.min(options.connections, rate),
    overallRate: rate,
    duration: options.durationSeconds,
    headers: { accept: 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const cookie = options.cookies[next % options.cookies.length] ?? '';
          next += 1;
          return { ...request, headers: { ...request.headers, cookie } };
        },
      },
    ],
  }, samples);
  return {
    database: options.database,
    target: `GET /api/sync, ${options.users} users on the poll ladder (${rate} req/s offered)`,
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p95Ms: percentile(samples, 95),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    ratioToCeiling: null,
  };
}
