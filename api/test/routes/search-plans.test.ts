// The indexes answer the browse queries (issue #11): EXPLAIN of the text search, a filter, the newest
// order and the alert matching, with sequential scans priced out (the test data is too small for the
// planner to prefer an index on its own; the bench times them on 100k listings).
import { sql, type SQL } from 'drizzle-orm';
import { selectRows } from '../../src/db/client';
import { alertMatchCondition } from '../../src/repositories/new-listing-alerts';
import { useTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);
const t = useTestApp();

async function plan(query: SQL, priced: SQL[] = []): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    for (const setting of priced) await tx.execute(setting);
    const rows = await selectRows<{ 'QUERY PLAN': string }>(tx as never, sql`EXPLAIN ${query}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('query plans of browse', () => {
  it('searches text through a GIN index over the published listings only', async () => {
    // On the few rows of a test database any small partial index over the published listings is as cheap
    // as the GIN one, so the plan cannot show it here (the bench does, on 100k listings): the definition
    // must be a GIN index of the vector, partial on the status search always asks for.
    const [index] = await selectRows<{ indexdef: string }>(
      t.database.db,
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'businesses_search_vector_idx'`,
    );
    expect(index?.indexdef).toMatch(/USING gin \(search_vector\) WHERE \(status = 'published'::text\)$/);
  });

  it('orders the newest first through the btree index', async () => {
    // On a few rows a bitmap scan and a sort cost next to nothing: with them priced out, the order must come
    // from an index, which only the newest covering index gives.
    const priced = [sql`SET LOCAL enable_bitmapscan = off`, sql`SET LOCAL enable_sort = off`];
    const query = sql`SELECT id FROM businesses b WHERE b.status = 'published' ORDER BY b.verified_at DESC, b.id DESC LIMIT 24`;
    expect(await plan(query, priced)).toContain('businesses_published_newest_idx');
  });

  it('takes the ids of a filtered, sorted page from a covering index alone (no listing row is read)', async () => {
    const ids = sql`SELECT b.id FROM businesses b WHERE b.status = 'published' AND b.ttm_revenue >= 50000 AND b.marketplaces && '{US,DE}'::text[]
      ORDER BY b.price ASC, b.id DESC LIMIT 24 OFFSET 48`;
    // The visibility map set (as autovacuum keeps it), bitmap scans and sorts priced out (few rows here).
    await t.database.db.execute(sql`VACUUM ANALYZE businesses`);
    const priced = [sql`SET LOCAL enable_bitmapscan = off`, sql`SET LOCAL enable_sort = off`];
    expect(await plan(ids, priced)).toContain('Index Only Scan using businesses_published_price_idx');
    const count = sql`SELECT count(*) FROM businesses b WHERE b.status = 'published' AND b.price <= 500000 AND b.profit_margin >= 15`;
    expect(await plan(count, priced)).toMatch(/Index Only Scan using businesses_published_\w+_idx/);
  });

  it("counts the landing page's published listings per category through the (status, category_id) btree index", async () => {
    // On a few rows either index on `status` costs the same (a clean run's PostgreSQL leg picked the
    // other one): with bitmap scans, sorts and hashing priced out too, the grouping must come in
    // category order from an index, which only (status, category_id) gives.
    const query = sql`SELECT category_id, count(*) FROM businesses WHERE status = 'published' AND category_id IS NOT NULL GROUP BY category_id`;
    const priced = [sql`SET LOCAL enable_bitmapscan = off`, sql`SET LOCAL enable_sort = off`, sql`SET LOCAL enable_hashagg = off`];
    expect(await plan(query, priced)).toContain('businesses_status_category_idx');
  });

  it('matches alerts through the GiST index over the ranges', async () => {
    const condition = alertMatchCondition({
      id: 1,
      user_id: 1,
      category_id: 1,
      price: 100_000,
      sales: 200_000,
      net_profit: 50_000,
      profit_margin: 25,
      profit_multiply: 2,
      age: 6,
    });
    expect(await plan(sql`SELECT a.user_id FROM new_listing_alerts a WHERE ${condition}`)).toContain('new_listing_alerts_ranges_idx');
  });
});
