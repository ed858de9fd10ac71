// The browse contract (issue #11), part 1: `GET /api/businesses` — search, filters, sort, paging and
// one seller's listings. The query is what the `/search` URL carries (shareable, back/forward), so the
// same schema reads a URL in the client and a query string in the API. The filters are the dimensions
// of the new-listing alerts with the same names and bounds (spec §5), so "alert me about new listings
// like this" copies them as they are (`alertSettingsFromSearch`). The parameters, their bounds and the
// helpers that need no schema are in search-params.ts; this module holds the query's schema and the one
// client use of it, reading a `/search` URL (`searchQueryFromParams`). The answer's schemas are in
// search-response.ts: the API validates with them and the pages only need their types, so a page
// that reads a `/search` URL does not build them (zod schemas cost main thread to build).
import { z } from './zod';
import { contractRule } from './body';
import { AMAZON_MARKETPLACES, BUSINESS_MODELS } from './listing-enums';
import { ALERT_MAX_CATEGORIES, ALERT_RANGE_BOUNDS } from './account-limits';
import {
  SEARCH_LIST_PARAMS,
  SEARCH_MAX_PAGE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RANGE_FIELDS,
  SEARCH_SORTS,
  searchRangeParam,
  type SearchRangeField,
} from './search-params';

/** '' / absent → undefined; a string of digits → number; anything else stays (and fails the number check). */
function optionalNumber(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    const parsed = Number(text);
    return Number.isNaN(parsed) ? value : parsed;
  }
  return value;
}

/** `a,b` or `['a', 'b,c']` → `['a','b','c']`; empty parts dropped; absent → undefined. */
function listOf(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === 'string' ? item.split(',') : [item],
  );
  const cleaned = parts
    .map((part) => (typeof part === 'string' ? part.trim() : part))
    .filter((part) => part !== '');
  return cleaned.length ? cleaned : undefined;
}

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z.string().max(max).optional(),
  );

function boundParam(field: SearchRangeField) {
  const { lower, upper } = ALERT_RANGE_BOUNDS[field];
  return z.preprocess(optionalNumber, z.number().min(lower).max(upper).optional());
}

const positiveId = z.preprocess(optionalNumber, z.number().int().positive());

const rangeParams = Object.fromEntries(
  SEARCH_RANGE_FIELDS.flatMap((field) => [
    [searchRangeParam(field, 'min'), boundParam(field)],
    [searchRangeParam(field, 'max'), boundParam(field)],
  ]),
) as Record<`${SearchRangeField}_${'min' | 'max'}`, ReturnType<typeof boundParam>>;

const searchQueryFields = z.object({
  /** Full text, `websearch_to_tsquery` syntax: "quoted phrase", -excluded, or. English and German stems. */
  q: optionalText(SEARCH_QUERY_MAX_LENGTH),
  ...rangeParams,
  /** Category ids (any of them). */
  categories: z.preprocess(listOf, z.array(positiveId).max(ALERT_MAX_CATEGORIES).optional()),
  /** Business models: a listing matches when it has any of them. */
  fba_statuses: z.preprocess(listOf, z.array(z.enum(BUSINESS_MODELS)).optional()),
  /** Amazon marketplaces: a listing matches when it sells on any of them. */
  marketplaces: z.preprocess(listOf, z.array(z.enum(AMAZON_MARKETPLACES)).optional()),
  sort: z.preprocess((value) => (value === '' ? undefined : value), z.enum(SEARCH_SORTS).optional()),
  page: z.preprocess(optionalNumber, z.number().int().min(1).max(SEARCH_MAX_PAGE).optional()),
  /** One seller's published listings (`/search?user_id=`); the answer then carries `seller`. */
  user_id: z.preprocess(optionalNumber, z.number().int().positive().optional()),
});

/**
 * The query of `GET /api/businesses` (and of the `/search` URL). Out-of-bounds values and min > max are
 * refused (422 on `<field>_max`); a client clamps typed values first (`clampSearchBound`).
 */
export const searchQuerySchema = searchQueryFields.superRefine((query, ctx) => {
  for (const field of SEARCH_RANGE_FIELDS) {
    const min = query[searchRangeParam(field, 'min')];
    const max = query[searchRangeParam(field, 'max')];
    if (min !== undefined && max !== undefined && min > max) {
      ctx.addIssue({ code: 'custom', path: [searchRangeParam(field, 'max')], ...contractRule('accounts.range_order') });
    }
  }
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function paramsAsRecord(params: ParamSource): Record<string, string | string[]> {
  if (!(params instanceof URLSearchParams)) {
    return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined));
  }
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return record;
}

/**
 * Reads a `/search` URL leniently (a hand-edited or old link must still open the page): each
 * parameter that fails its rule is dropped, unknown list items are dropped, min > max keeps the min.
 */
export function searchQueryFromParams(params: ParamSource): SearchQuery {
  const record = paramsAsRecord(params);
  const query: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(searchQueryFields.shape)) {
    if (!(key in record)) continue;
    const raw = record[key];
    const result = (schema as z.ZodType).safeParse(raw);
    if (result.success) {
      if (result.data !== undefined) query[key] = result.data;
    } else if ((SEARCH_LIST_PARAMS as readonly string[]).includes(key)) {
      const items = (listOf(raw) as unknown[] | undefined) ?? [];
      const kept = items.filter((item) => (schema as z.ZodType).safeParse([item]).success);
      if (kept.length) query[key] = (schema as z.ZodType).parse(kept);
    }
  }
  for (const field of SEARCH_RANGE_FIELDS) {
    const min = query[searchRangeParam(field, 'min')] as number | undefined;
    const max = query[searchRangeParam(field, 'max')] as number | undefined;
    if (min !== undefined && max !== undefined && min > max) delete query[searchRangeParam(field, 'max')];
  }
  return query as SearchQuery;
}
