// Generated listings, owned by the generated sellers, with realistic financials: 12–36 months per
// listing made inside the database (generate_series, one statement per batch), the derived metrics
// computed there too with the formulas of computeListingMetrics, and an NDA version for NDA listings.
import { sql } from 'drizzle-orm';
import { AMAZON_MARKETPLACES, ASSET_KINDS, BUSINESS_MODELS, defaultNdaText, SALE_REASONS } from '@bizmarkt/shared/contract';
import { selectRows, type Db } from '../../db/client';
import { generateUsers } from './accounts';
import { AD_SEASON, REFUND_SEASON, SEASON } from '../months';
import { arr, batches, batchSizeOf, between, createRng, DAY_MS, iso, pick, type GenerateOptions, type Rng } from './common';

const ADJECTIVES = ['Green', 'Smart', 'Happy', 'Urban', 'Pure', 'Bright', 'Nordic', 'Alpine', 'Cozy', 'Prime', 'Bold', 'Fresh'];
const NOUNS = ['Kitchen', 'Pets', 'Outdoor', 'Beauty', 'Fitness', 'Baby', 'Garden', 'Coffee', 'Tools', 'Yoga', 'Travel', 'Home'];
const SUFFIXES = ['Co.', 'Brand', 'Store', 'Goods', 'Supply', 'Labs'];
const LISTING_STATUS_WEIGHTS = ['published', 'published', 'published', 'published', 'published', 'pending', 'draft', 'canceled', 'hidden', 'sold'] as const;
const COUNTRIES = ['US', 'US', 'DE', 'DE', 'GB', 'CA', 'NL', 'ES', 'PL', 'AT'];
/** Seasonality by calendar month (January first): the demo seed's (the Q4 peak of Amazon sellers). */
const seasonSql = (season: readonly number[]) => sql.raw(`array[${season.join(', ')}]::float8[]`);
const SEASON_SQL = seasonSql(SEASON);
const AD_SEASON_SQL = seasonSql(AD_SEASON);
const REFUND_SEASON_SQL = seasonSql(REFUND_SEASON);

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
  fba_statuses: string[];
  marketplaces: string[];
  founded_on: string;
  country_code: string;
  sale_reason: string;
  /** Months of financials (ending the month before `options.now`), their first revenue, growth a month, margin. */
  months: number;
  start_revenue: number;
  growth: number;
  margin: number;
  /** Seeds the month-by-month noise of the figures (0 … 2³²−1). */
  noise_seed: number;
  /** About one in six imported from a sellerboard file (the "verified financials" filter finds them). */
  financials_source: 'manual' | 'sellerboard_import';
  inventory_value: number;
  assets_included: string[];
}

/** A few distinct items of `items`, at least one. */
function some<T>(rng: Rng, items: readonly T[], max: number): T[] {
  const count = between(rng, 1, max);
  return [...new Set(Array.from({ length: count }, () => pick(rng, items)))];
}

/** Listings, owned by the generated sellers (users with the role seller or universal). */
export function* generateListings(options: GenerateOptions): Generator<GeneratedListing> {
  if (options.users === 0) return;
  const sellers = [...generateUsers(options)].flatMap((u, i) => (u.role === 'seller' || u.role === 'universal' ? [i] : []));
  const owners = sellers.length > 0 ? sellers : [0];
  const rng = createRng(options.seed ^ 0x5eed_0002);
  for (let i = 0; i < options.listings; i += 1) {
    const foundedYear = options.now.getUTCFullYear() - between(rng, 1, 12);
    // Log-uniform monthly revenue between $3k and $400k; margins 5–35 %.
    const startRevenue = Math.round(Math.exp(Math.log(3_000) + rng() * (Math.log(400_000) - Math.log(3_000))));
    const margin = Math.round((0.05 + rng() * 0.3) * 100) / 100;
    yield {
      ownerIndex: pick(rng, owners),
      name: `${pick(rng, ADJECTIVES)} ${pick(rng, NOUNS)} ${pick(rng, SUFFIXES)} ${i}`,
      status: pick(rng, LISTING_STATUS_WEIGHTS),
      categoryRank: between(rng, 1, 12),
      // About 2–4× the yearly profit, rounded to $1k, within the marketplace's $20k–$5M.
      price: Math.min(5_000_000, Math.max(20_000, Math.round((startRevenue * 12 * margin * (2 + rng() * 2)) / 1000) * 1000)),
      nda: rng() < 0.3,
      created_at: new Date(options.now.getTime() - between(rng, 0, 2 * 365) * DAY_MS - between(rng, 0, DAY_MS - 1)),
      fba_statuses: some(rng, BUSINESS_MODELS, 3),
      marketplaces: some(rng, AMAZON_MARKETPLACES.slice(0, 12), 4),
      founded_on: `${foundedYear}-${String(between(rng, 1, 12)).padStart(2, '0')}-01`,
      country_code: pick(rng, COUNTRIES),
      sale_reason: pick(rng, SALE_REASONS),
      months: between(rng, 12, 36),
      start_revenue: startRevenue,
      growth: Math.round((0.99 + rng() * 0.04) * 10_000) / 10_000,
      margin,
      inventory_value: Math.round(startRevenue * (0.5 + rng())),
      noise_seed: Math.floor(rng() * 4294967296),
      financials_source: rng() < 1 / 6 ? 'sellerboard_import' : 'manual',
      assets_included: some(rng, ASSET_KINDS, 5),
    };
  }
}

