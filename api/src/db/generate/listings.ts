// Generated listings, owned by the generated sellers.
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../client';
import { generateUsers } from './accounts';
import { arr, batches, between, createRng, DAY_MS, iso, pick, type GenerateOptions } from './common';

const ADJECTIVES = ['Green', 'Smart', 'Happy', 'Urban', 'Pure', 'Bright', 'Nordic', 'Alpine', 'Cozy', 'Prime', 'Bold', 'Fresh'];
const NOUNS = ['Kitchen', 'Pets', 'Outdoor', 'Beauty', 'Fitness', 'Baby', 'Garden', 'Coffee', 'Tools', 'Yoga', 'Travel', 'Home'];
const SUFFIXES = ['Co.', 'Brand', 'Store', 'Goods', 'Supply', 'Labs'];
const LISTING_STATUS_WEIGHTS = ['published', 'published', 'published', 'published', 'published', 'pending', 'draft', 'canceled', 'hidden'] as const;
export interface GeneratedListing {
  /** Index into the generated users of the owner. */
  ownerIndex: number;
  /** Ends with " <index>" so rows can be matched to their index after the insert. */
  name: string;
  status: (typeof LISTING_STATUS_WEIGHTS)[number];
  /** 1-based position in the seeded categories' sort order (resolved to an id at insert time). */
  categoryRank: number;
  price: number;
  nda: boolean;
  created_at: Date;
}

/** Listings, owned by the generated sellers (users with the role seller or universal). */
export function* generateListings(options: GenerateOptions): Generator<GeneratedListing> {
  if (options.users === 0) return;
  const sellers = [...generateUsers(options)].flatMap((u, i) => (u.role === 'seller' || u.role === 'universal' ? [i] : []));
  const owners = sellers.length > 0 ? sellers : [0];
  const rng = createRng(options.seed ^ 0x5eed_0002);
  for (let i = 0; i < options.listings; i += 1) {
    yield {
      ownerIndex: pick(rng, owners),
      name: `${pick(rng, ADJECTIVES)} ${pick(rng, NOUNS)} ${pick(rng, SUFFIXES)} ${i}`,
      status: pick(rng, LISTING_STATUS_WEIGHTS),
      categoryRank: between(rng, 1, 12),
      // Log-uniform between $20k and $5M: most brands are small, a few are large.
      price: Math.round(Math.exp(Math.log(20_000) + rng() * (Math.log(5_000_000) - Math.log(20_000))) / 1000) * 1000,
      nda: rng() < 0.3,
      created_at: new Date(options.now.getTime() - between(rng, 0, 2 * 365) * DAY_MS - between(rng, 0, DAY_MS - 1)),
    };
  }
}

export interface InsertedListings {
  /** Listing ids by index. */
  listingIds: number[];
  /** The owner's user index of each listing. */
  listingOwners: number[];
}

export async function insertListings(db: Db, options: GenerateOptions, ids: readonly number[]): Promise<InsertedListings> {
  // Listings: ids come back matched by the index at the end of the name.
  const categoryIds = (await selectRows<{ id: number }>(db, sql`select id from categories order by sort, id`)).map((row) => row.id);
  const listingIds: number[] = [];
  const listingOwners: number[] = [];
  for await (const batch of batches(generateListings(options))) {
    for (const listing of batch) listingOwners.push(listing.ownerIndex);
    const inserted = await selectRows<{ id: number; name: string }>(
      db,
      sql`insert into businesses (user_id, name, status, category_id, price, nda, created_at, updated_at)
          select u, n, st, c, p, nd, cr, cr from unnest(${arr(batch.map((l) => ids[l.ownerIndex]))}::int[], ${arr(batch.map((l) => l.name))}::text[],
            ${arr(batch.map((l) => l.status))}::text[],
            ${arr(batch.map((l) => (categoryIds.length > 0 ? categoryIds[(l.categoryRank - 1) % categoryIds.length] : null)))}::int[],
            ${arr(batch.map((l) => l.price))}::bigint[], ${arr(batch.map((l) => l.nda))}::boolean[],
            ${arr(batch.map((l) => iso(l.created_at)))}::timestamptz[]) as t(u, n, st, c, p, nd, cr)
          returning id, name`,
    );
    for (const row of inserted) listingIds[Number(row.name.slice(row.name.lastIndexOf(' ') + 1))] = row.id;
  }
  return { listingIds, listingOwners };
}
