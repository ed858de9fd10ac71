// Issue #31 §5: N simulated logged-in users against one or more API instances (or a deployment's
// nginx), each a cheap timer, not a process: `/api/sync` on the spec's poll ladder (5, 10, 30, 60,
// 120, 240 s, back to 5 s after a new message; a forced poll right after the user's own send), a
// browsing mix (a broad and a narrow word, filters, a listing page, the favourites) and message sends.
// Each request is timed from the moment the user's timer fires, so a slow server is charged for the
// wait in the client's connection queue too. Requests of one kind are summarised as count, errors,
// p50/p95/p99. Load goes to loopback (or to BENCH_TARGET_URL, which the operator chose).
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';

export const POLL_LADDER_SECONDS = [5, 10, 30, 60, 120, 240] as const;

export const REQUEST_KINDS = [
  'sync (ladder)',
  'sync (after a send)',
  'search: broad word',
  'search: narrow word',
  'search: filters',
  'listing page',
  'favourites',
  'message send',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The browsing mix: the share of browsing actions of each kind (sums to 1). */
export const BROWSE_MIX: readonly (readonly [RequestKind, number])[] = [
  ['search: broad word', 0.2],
  ['search: narrow word', 0.15],
  ['search: filters', 0.15],
  ['listing page', 0.35],
  ['favourites', 0.15],
];

/** Words the generated data holds: broad ones match a large share of the listings, narrow ones few. */
export const BROAD_WORDS = ['brand', 'store', 'amazon'] as const;
export const NARROW_WORDS = ['Kaffeefilter', 'yoga mat', 'dog leash'] as const;
export const FILTER_QUERIES = [
  'price_min=100000&price_max=500000&profit_margin_min=15&marketplaces=US,DE',
  'sales_min=50000&sort=price_asc&page=20',
  'categories=1,2&sort=newest',
] as const;

/** One logged-in session the simulated users share (a pool: logging in 10,000 users costs 10,000 hashes). */
export interface LoadSession {
  cookie: string;
  xsrf: string;
  /** A dialog the session's user may write in: the listing and the counterpart. */
  sendTo: { business_id: number; opponent_id: number } | null;
}

export interface LoadScenario {
  /** Base URLs the users are spread over round-robin (the instances, or one nginx). */
  targets: readonly string[];
  users: number;
  durationSeconds: number;
  sessions: readonly LoadSession[];
  listingIds: readonly number[];
  /** Mean seconds between one user's browsing actions (exponential). */
  browseEverySeconds: number;
  /** Mean seconds between one user's message sends (exponential); 0 = none. */
  sendEverySeconds: number;
  /** Keep-alive connections per target (more wait in the client's queue, and that wait counts). */
  connectionsPerTarget: number;
  seed?: number;
  timeoutMs?: number;
}

export interface KindStats {
  kind: RequestKind;
  count: number;
  /** Network errors and timeouts. */
  errors: number;
  /** Answers outside 2xx (a 429 of the send limit included: it is a sign the session pool is too small). */
  non2xx: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface LoadRun {
  seconds: number;
  /** Sent but not answered by the end of the run and its drain (they waited in a queue): failures too. */
  unanswered: number;
  requests: number;
  requestsPerSecond: number;
  kinds: KindStats[];
  statuses: Record<string, number>;
}

/** Nearest-rank percentile (0 for none). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The ladder step after a poll: back to the first step when something new came, else one step up. */
export function nextLadderStep(step: number, somethingNew: boolean): number {
  if (somethingNew) return 0;
  return Math.min(POLL_LADDER_SECONDS.length - 1, step + 1);
}

/**
 * Where a user stands on the ladder when the run starts (steady state, not 10,000 fresh logins at
 * once): most sit at the top step, a share climbs after a recent message; the first poll falls at a
 * random point of the current step's interval.
 */
export function initialLadder(random: () => number, climbingShare = 0.1): { step: number; firstPollMs: number } {
  const step = random() < climbingShare ? Math.floor(random() * (POLL_LADDER_SECONDS.length - 1)) : POLL_LADDER_SECONDS.length - 1;
  return { step, firstPollMs: random() * POLL_LADDER_SECONDS[step]! * 1000 };
}

/** Requests per second the scenario offers on average (ladder at steady state, browsing, sends and their forced polls). */
export function offeredRate(s: Pick<LoadScenario, 'users' | 'browseEverySeconds' | 'sendEverySeconds'>, climbingShare = 0.1): number {
  const sum = POLL_LADDER_SECONDS.reduce((a, b) => a + b, 0);
  const ladder = s.users * (climbingShare * (POLL_LADDER_SECONDS.length / sum) + (1 - climbingShare) / POLL_LADDER_SECONDS.at(-1)!);
  const browse = s.browseEverySeconds > 0 ? s.users / s.browseEverySeconds : 0;
  const sends = s.sendEverySeconds > 0 ? (2 * s.users) / s.sendEverySeconds : 0;
  return ladder + browse + sends;
}

/** Picks a kind from the mix for a random number in [0, 1). */
export function pickKind(mix: readonly (readonly [RequestKind, number])[], r: number): RequestKind {
  let acc = 0;
  for (const [kind, share] of mix) {
    acc += share;
    if (r < acc) return kind;
  }
  return mix.at(-1)![0];
}

/** A small seeded generator (mulberry32): the same scenario on every run. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The path of one browsing action of a kind (a broad word sometimes asks for a later page). */
export function browsePath(kind: RequestKind, random: () => number, listingIds: readonly number[]): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  if (kind === 'search: broad word')
    return `/api/businesses?q=${encodeURIComponent(pick(BROAD_WORDS))}${random() < 0.2 ? `&page=${2 + Math.floor(random() * 5)}` : ''}`;
  if (kind === 'search: narrow word') return `/api/businesses?q=${encodeURIComponent(pick(NARROW_WORDS))}`;
  if (kind === 'search: filters') return `/api/businesses?${pick(FILTER_QUERIES)}`;
  if (kind === 'listing page') return `/api/businesses/${listingIds.length ? pick(listingIds) : 1}`;
  return '/api/favorites';
}

const exponential = (random: () => number, meanMs: number) => -Math.log(1 - random()) * meanMs;

interface Answer {
  status: number;
  body: string;
}

export async function runLoad(s: LoadScenario, log: (line: string) => void = () => undefined): Promise<LoadRun> {
  const random = createRng(s.seed ?? 31);
  const timeoutMs = s.timeoutMs ?? 10_000;
  const agents = s.targets.map((target) =>
    target.startsWith('https:')
      ? new https.Agent({ keepAlive: true, maxSockets: s.connectionsPerTarget, rejectUnauthorized: false })
      : new http.Agent({ keepAlive: true, maxSockets: s.connectionsPerTarget }),
  );
  const samples = new Map<RequestKind, number[]>(REQUEST_KINDS.map((k) => [k, []]));
  const failures = new Map<RequestKind, { errors: number; non2xx: number }>(REQUEST_KINDS.map((k) => [k, { errors: 0, non2xx: 0 }]));
  const statuses: Record<string, number> = {};
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let inFlight = 0;
  let sent = 0;
  let drained: () => void = () => undefined;

  const request = (user: number, kind: RequestKind, method: string, path: string, session: LoadSession, body?: unknown): Promise<Answer | null> => {
    const index = user % s.targets.length;
    const url = new URL(path, s.targets[index]);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { accept: 'application/json', cookie: session.cookie, 'x-lang': user % 3 === 0 ? 'de' : 'en' };
    if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'x-xsrf-token': session.xsrf });
    const started = performance.now();
    inFlight += 1;
    sent += 1;
    return new Promise((resolve) => {
      const done = (answer: Answer | null) => {
        inFlight -= 1;
        if (answer === null) failures.get(kind)!.errors += 1;
        else {
          samples.get(kind)!.push(performance.now() - started);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (answer.status < 200 || answer.status >= 300) failures.get(kind)!.non2xx += 1;
        }
        if (stopped && inFlight === 0) drained();
        resolve(answer);
      };
      const client = url.protocol === 'https:' ? https : http;
      const req = client.request(url, { method, headers, agent: agents[index], timeout: timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', () => done(null));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => done(null));
      req.end(payload);
    });
  };

  const later = (ms: number, fn: () => void) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) fn();
    }, ms);
    timers.add(timer);
  };

  const startedAt = Date.now();
  for (let user = 0; user < s.users; user += 1) {
    const session = s.sessions[user % s.sessions.length]!;
    const first = initialLadder(random);
    let step = first.step;
    let latestMessageId = 0;
    let pollTimer: NodeJS.Timeout | null = null;
    const poll = async (kind: RequestKind) => {
      const since = Math.floor(startedAt / 1000) - 60;
      const answer = await request(user, kind, 'GET', `/api/sync?timestamp=${since}&latestMessageId=${latestMessageId}`, session);
      let somethingNew = false;
      if (answer && answer.status === 200) {
        try {
          const parsed = JSON.parse(answer.body) as { messages?: { id: number }[] };
          const ids = (parsed.messages ?? []).map((m) => m.id);
          if (ids.length) {
            somethingNew = latestMessageId !== 0;
            latestMessageId = Math.max(latestMessageId, ...ids);
          }
        } catch {
          // counted by its status; the ladder simply climbs
        }
      }
      step = nextLadderStep(step, somethingNew);
      schedulePoll(POLL_LADDER_SECONDS[step]! * 1000);
    };
    const schedulePoll = (ms: number) => {
      if (pollTimer) {
        clearTimeout(pollTimer);
        timers.delete(pollTimer);
      }
      if (stopped) return;
      pollTimer = setTimeout(() => {
        if (pollTimer) timers.delete(pollTimer);
        pollTimer = null;
        if (!stopped) void poll('sync (ladder)');
      }, ms);
      timers.add(pollTimer);
    };
    schedulePoll(first.firstPollMs);

    const browse = () => {
      const kind = pickKind(BROWSE_MIX, random());
      void request(user, kind, 'GET', browsePath(kind, random, s.listingIds), session).finally(() =>
        later(exponential(random, s.browseEverySeconds * 1000), browse),
      );
    };
    if (s.browseEverySeconds > 0) later(exponential(random, s.browseEverySeconds * 1000), browse);

    const send = () => {
      const to = session.sendTo;
      const next = () => later(exponential(random, s.sendEverySeconds * 1000), send);
      if (!to) return next();
      void request(user, 'message send', 'POST', '/api/messages', session, { type: 'text', ...to, message: `Load test message from user ${user}` }).then(() => {
        // The sender's page polls at once after its own send (spec §9), and the ladder starts over.
        step = 0;
        if (pollTimer) {
          clearTimeout(pollTimer);
          timers.delete(pollTimer);
          pollTimer = null;
        }
        void poll('sync (after a send)');
        next();
      });
    };
    if (s.sendEverySeconds > 0) later(exponential(random, s.sendEverySeconds * 1000), send);
  }

  const progress = setInterval(() => log(`    … ${Math.round((Date.now() - startedAt) / 1000)} s, ${inFlight} in flight`), 10_000);
  await new Promise((r) => setTimeout(r, s.durationSeconds * 1000));
  stopped = true;
  clearInterval(progress);
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  if (inFlight > 0) await Promise.race([new Promise<void>((r) => (drained = r)), new Promise((r) => setTimeout(r, timeoutMs))]);
  const seconds = (Date.now() - startedAt) / 1000;
  for (const agent of agents) agent.destroy();

  const kinds = REQUEST_KINDS.map((kind): KindStats => {
    const latencies = samples.get(kind)!;
    const failed = failures.get(kind)!;
    return {
      kind,
      count: latencies.length + failed.errors,
      errors: failed.errors,
      non2xx: failed.non2xx,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
    };
  });
  const requests = kinds.reduce((sum, k) => sum + k.count, 0);
  return { seconds, unanswered: sent - requests, requests, requestsPerSecond: requests / s.durationSeconds, kinds, statuses };
}
