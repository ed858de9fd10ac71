// The query of `GET /api/businesses` as one schema (issue #11), for the API: built from the parameters
// of search.ts, which a page reading a `/search` URL uses one by one instead (so no page builds this).
import { z } from './zod';
import { refineSearchRanges, SEARCH_QUERY_FIELDS, type SearchQuery } from './search';

type Built = { [K in keyof typeof SEARCH_QUERY_FIELDS]: ReturnType<(typeof SEARCH_QUERY_FIELDS)[K]> };

const searchQueryFields = z.object(Object.fromEntries(Object.entries(SEARCH_QUERY_FIELDS).map(([key, build]) => [key, build()])) as Built);

/**
 * The query of `GET /api/businesses` (and of the `/search` URL). Out-of-bounds values and min > max are
 * refused (422 on `<field>_max`); a client clamps typed values first (`clampSearchBound`).
 */
export const searchQuerySchema = searchQueryFields.superRefine(refineSearchRanges);

/** Compile time: the type search.ts writes out (for pages that never build this schema) is exactly what it reads. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
true satisfies Equal<z.output<typeof searchQuerySchema>, SearchQuery>;
