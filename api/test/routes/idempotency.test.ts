// Idempotency keys (issue #31 §4, decision 0211): a write repeated with its Idempotency-Key gets the
// first answer again and runs once; a repeat while the first runs gets 409 with Retry-After; the key on
// another request gets 422; keys belong to their user; expired keys and lapsed claims are taken anew.
// The favourites toggle is the probe: run twice, it would undo itself.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { FAVORITES_PATHS } from '@bizmarkt/shared/contract';
import { favorites, idempotencyKeys } from '../../src/db/schema';
import { requestFingerprint } from '../../src/plugins/app/idempotency';
import { createUser, loggedIn, TEST_PASSWORD, useAccountsApp } from '../helpers/accounts';
import { TestClient } from '../helpers/client';
import { freshSeller, insertListing } from '../helpers/browse';

jest.setTimeout(60_000);
const t = useAccountsApp();

const toggle = (client: TestClient, listingId: number, key?: string, headers: Record<string, string> = {}) =>
  client.request({
    method: 'POST',
    url: FAVORITES_PATHS.toggle,
    payload: { business_id: listingId },
    headers: key === undefined ? headers : { 'idempotency-key': key, ...headers },
  });

async function setup() {
  const seller = await freshSeller(t.database);
  const listing = await insertListing(t.database, seller.id);
  const user = await createUser(t.database);
  return { listing, user, client: await loggedIn(t.app, user.email) };
}

const favouriteRows = (userId: number, listingId: number) =>
  t.database.db
    .select()
    .from(favorites)
    .where(and(eq(favorites.user_id, userId), eq(favorites.business_id, listingId)));
const keyRows = (key: string) => t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

