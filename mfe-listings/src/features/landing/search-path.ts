// The search page for one category. Lane "routes" is adding typed path builders
// (`paths.search({ … })`); until then this one function builds the URL, so swapping it is one edit.
// The query name is `category_ids` (a list, like the alert settings' `category_ids` of spec §3), so a
// search for several categories later reads `?category_ids=1,2`.
export const CATEGORY_QUERY = 'category_ids';

/** `/search?category_ids=3`, not yet localized (the caller adds /de). */
export function categorySearchPath(categoryId: number): string {
  return `/search?${new URLSearchParams({ [CATEGORY_QUERY]: String(categoryId) }).toString()}`;
}
