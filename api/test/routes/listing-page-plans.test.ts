// The listing page's statement (listings.findPage) finds the viewer's newest NDA request of the listing
// through an index (decision 0235): without it every logged-in view read the whole nda_records table
// (10k rows at the generated scale). Sequential scans are priced out: the test data is too small for
// the planner to prefer an index on its own; the bench times the page on 100k listings.
import { sql } from 'drizzle-orm';
import { selectRows } from '../../src/db/client';
import { useTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);
const t = useTestApp();

it("looks up the viewer's newest NDA request of a listing by (business, signer), newest first", async () => {
  const plan = await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
    await tx.execute(sql`SET LOCAL enable_sort = off`);
    const rows = await selectRows<{ 'QUERY PLAN': string }>(
      tx as never,
      sql`EXPLAIN SELECT r.decision FROM nda_records r WHERE r.business_id = 1 AND r.signer_id = 2 ORDER BY r.id DESC LIMIT 1`,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toMatch(/Index Scan Backward using nda_records_business_signer_idx/);
  expect(plan).toMatch(/Index Cond: \(\(business_id = 1\) AND \(signer_id = 2\)\)/);
});
