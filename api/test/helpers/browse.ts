// Helpers of the browse suites (issue #11): listings inserted straight into the database with the
// stored figures search filters by (the wizard's API is tested elsewhere and is slow to drive).
import type { DatabaseHandle } from '../../src/db/client';
import { listings, type ListingRow } from '../../src/db/schema';
import { createUser } from './accounts';

type ListingInsert = typeof listings.$inferInsert;

let sequence = 0;

/** A published listing of `userId` (override anything); verified `sequence` seconds apart, newest last. */
export async function insertListing(database: DatabaseHandle, userId: number, overrides: Partial<ListingInsert> = {}): Promise<ListingRow> {
  sequence += 1;
  const [row] = await database.db
    .insert(listings)
    .values({
      user_id: userId,
      name: `Listing ${sequence}`,
      status: 'published',
      verified_at: new Date(Date.UTC(2026, 0, 1) + sequence * 1000),
      summary: 'A small online business.',
      price: 100_000,
      ttm_revenue: 200_000,
      ttm_net_profit: 50_000,
      profit_margin: 25,
      annual_multiple: 2,
      founded_on: '2020-01-01',
      fba_statuses: ['fba'],
      marketplaces: ['US'],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('listing insert returned no row');
  return row;
}

/** A fresh seller: their listings are a list of their own (`user_id=`), apart from every other test's. */
export async function freshSeller(database: DatabaseHandle) {
  return createUser(database, { role: 'seller' });
}
