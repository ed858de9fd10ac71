// API paths: reference data (categories, countries). A module of its own, so a page bundles the paths
// of the areas it calls and no others (paths.ts).
import type { RoutesOf } from './path';

export const REFERENCE_PATHS = {
  categories: '/api/categories',
  categoryCounts: '/api/categories/counts',
  countries: '/api/countries',
  operator: '/api/operator',
} as const;

/** What each path serves (the API reference's summaries). */
export const REFERENCE_ENDPOINTS: RoutesOf<typeof REFERENCE_PATHS> = {
  categories: { GET: "`[{ id, name }]` in display order, in the request's language; ETag/304; no session." },
  categoryCounts: { GET: '`[{ id, count }]` of published listings per category; `Cache-Control: public, max-age=60`.' },
  countries: {
    GET: "`{ countries: [{ code, name }], countries_eu: [codes], states: [{ code, name }] }`, sorted by name in the request's language; ETag/304, precompressed; no session.",
  },
  operator: {
    GET: '`{ name, street, postal_code, city, country_code, email, phone, register, vat_id, representative, responsible, placeholder }`: the site operator of the imprint (OPERATOR_*); ETag/304; no session.',
  },
};
