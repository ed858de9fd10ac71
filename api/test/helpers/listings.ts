// Helpers of the listing suites: valid sections, a seller with a listing, direct status changes.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LISTING_PATHS, type ListingStatus } from '@bizmarkt/shared/contract';
import type { DatabaseHandle } from '../../src/db/client';
import { listings, categories } from '../../src/db/schema';
import { createUser, loggedIn } from './accounts';
import type { TestClient } from './client';

export async function firstCategoryId(database: DatabaseHandle): Promise<number> {
  const [row] = await database.db.select({ id: categories.id }).from(categories).limit(1);
  if (!row) throw new Error('no seeded category');
  return row.id;
}

export function information(categoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Organic pet snacks brand',
    category_id: categoryId,
    fba_statuses: ['fba', 'private_label'],
    marketplaces: ['US', 'DE'],
    founded_year: 2019,
    founded_month: 4,
    country_code: 'de',
    asin_count: 14,
    sku_count: 22,
    brand_registry: true,
    trademark: true,
    trademark_registries: ['EUIPO'],
    team_size: 2,
    owner_hours_per_week: 10,
    sale_reason: 'new_venture',
    sale_reason_details: 'Starting a software company.',
    ...overrides,
  };
}

/** `count` consecutive months ending with `last` (`YYYY-MM`), revenue 10,000 a month. */
export function months(count: number, last = '2026-09', revenue = 10_000) {
  const [year, month] = last.split('-').map(Number) as [number, number];
  const end = year * 12 + month - 1;
  return Array.from({ length: count }, (_, i) => {
    const index = end - (count - 1 - i);
    return {
      month: `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
      revenue,
      cogs: revenue * 0.3,
      amazon_fees: revenue * 0.15,
      advertising: revenue * 0.1,
      refunds: revenue * 0.02,
      other_expenses: revenue * 0.03,
      net_profit: null,
    };
  });
}

export const NDA_TEXT = 'The buyer keeps everything about this business confidential and uses it only to evaluate the purchase. '.repeat(2).trim();
export const SECRET_DESCRIPTION = 'SECRET-DESCRIPTION: the brand is sold in 400 stores and its supplier is in Ningbo.';

/** Every section but information, complete. */
export function restOfSections() {
  return {
    financials: { months: months(24), addbacks: [{ label: 'Owner salary', amount: 12_000 }] },
    assets: {
      inventory_value: 25_000,
      inventory_included: false,
      assets_included: ['brand_trademarks', 'amazon_seller_account'],
      assets_notes: 'Molds included',
    },
    description: {
      summary: 'A profitable pet snacks brand on Amazon US and DE.',
      description: SECRET_DESCRIPTION,
      opportunities: 'Walmart',
      risks: 'One supplier',
      seller_support: '30 days',
    },
    price: { price: 360_000, open_to_offers: true },
    socials: { website: 'petsnacks.example.com', socials: [{ network: 'instagram', url: 'instagram.com/petsnacks', followers: 12_000 }] },
    nda: { nda: true, nda_text: NDA_TEXT },
  };
}

export const save = (client: TestClient, id: number, payload: unknown, headers: Record<string, string> = {}) =>
  client.request({ method: 'POST', url: LISTING_PATHS.listing(id), payload: payload as object, headers });

/** A new seller (verified, role seller) with a logged-in client. */
export async function seller(app: FastifyInstance, database: DatabaseHandle) {
  const user = await createUser(database, { role: 'seller' });
  return { user, client: await loggedIn(app, user.email) };
}

/** A draft from step one; `complete` saves every other section too. */
export async function createListing(client: TestClient, database: DatabaseHandle, complete = false): Promise<number> {
  const created = await client.request({ method: 'POST', url: LISTING_PATHS.create, payload: { information: information(await firstCategoryId(database)) } });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const id = created.json().id as number;
  if (complete) {
    const saved = await save(client, id, restOfSections());
    if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.statusCode} ${saved.body}`);
  }
  return id;
}

export async function setStatus(database: DatabaseHandle, id: number, status: ListingStatus) {
  await database.db.update(listings).set({ status }).where(eq(listings.id, id));
}
