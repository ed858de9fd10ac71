// Browse (issue #11): the SQL of `GET /api/businesses` and the card rows /favorites shares. Published
// listings only. The filters and the sort vary per request, so the statement is built from fixed
// fragments with every value a parameter (no prepared statement: each combination is its own plan).
// Index use is shown with EXPLAIN in test/routes/search-plans.test.ts and timed by the bench.
import { sql, type SQL } from 'drizzle-orm';
import { effectiveSort, SEARCH_PAGE_SIZE, searchRangeParam, type SearchQuery, type SearchRangeField, type SearchSort } from '@bizmarkt/shared/contract';
import { selectRows, type Db } from '../db/client';
import type { Lang } from '../lib/lang';

/**
 * Relevance ranks the newest this many matches (a broad word matches tens of thousands: ranking them
 * all reads every vector); results past them continue newest first. A multiple of the page size, so
 * no page mixes the two orders.
 */
export const SEARCH_RANK_CANDIDATES = SEARCH_PAGE_SIZE * 42;

/** The columns of a card (public fields only), `c` = categories, `b` = businesses. */
export const cardColumns = (lang: Lang, now: Date): SQL => sql`
  b.id, b.name, b.image, b.summary, b.category_id, ${lang === 'de' ? sql`c.name_de` : sql`c.name_en`} AS category_name,
  b.fba_statuses, b.marketplaces, b.price, b.open_to_offers, b.ttm_revenue, b.ttm_net_profit, b.profit_margin,
  b.annual_multiple, extract(year FROM age(${now.toISOString().slice(0, 10)}::date, b.founded_on))::integer AS age_years,
  b.verified_at, b.nda`;

export interface CardRow {
  id: number;
  name: string;
  image: string | null;
  summary: string | null;
  category_id: number | null;
  category_name: string | null;
  fba_statuses: string[];
  marketplaces: string[];
  price: number | string | null;
  open_to_offers: boolean;
  ttm_revenue: number | string | null;
  ttm_net_profit: number | string | null;
  profit_margin: number | string | null;
  annual_multiple: number | string | null;
  age_years: number | null;
  verified_at: string | Date | null;
  nda: boolean;
}

/** The column each range filter compares (`age` is special: a date). */
const RANGE_COLUMNS: Record<Exclude<SearchRangeField, 'age'>, SQL> = {
  price: sql`b.price`,
  sales: sql`b.ttm_revenue`,
  net_profit: sql`b.ttm_net_profit`,
  profit_margin: sql`b.profit_margin`,
  profit_multiply: sql`b.annual_multiple`,
};

const SORTS: Record<Exclude<SearchSort, 'relevance'>, SQL> = {
  newest: sql`b.verified_at DESC, b.id DESC`,
  price_asc: sql`b.price ASC, b.id DESC`,
  price_desc: sql`b.price DESC, b.id DESC`,
  net_profit_desc: sql`b.ttm_net_profit DESC, b.id DESC`,
  multiple_asc: sql`b.annual_multiple ASC, b.id DESC`,
  revenue_desc: sql`b.ttm_revenue DESC, b.id DESC`,
};

/** `now` minus whole years, as a date (the founding-month bound of an age filter). */
export function yearsBefore(now: Date, years: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/** English and German readings of the words, either may match (websearch syntax: "…", -word, or). */
export const textQuery = (q: string): SQL => sql`(websearch_to_tsquery('english'::regconfig, ${q}) || websearch_to_tsquery('german'::regconfig, ${q}))`;

const pgArray = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

export interface SearchOptions {
  lang: Lang;
  now: Date;
  /** The caller, when logged in: their own NDA listings stay in a `user_id` list. */
  viewerId: number | null;
}

function conditions(query: SearchQuery, options: SearchOptions): SQL {
  const parts: SQL[] = [sql`b.status = 'published'`];
  for (const field of Object.keys(RANGE_COLUMNS) as (keyof typeof RANGE_COLUMNS)[]) {
    const min = query[searchRangeParam(field, 'min')];
    const max = query[searchRangeParam(field, 'max')];
    if (min !== undefined) parts.push(sql`${RANGE_COLUMNS[field]} >= ${min}`);
    if (max !== undefined) parts.push(sql`${RANGE_COLUMNS[field]} <= ${max}`);
  }
  // Age in whole years: at least N years old = founded on or before today N years ago; at most N =
  // founded after today N+1 years ago.
  if (query.age_min !== undefined) parts.push(sql`b.founded_on <= ${yearsBefore(options.now, query.age_min)}::date`);
  if (query.age_max !== undefined) parts.push(sql`b.founded_on > ${yearsBefore(options.now, query.age_max + 1)}::date`);
  if (query.categories?.length) parts.push(sql`b.category_id = ANY(${pgArray(query.categories)}::integer[])`);
  if (query.fba_statuses?.length) parts.push(sql`b.fba_statuses && ${pgArray(query.fba_statuses)}::text[]`);
  if (query.marketplaces?.length) parts.push(sql`b.marketplaces && ${pgArray(query.marketplaces)}::text[]`);
  // Verified financials: the months come from sellerboard, connected or imported from its file (decision 0163).
  if (query.verified_financials) parts.push(sql`b.financials_source IN ('sellerboard_sync', 'sellerboard_import')`);
  if (query.user_id !== undefined) {
    parts.push(sql`b.user_id = ${query.user_id}`);
    // The list names the seller; an NDA hides who sells (spec §2) — except from the seller.
    if (query.user_id !== options.viewerId) parts.push(sql`NOT b.nda`);
  }
  if (query.q) parts.push(sql`b.search_vector @@ ${textQuery(query.q)}`);
  return sql.join(parts, sql` AND `);
}

export interface SearchPage {
  rows: CardRow[];
  total: number;
}

/**
 * Totals of broad queries are kept for a moment (decision 0199): counting a word that matches most of
 * the published listings reads every one of their rows (the text index cannot say how many match
 * without rechecking each vector: 15k pages, 150–250 ms at 100k listings), and the same few broad words
 * come back all the time. Only totals of at least `minTotal` are kept, each for `ttlMs`, at most
 * `maxEntries` of them (the oldest go first); a narrow query is always counted afresh. So a total of a
 * broad query may lag by up to `ttlMs` behind a listing published or withdrawn meanwhile; the page's
 * rows never do.
 */
export interface CountCacheOptions {
  minTotal: number;
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export const SEARCH_COUNT_CACHE: CountCacheOptions = { minTotal: 1_000, ttlMs: 30_000, maxEntries: 500 };

export function createCountCache({ minTotal, ttlMs, maxEntries, now = Date.now }: CountCacheOptions) {
  const entries = new Map<string, { total: number; until: number }>();
  return {
    get(key: string): number | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.total;
      entries.delete(key);
      return undefined;
    },
    set(key: string, total: number): void {
      if (total < minTotal) return;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { total, until: now() + ttlMs });
    },
  };
}

