// Schema fuzzing (issue #27, point 7): every route of the app's own table, with values made from its own
// zod schemas (params, querystring, body as registered) — values of the right shape, and the same shape
// with hostile parts — sent as JSON, as a form, as multipart (also broken) and as bodies that are not
// what they claim, by a visitor and by a logged-in user who passes every access level. Every answer:
// no 5xx; a 4xx in Laravel's shape with the security headers; no stack trace, SQL or file path.
//
// Bounded in `npm test` (a few requests a route); `SECURITY_FULL=1` sends at least 20,000 and prints
//   security fuzz: tried N, 4xx N, 2xx N, 5xx N (seed S)
// (2xx counts every answer below 400: the few redirects too). The seed is fixed (SECURITY_SEED sets
// another); the same seed sends the same requests in the same order, so a failure can be replayed.
// Everything runs on this file's own copy of the database; the user's session is made again whenever a
// fuzzed request ends it.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { TEST_PASSWORD } from '../helpers/accounts';
import { information, firstCategoryId } from '../helpers/listings';
import { useTestApp } from '../helpers/test-app';
import { nextAddress, userActor, visitorActor, type Actor, type UserActor } from './fuzz-actors';
import { problemWith } from './fuzz-answers';
import type { KnownValues } from './fuzz-arbitraries';
import { fuzzRoutes, requestFor, type FuzzRoute } from './fuzz-requests';

const FULL = process.env.SECURITY_FULL === '1';
const SEED = Number.parseInt(process.env.SECURITY_SEED ?? '', 10) || 27;
/** Requests per route and actor: a few in `npm test` (≤ 30 s a leg), enough for ≥ 20,000 in all when full (SECURITY_FUZZ_PER_ROUTE sets another). */
const PER_ROUTE = Number.parseInt(process.env.SECURITY_FUZZ_PER_ROUTE ?? '', 10) || (FULL ? 120 : 2);
const MAX_STRING = FULL ? 1_048_576 : 16_384;

const t = useTestApp();

async function ids(query: ReturnType<typeof sql>): Promise<number[]> {
  const result = (await t.database.db.execute(query)) as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}

async function texts(query: ReturnType<typeof sql>): Promise<string[]> {
  const result = (await t.database.db.execute(query)) as { rows: { value: string }[] };
  return result.rows.map((row) => String(row.value));
}

/** Ids and strings that name real things, so that fuzzed requests find rows and reach the handlers. */
async function knownValues(own: readonly number[]): Promise<KnownValues> {
  const found = [
    ...(await ids(sql`SELECT id FROM businesses ORDER BY id LIMIT 6`)),
    ...(await ids(sql`SELECT id FROM users ORDER BY id LIMIT 4`)),
    ...(await ids(sql`SELECT id FROM dialogs ORDER BY id DESC LIMIT 3`)),
    ...(await ids(sql`SELECT id FROM messages ORDER BY id DESC LIMIT 3`)),
    ...(await ids(sql`SELECT id FROM invoices ORDER BY id LIMIT 2`)),
    ...(await ids(sql`SELECT id FROM business_images ORDER BY id LIMIT 2`)),
    ...(await ids(sql`SELECT id FROM categories ORDER BY id LIMIT 2`)),
  ];
  const strings = [
    ...(await texts(sql`SELECT id AS value FROM billing_checkouts ORDER BY created_at DESC LIMIT 2`)),
    ...(await texts(sql`SELECT email AS value FROM users ORDER BY id LIMIT 3`)),
    TEST_PASSWORD,
    'DE',
    'de',
    'en',
    'EUR',
    'USD',
    'pro_monthly',
    'seller',
    'buyer',
    'universal',
    'accepted',
  ];
  return { own, ownAfter: ownAfter(own), ids: [...new Set(found)], strings };
}

function ownAfter([userId, listingId, dialogId]: readonly number[]): Record<string, number> {
  return { users: userId!, businesses: listingId!, dialogs: dialogId! };
}

/**
 * The fuzzed user's id and what they own — a listing and a dialog — so that path ids of theirs pass the
 * ownership checks; made again when a fuzzed request deleted them (or the user).
 */