export interface InsertedListings {
  /** Listing ids by index. */
  listingIds: number[];
  /** The owner's user index of each listing. */
  listingOwners: number[];
}

/**
 * A uniform number in [0, 1) from the listing's seed, the month's position and `k` (which figure): an
 * integer hash (two xorshift-multiply rounds), so every driver and machine computes the same figure.
 */
function uniform(k: number) {
  let x = `((t.s + g.i * 2654435761 + ${k} * 2246822519) % 4294967296)`;
  for (let round = 0; round < 2; round += 1) x = `(((${x} # (${x} >> 16)) * 73244475) % 4294967296)`;
  return sql.raw(`((${x} # (${x} >> 16))::float8 / 4294967296.0)`);
}

/**
 * Months of the batch's listings, ending the month before `now`, made by the database — the model of
 * the demo seed's months (seed/months.ts, decision 0247): revenue with seasonality and noise; COGS a
 * share that creeps up, fees a share, advertising a share that rises in Q4, refunds a noisy share with
 * January's returns, other expenses mostly fixed dollars. Margin and growth therefore move month by month.
 */
async function insertMonths(db: Db, ids: readonly number[], batch: readonly GeneratedListing[], now: Date) {
  const lastMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
  await db.execute(sql`
    insert into business_months (business_id, month, revenue, cogs, amazon_fees, advertising, refunds, other_expenses)
    select t.id, m.month, r.revenue,
           round((r.revenue * c.v * (0.45 + 0.0004 * g.i) * (0.97 + 0.06 * ${uniform(2)}))::numeric, 2),
           round((r.revenue * c.v * 0.34 * (0.98 + 0.04 * ${uniform(3)}))::numeric, 2),
           round((r.revenue * c.v * 0.16 * (${AD_SEASON_SQL})[m.calendar] * (0.8 + 0.4 * ${uniform(4)}))::numeric, 2),
           round((r.revenue * c.v * 0.045 * (${REFUND_SEASON_SQL})[m.calendar] * (0.5 + ${uniform(5)}))::numeric, 2),
           round((t.start * 0.05 * (1 + 0.004 * g.i) * (0.85 + 0.3 * ${uniform(6)}))::numeric, 2)
    from unnest(${arr(ids)}::int[], ${arr(batch.map((l) => l.months))}::int[], ${arr(batch.map((l) => l.start_revenue))}::float8[],
                ${arr(batch.map((l) => l.growth))}::float8[], ${arr(batch.map((l) => l.margin))}::float8[],
                ${arr(batch.map((l) => l.noise_seed))}::bigint[]) as t(id, n, start, growth, margin, s)
    cross join lateral generate_series(0, t.n - 1) as g(i)
    cross join lateral (select (${lastMonth}::date - make_interval(months => t.n - g.i))::date as month) as d
    cross join lateral (select d.month, extract(month from d.month)::int as calendar) as m
    cross join lateral (select greatest(0.3, 0.95 - t.margin) as v) as c
    cross join lateral (
      select round((t.start * power(t.growth, g.i) * (${SEASON_SQL})[m.calendar] * (0.95 + 0.1 * ${uniform(1)}))::numeric, 2) as revenue
    ) as r`);
}

/** The stored metrics of the batch's listings, as computeListingMetrics computes them (no add-backs). */
async function updateMetrics(db: Db, ids: readonly number[]) {
  await db.execute(sql`
    with m as (
      select business_id, revenue, revenue - cogs - amazon_fees - advertising - refunds - other_expenses as profit,
             row_number() over (partition by business_id order by month desc) as rn,
             count(*) over (partition by business_id) as n
      from business_months where business_id = any(${arr(ids)}::int[])
    ), a as (
      select business_id, max(n)::int as n,
             sum(revenue) filter (where rn <= 12) as rev, sum(profit) filter (where rn <= 12) as profit,
             count(*) filter (where rn <= 12) as c,
             sum(revenue) filter (where rn between 13 and 24) as prev_rev, sum(profit) filter (where rn between 13 and 24) as prev_profit
      from m group by business_id
    ), b as (select a.*, round(a.profit / a.c, 2) as avg_profit from a)
    update businesses set
      months_count = b.n, ttm_revenue = b.rev, ttm_net_profit = b.profit, ttm_adjusted_profit = b.profit,
      avg_monthly_revenue = round(b.rev / b.c, 2), avg_monthly_profit = b.avg_profit,
      profit_margin = case when b.rev > 0 then round(b.profit / b.rev * 100, 2) end,
      revenue_growth = case when b.n >= 24 and b.prev_rev <> 0 then round((b.rev - b.prev_rev) / abs(b.prev_rev) * 100, 2) end,
      profit_growth = case when b.n >= 24 and b.prev_profit <> 0 then round((b.profit - b.prev_profit) / abs(b.prev_profit) * 100, 2) end,
      annual_multiple = case when businesses.price > 0 and b.avg_profit > 0 then round(businesses.price / (b.avg_profit * 12), 2) end,
      monthly_multiple = case when businesses.price > 0 and b.avg_profit > 0 then round(businesses.price / b.avg_profit, 2) end
    from b where businesses.id = b.business_id`);
}