/** What a count depends on: the query without its page and sort, whether the viewer sees their own NDA listings, the day (age filters). */
export function countKey(query: SearchQuery, options: Pick<SearchOptions, 'now' | 'viewerId'>): string {
  const { page: _page, sort: _sort, ...filters } = query;
  const own = query.user_id !== undefined && query.user_id === options.viewerId;
  return JSON.stringify([filters, own, options.now.toISOString().slice(0, 10)]);
}

export function createSearchRepository(db: Db, { countCache = SEARCH_COUNT_CACHE }: { countCache?: CountCacheOptions } = {}) {
  const counts = createCountCache(countCache);

  async function count(where: SQL): Promise<number> {
    const [row] = await selectRows<{ total: number | string }>(db, sql`SELECT count(*) AS total FROM businesses b WHERE ${where}`);
    return Number(row?.total ?? 0);
  }

  /**
   * One page in a fixed order, as a deferred join: the page's ids first (from a covering index of the
   * published listings when the query has no words: no wide listing row is read to filter, sort or
   * skip), then the cards of those 24 only.
   */
  function ordered(where: SQL, order: SQL, offset: number, { lang, now }: SearchOptions): Promise<CardRow[]> {
    return selectRows<CardRow>(
      db,
      sql`SELECT ${cardColumns(lang, now)} FROM (
            SELECT b.id FROM businesses b WHERE ${where} ORDER BY ${order} LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}
          ) AS page
          JOIN businesses b ON b.id = page.id LEFT JOIN categories c ON c.id = b.category_id
          ORDER BY ${order}`,
    );
  }

  /**
   * A page among the newest SEARCH_RANK_CANDIDATES matches, best ranked first. The candidates are ranked
   * and cut to the page's 24 ids before any card is read: joining every candidate's wide row first read
   * about four times the buffers for the same answer (decision 0199).
   */
  function ranked(where: SQL, q: string, offset: number, { lang, now }: SearchOptions): Promise<CardRow[]> {
    return selectRows<CardRow>(
      db,
      sql`SELECT ${cardColumns(lang, now)} FROM (
            SELECT r.id, r.rank, r.verified_at FROM (
              SELECT b.id, ts_rank_cd(b.search_vector, ${textQuery(q)}) AS rank, b.verified_at
              FROM businesses b WHERE ${where}
              ORDER BY b.verified_at DESC, b.id DESC LIMIT ${SEARCH_RANK_CANDIDATES}
            ) AS r
            ORDER BY r.rank DESC, r.verified_at DESC, r.id DESC LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}
          ) AS page
          JOIN businesses b ON b.id = page.id LEFT JOIN categories c ON c.id = b.category_id
          ORDER BY page.rank DESC, page.verified_at DESC, page.id DESC`,
    );
  }

  /** The count of a query: from the cache when a broad one was counted moments ago. */
  async function total(query: SearchQuery, where: SQL, options: SearchOptions): Promise<number> {
    const key = countKey(query, options);
    const cached = counts.get(key);
    if (cached !== undefined) return cached;
    const counted = await count(where);
    counts.set(key, counted);
    return counted;
  }

  return {
    async search(query: SearchQuery, options: SearchOptions): Promise<SearchPage> {
      const where = conditions(query, options);
      const offset = ((query.page ?? 1) - 1) * SEARCH_PAGE_SIZE;
      const sort = effectiveSort(query);
      // The count and the page at once (two pooled connections on PostgreSQL): a page past the end
      // is simply empty.
      const [matches, rows] = await Promise.all([
        total(query, where, options),
        sort === 'relevance' && query.q && offset < SEARCH_RANK_CANDIDATES
          ? ranked(where, query.q, offset, options)
          : ordered(where, SORTS[sort === 'relevance' ? 'newest' : sort], offset, options),
      ]);
      return { rows, total: matches };
    },

    /** The seller of a `user_id` list (null: no such user, or a deleted account). */
    async seller(userId: number): Promise<{ id: number; name: string | null; last_name: string | null } | null> {
      const [row] = await selectRows<{ id: number; name: string | null; last_name: string | null }>(
        db,
        sql`SELECT id, name, last_name FROM users WHERE id = ${userId} AND deleted_at IS NULL`,
      );
      return row ?? null;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