describe('a write repeated with its Idempotency-Key', () => {
  it('runs once and answers the repeat with the first answer', async () => {
    const { listing, user, client } = await setup();
    const key = randomUUID();
    const first = await toggle(client, listing.id, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ favorite: true });
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await toggle(client, listing.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ favorite: true });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    // The toggle ran once: still a favourite (a second run would have removed it).
    expect(await favouriteRows(user.id, listing.id)).toHaveLength(1);

    // A new key is a new write: the toggle runs and removes it.
    expect((await toggle(client, listing.id, randomUUID())).json()).toEqual({ favorite: false });
    expect(await favouriteRows(user.id, listing.id)).toHaveLength(0);
    // Without a key, nothing changes for the caller.
    expect((await toggle(client, listing.id)).json()).toEqual({ favorite: true });
  });

  it('keeps a 4xx answer of the handler too, and does not keep refusals before it (CSRF)', async () => {
    const { client } = await setup();
    const key = randomUUID();
    const refused = await client.request({
      method: 'POST',
      url: FAVORITES_PATHS.toggle,
      payload: { business_id: 1 },
      headers: { 'idempotency-key': key },
      xsrf: false,
    });
    expect(refused.statusCode).toBe(419);
    expect(await keyRows(key)).toHaveLength(0);
  });

  it('answers 409 with Retry-After while the first is still running, and lets a lapsed claim be taken over', async () => {
    const { listing, user, client } = await setup();
    const key = randomUUID();
    const fingerprint = requestFingerprint({ method: 'POST', url: FAVORITES_PATHS.toggle, body: { business_id: listing.id } });
    // The first request's claim, as an instance holds it while its handler runs.
    await t.app.idempotency.claim(`u:${user.id}`, key, fingerprint);
    const running = await toggle(client, listing.id, key);
    expect(running.statusCode).toBe(409);
    expect(Number(running.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(running.headers['retry-after'])).toBeLessThanOrEqual(15);
    expect(running.json()).toEqual({ message: 'This request is still being processed. Please try again in a moment.' });
    const german = await toggle(client, listing.id, key, { 'x-lang': 'de' });
    expect(german.json().message).toBe('Diese Anfrage wird noch bearbeitet. Bitte versuchen Sie es gleich noch einmal.');
    expect(await favouriteRows(user.id, listing.id)).toHaveLength(0);

    // Its instance was killed: no answer will come. Once the lease has lapsed, the retry runs the write.
    await t.database.db
      .update(idempotencyKeys)
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    const retried = await toggle(client, listing.id, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ favorite: true });
    expect((await toggle(client, listing.id, key)).headers['idempotent-replayed']).toBe('true');
    expect(await favouriteRows(user.id, listing.id)).toHaveLength(1);
  });

  it('runs the handler once when the same key arrives twice at once', async () => {
    const { listing, user, client } = await setup();
    const key = randomUUID();
    const answers = await Promise.all([toggle(client, listing.id, key), toggle(client, listing.id, key)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // Either the second found the first running (409) or already done (its answer replayed).
    expect([
      [200, 409],
      [200, 200],
    ]).toContainEqual(statuses);
    for (const answer of answers.filter((a) => a.statusCode === 200)) expect(answer.json()).toEqual({ favorite: true });
    expect(answers.filter((a) => a.statusCode === 200 && a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await favouriteRows(user.id, listing.id)).toHaveLength(1);
  });

  it('answers 422 when the key comes with another request', async () => {
    const { listing, user, client } = await setup();
    const other = await insertListing(t.database, listing.user_id);
    const key = randomUUID();
    await toggle(client, listing.id, key);
    const reused = await toggle(client, other.id, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request.',
      errors: { 'Idempotency-Key': ['This Idempotency-Key was already used for a different request.'] },
    });
    expect(await favouriteRows(user.id, other.id)).toHaveLength(0);
    const malformed = await toggle(client, listing.id, 'not a key!');
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['Idempotency-Key']);
  });

  it("keeps each user's keys apart: another user's key is a key of their own", async () => {
    const alice = await setup();
    const bob = { user: await createUser(t.database) };
    const bobClient = await loggedIn(t.app, bob.user.email);
    const key = randomUUID();
    expect((await toggle(alice.client, alice.listing.id, key)).json()).toEqual({ favorite: true });
    const bobs = await toggle(bobClient, alice.listing.id, key);
    expect(bobs.statusCode).toBe(200);
    expect(bobs.headers['idempotent-replayed']).toBeUndefined();
    expect(await favouriteRows(bob.user.id, alice.listing.id)).toHaveLength(1);
    expect((await keyRows(key)).map((row) => row.scope).sort()).toEqual([`u:${alice.user.id}`, `u:${bob.user.id}`].sort());
  });

  it('runs an expired key anew, and the cleanup removes expired keys only', async () => {
    const { listing, user, client } = await setup();
    const old = randomUUID();
    const fresh = randomUUID();
    await toggle(client, listing.id, old);
    await toggle(client, listing.id, fresh);
    expect(await favouriteRows(user.id, listing.id)).toHaveLength(0);
    await t.database.db
      .update(idempotencyKeys)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, old));
    await t.app.idempotency.deleteExpired();
    expect(await keyRows(old)).toHaveLength(0);
    expect(await keyRows(fresh)).toHaveLength(1);
    // Past its lifetime a key is a new key: the write runs again.
    const rerun = await toggle(client, listing.id, old);
    expect(rerun.headers['idempotent-replayed']).toBeUndefined();
    expect(rerun.json()).toEqual({ favorite: true });
  });

  it('keeps no answer that replaced the session (a login)', async () => {
    const user = await createUser(t.database);
    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    const key = randomUUID();
    const login = await guest.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      headers: { 'idempotency-key': key },
    });
    expect(login.statusCode).toBe(200);
    expect(await keyRows(key)).toHaveLength(0);
  });
});

describe('requestFingerprint', () => {
  it('reads a file by its content, not by how it was sent', () => {
    const file = (data: string) => ({ filename: 'a.png', mimetype: 'image/png', data: Buffer.from(data), truncated: false });
    const fingerprint = (body: unknown, url = '/api/x') => requestFingerprint({ method: 'POST', url, body });
    expect(fingerprint({ caption: 'x', file: file('abc') })).toBe(fingerprint({ caption: 'x', file: file('abc') }));
    expect(fingerprint({ caption: 'x', file: file('abc') })).not.toBe(fingerprint({ caption: 'x', file: file('abd') }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 1 }, '/api/y'));
    expect(fingerprint(undefined)).not.toBe(fingerprint({}));
  });
});