async function ownThings(actor: UserActor, current: readonly number[]): Promise<number[]> {
  const [userId, listingId, dialogId] = current;
  const id = actor.user.id;
  const [listing] = await ids(sql`SELECT id FROM businesses WHERE id = ${listingId ?? 0} AND user_id = ${id}`);
  const [dialog] = await ids(sql`SELECT id FROM dialogs WHERE id = ${dialogId ?? 0} AND buyer_id = ${id}`);
  if (userId === id && listing !== undefined && dialog !== undefined) return [...current];
  const created = await actor.client.send({ method: 'POST', url: '/api/businesses', payload: { information: information(await firstCategoryId(t.database)) } });
  const [published] = await ids(sql`SELECT id FROM businesses WHERE status = 'published' AND NOT nda AND user_id <> ${id} ORDER BY id LIMIT 1`);
  const opened = await actor.client.send({ method: 'POST', url: '/api/dialogs', payload: { business_id: published } });
  const own = [id, (created.json() as { id?: number }).id, (opened.json() as { dialog?: { id: number } }).dialog?.id];
  if (!own.every((value): value is number => typeof value === 'number')) throw new Error(`the fuzzed user's listing or dialog: ${created.body} ${opened.body}`);
  return own;
}

interface Tally {
  tried: number;
  below400: number;
  status4xx: number;
  status5xx: number;
  failures: string[];
}

async function fuzzRoute(route: FuzzRoute, index: number, actors: readonly [Actor, Actor], known: KnownValues, tally: Tally): Promise<void> {
  const requests = fc.sample(requestFor(route, known, { maxStringLength: MAX_STRING }), { seed: SEED + index, numRuns: PER_ROUTE * actors.length });
  for (const [n, request] of requests.entries()) {
    const actor = actorFor(route, n, actors);
    const response = await actor.client.send({ ...request, remoteAddress: nextAddress() });
    tally.tried += 1;
    if (response.statusCode >= 500) tally.status5xx += 1;
    else if (response.statusCode >= 400) tally.status4xx += 1;
    else tally.below400 += 1;
    const sent = `${request.url} ${decodeSafely(request.url)} ${request.payload === undefined ? '' : String(request.payload)}`;
    const problem = problemWith(route.url, sent, response);
    if (problem)
      tally.failures.push(
        `${problem} — as ${actor.name}, route ${index} (seed ${SEED + index}, request ${n}): ${request.description} → ${response.body.slice(0, 300)}`,
      );
    await actor.afterAnswer(route, response);
  }
}

/** Visitor and user in turn; on routes for users, the user three times in four (the visitor's answer is a 401 there). */
function actorFor(route: FuzzRoute, n: number, actors: readonly [Actor, Actor]): Actor {
  const [visitor, user] = actors;
  if (route.access === 'public') return n % 2 === 0 ? visitor : user;
  return n % 4 === 0 ? visitor : user;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

describe('schema fuzzing', () => {
  it(
    'every route answers fitting and hostile input without a 5xx, in Laravel’s shape, leaking nothing',
    async () => {
      const routes = fuzzRoutes(t.app.routeTable);
      expect(routes.length).toBeGreaterThan(60);
      const visitor = await visitorActor(t.app);
      const user = await userActor(t.app, t.database);
      let known = await knownValues(await ownThings(user, []));
      const tally: Tally = { tried: 0, below400: 0, status4xx: 0, status5xx: 0, failures: [] };
      for (const [index, route] of routes.entries()) {
        const own = await ownThings(user, known.own);
        known = { ...known, own, ownAfter: ownAfter(own) };
        await fuzzRoute(route, index, [visitor, user], known, tally);
      }

      console.log(`security fuzz: tried ${tally.tried}, 4xx ${tally.status4xx}, 2xx ${tally.below400}, 5xx ${tally.status5xx} (seed ${SEED})`);
      if (FULL) expect(tally.tried).toBeGreaterThanOrEqual(20_000);
      expect({ failures: tally.failures.length, first: tally.failures.slice(0, 20) }).toEqual({ failures: 0, first: [] });
      // And the server is well afterwards.
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    },
    60_000 + PER_ROUTE * 60_000,
  );
});