/** Version 1 of the default NDA text for the batch's NDA listings. */
async function insertNdaVersions(db: Db, ids: readonly number[]) {
  await db.execute(sql`
    with v as (
      insert into business_nda_versions (business_id, version, text)
      select id, 1, replace(${defaultNdaText('en', '{{listing}}')}, '{{listing}}', name) from businesses where id = any(${arr(ids)}::int[]) and nda
      returning id, business_id
    )
    update businesses set nda_version_id = v.id from v where businesses.id = v.business_id`);
}

export async function insertListings(db: Db, options: GenerateOptions, ids: readonly number[]): Promise<InsertedListings> {
  // Listings: ids come back matched by the index at the end of the name.
  const categoryIds = (await selectRows<{ id: number }>(db, sql`select id from categories order by sort, id`)).map((row) => row.id);
  const listingIds: number[] = [];
  const listingOwners: number[] = [];
  const hiddenUntil = iso(new Date(options.now.getTime() + 30 * DAY_MS));
  for await (const batch of batches(generateListings(options), Math.min(2_000, batchSizeOf(options)))) {
    for (const listing of batch) listingOwners.push(listing.ownerIndex);
    const inserted = await selectRows<{ id: number; name: string }>(
      db,
      sql`insert into businesses (user_id, name, status, category_id, price, nda, created_at, updated_at, fba_statuses, marketplaces, founded_on,
            country_code, sale_reason, inventory_value, inventory_included, assets_included, summary, description, open_to_offers, submitted_at,
            verified_at, hidden_until, hide_for_x_days, financials_source, financials_updated_at)
          select u, n, st, c, p, nd, cr, cr, string_to_array(fs, ','), string_to_array(mk, ','), fo, cc, sr, iv, false, string_to_array(ai, ','),
            n || ': an Amazon brand with steady sales and room to grow.',
            'Generated listing. Products, suppliers and advertising are documented; the seller offers 30 days of handover support.',
            true, case when st <> 'draft' then cr end, case when st in ('published', 'hidden', 'sold') then cr end,
            case when st = 'hidden' then ${hiddenUntil}::timestamptz end, case when st = 'hidden' then 30 end,
            -- Saved at the generator's now, as the bench's world is: dated at the review (created_at, up to two
            -- years back), the lifecycle sweep would hide every listing older than 60 days.
            fsrc, ${iso(options.now)}::timestamptz
          from unnest(${arr(batch.map((l) => ids[l.ownerIndex]))}::int[], ${arr(batch.map((l) => l.name))}::text[],
            ${arr(batch.map((l) => l.status))}::text[],
            ${arr(batch.map((l) => (categoryIds.length > 0 ? categoryIds[(l.categoryRank - 1) % categoryIds.length] : null)))}::int[],
            ${arr(batch.map((l) => l.price))}::bigint[], ${arr(batch.map((l) => l.nda))}::boolean[],
            ${arr(batch.map((l) => iso(l.created_at)))}::timestamptz[], ${arr(batch.map((l) => l.fba_statuses.join(',')))}::text[],
            ${arr(batch.map((l) => l.marketplaces.join(',')))}::text[], ${arr(batch.map((l) => l.founded_on))}::date[],
            ${arr(batch.map((l) => l.country_code))}::text[], ${arr(batch.map((l) => l.sale_reason))}::text[],
            ${arr(batch.map((l) => l.inventory_value))}::numeric[], ${arr(batch.map((l) => l.assets_included.join(',')))}::text[],
            ${arr(batch.map((l) => l.financials_source))}::text[])
            as t(u, n, st, c, p, nd, cr, fs, mk, fo, cc, sr, iv, ai, fsrc)
          returning id, name`,
    );
    const batchIds: number[] = [];
    for (const row of inserted) {
      const index = Number(row.name.slice(row.name.lastIndexOf(' ') + 1));
      listingIds[index] = row.id;
    }
    for (const listing of batch) batchIds.push(listingIds[Number(listing.name.slice(listing.name.lastIndexOf(' ') + 1))]!);
    await insertMonths(db, batchIds, batch, options.now);
    await updateMetrics(db, batchIds);
    await insertNdaVersions(db, batchIds);
  }
  return { listingIds, listingOwners };
}
