// The browse contract (issue #11), part 1: `GET /api/businesses` — search, filters, sort, paging and
// one seller's listings. The query is what the `/search` URL carries (shareable, back/forward), so the
// same schema reads a URL in the client and a query string in the API. The filters are the dimensions
// of the new-listing alerts with the same names and bounds (spec §5), so "alert me about new listings
// like this" copies them as they are (`alertSettingsFromSearch`). The parameters, their bounds and the
// helpers that need no schema are in search-params.ts; this module holds the query's parameters (each
// a function that builds its schema) and the one client use of them, reading a `/search` URL
// (`searchQueryFromParams`). The API's object schema is in search-query-schema.ts and the answer's
// schemas in search-response.ts: a page needs only their types, so it does not build them (zod
// schemas cost main thread to build).
import { z } from './zod';
import { contractRule } from './body';
import { idField, rangeBound } from './columns';
import { AMAZON_MARKETPLACES, BUSINESS_MODELS } from './listing-enums';
import { ALERT_MAX_CATEGORIES } from './account-limits';
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
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]));
  const cleaned = parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter((part) => part !== '');
  return cleaned.length ? cleaned : undefined;
}

/** `1`/`true` → true; `0`/`false`/'' / absent → undefined (an unset filter); anything else fails. */
function flagParam(value: unknown): unknown {
  if (value === true || value === '1' || value === 'true') return true;
  if (value === undefined || value === null || value === false || value === '' || value === '0' || value === 'false') return undefined;
  return value;
}

const optionalText = (max: number) => z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), z.string().max(max).optional());

function boundParam(field: SearchRangeField) {
  return z.preprocess(optionalNumber, rangeBound(field).optional());
}

const positiveId = () => z.preprocess(optionalNumber, idField());

const rangeParams = Object.fromEntries(
  SEARCH_RANGE_FIELDS.flatMap((field) => [
    [searchRangeParam(field, 'min'), () => boundParam(field)],
    [searchRangeParam(field, 'max'), () => boundParam(field)],
  ]),
) as Record<`${SearchRangeField}_${'min' | 'max'}`, () => ReturnType<typeof boundParam>>;

/**
 * The parameters of the query, each as the function that builds its schema: the API's object schema
 * (search-query-schema.ts) is made of all of them, while a page reading a `/search` URL builds only
 * those the URL carries, when it first reads one (`searchQueryFromParams`). Building zod schemas
 * costs main thread: all of them, at the page's start, were the larger part of a 100 ms long task
 * under Lighthouse's 4× CPU (docs/architecture/page-weight.md, "What a page must not pull in").
 */
export const SEARCH_QUERY_FIELDS = {
  /** Full text, `websearch_to_tsquery` syntax: "quoted phrase", -excluded, or. English and German stems. */
  q: () => optionalText(SEARCH_QUERY_MAX_LENGTH),
  ...rangeParams,
  /** Category ids (any of them). */
  categories: () => z.preprocess(listOf, z.array(positiveId()).max(ALERT_MAX_CATEGORIES).optional()),
  /** Business models: a listing matches when it has any of them. */
  fba_statuses: () => z.preprocess(listOf, z.array(z.enum(BUSINESS_MODELS)).optional()),
  /** Amazon marketplaces: a listing matches when it sells on any of them. */
  marketplaces: () => z.preprocess(listOf, z.array(z.enum(AMAZON_MARKETPLACES)).optional()),
  sort: () => z.preprocess((value) => (value === '' ? undefined : value), z.enum(SEARCH_SORTS).optional()),
  page: () => z.preprocess(optionalNumber, z.number().int().min(1).max(SEARCH_MAX_PAGE).optional()),
  /** Only listings whose months come from sellerboard (connected, or imported from its file): `1`/`true`. */
  verified_financials: () => z.preprocess(flagParam, z.literal(true).optional()),
  /** One seller's published listings (`/search?user_id=`); the answer then carries `seller`. */
  user_id: () => z.preprocess(optionalNumber, idField().optional()),
};

type SearchQueryFieldName = keyof typeof SEARCH_QUERY_FIELDS;

/** The query as the API reads it (search-query-schema.ts builds the schema from SEARCH_QUERY_FIELDS). */
export type SearchQuery = {
  [K in SearchQueryFieldName]?: Exclude<z.output<ReturnType<(typeof SEARCH_QUERY_FIELDS)[K]>>, undefined>;
};

/** min > max on any range (the API answers 422 on `<field>_max`). */
export function refineSearchRanges(query: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const field of SEARCH_RANGE_FIELDS) {
    const min = query[searchRangeParam(field, 'min')] as number | undefined;
    const max = query[searchRangeParam(field, 'max')] as number | undefined;
    if (min !== undefined && max !== undefined && min > max) {
      ctx.addIssue({ code: 'custom', path: [searchRangeParam(field, 'max')], ...contractRule('accounts.range_order') });
    }
  }
}

const builtFields = new Map<string, z.ZodType>();

/** One parameter's schema, built the first time it is needed. */
function fieldSchema(key: SearchQueryFieldName): z.ZodType {
  let schema = builtFields.get(key);
  if (!schema) {
    schema = SEARCH_QUERY_FIELDS[key]() as z.ZodType;
    builtFields.set(key, schema);
  }
  return schema;
}

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
  for (const key of Object.keys(SEARCH_QUERY_FIELDS) as SearchQueryFieldName[]) {
    if (!(key in record)) continue;
    const raw = record[key];
    const schema = fieldSchema(key);
    const result = schema.safeParse(raw);
    if (result.success) {
      if (result.data !== undefined) query[key] = result.data;
    } else if ((SEARCH_LIST_PARAMS as readonly string[]).includes(key)) {
      const items = (listOf(raw) as unknown[] | undefined) ?? [];
      const kept = items.filter((item) => schema.safeParse([item]).success);
      if (kept.length) query[key] = schema.parse(kept);
    }
  }
  for (const field of SEARCH_RANGE_FIELDS) {
    const min = query[searchRangeParam(field, 'min')] as number | undefined;
    const max = query[searchRangeParam(field, 'max')] as number | undefined;
    if (min !== undefined && max !== undefined && min > max) delete query[searchRangeParam(field, 'max')];
  }
  return query as SearchQuery;
}
