// Browse at scale (issue #31 §5, decision 0199): the total of a broad query is kept for a moment, a
// narrow one is counted afresh, the rows of a page never come from the cache.
import { createCountCache, countKey, createSearchRepository } from '../../src/repositories/search';
import { freshSeller, insertListing } from '../helpers/browse';
import { useTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);
const t = useTestApp();

describe('the count cache', () => {
  it('keeps a total of at least minTotal until its time is up, and forgets the oldest first', () => {
    let now = 0;
    const cache = createCountCache({ minTotal: 10, ttlMs: 1_000, maxEntries: 2, now: () => now });
    cache.set('narrow', 9);
    cache.set('broad', 10);
    expect(cache.get('narrow')).toBeUndefined();
    expect(cache.get('broad')).toBe(10);
    now = 999;
    expect(cache.get('broad')).toBe(10);
    now = 1_000;
    expect(cache.get('broad')).toBeUndefined();
    cache.set('a', 11);
    cache.set('b', 12);
    cache.set('c', 13);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 12, 13]);
  });

  it('keys a count by the filters alone: page and sort share it; the seller asking for their own list does not', () => {
    const at = { now: new Date('2026-12-02T10:00:00Z'), viewerId: 7 };
    expect(countKey({ q: 'brand', page: 3, sort: 'newest' }, at)).toBe(countKey({ q: 'brand' }, at));
    expect(countKey({ q: 'brand' }, at)).not.toBe(countKey({ q: 'brands' }, at));
    expect(countKey({ user_id: 7 }, at)).not.toBe(countKey({ user_id: 7 }, { ...at, viewerId: 8 }));
    expect(countKey({ age_min: 2 }, at)).not.toBe(countKey({ age_min: 2 }, { ...at, now: new Date('2026-12-03T10:00:00Z') }));
  });

  it('answers a broad total from the cache until it expires, and the page itself fresh', async () => {
    let now = 0;
    const search = createSearchRepository(t.database.db, { countCache: { minTotal: 2, ttlMs: 30_000, maxEntries: 10, now: () => now } });
    const seller = await freshSeller(t.database);
    const word = `Zebrafink${seller.id}`;
    await insertListing(t.database, seller.id, { name: `${word} one` });
    await insertListing(t.database, seller.id, { name: `${word} two` });
    const options = { lang: 'en' as const, now: new Date(), viewerId: null };
    expect((await search.search({ q: word }, options)).total).toBe(2);
    await insertListing(t.database, seller.id, { name: `${word} three` });
    const cached = await search.search({ q: word }, options);
    expect(cached.total).toBe(2);
    expect(cached.rows).toHaveLength(3);
    now = 30_000;
    expect((await search.search({ q: word }, options)).total).toBe(3);
  });

  it('counts a narrow query afresh every time', async () => {
    const search = createSearchRepository(t.database.db, { countCache: { minTotal: 5, ttlMs: 30_000, maxEntries: 10 } });
    const seller = await freshSeller(t.database);
    const word = `Kranich${seller.id}`;
    await insertListing(t.database, seller.id, { name: `${word} one` });
    const options = { lang: 'en' as const, now: new Date(), viewerId: null };
    expect((await search.search({ q: word }, options)).total).toBe(1);
    await insertListing(t.database, seller.id, { name: `${word} two` });
    expect((await search.search({ q: word }, options)).total).toBe(2);
  });
});
