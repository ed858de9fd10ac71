import { searchQueryFromParams } from './search';
import { searchQuerySchema } from './search-query-schema';
import { alertSettingsFromSearch, clampSearchBound, effectiveSort, searchQueryToParams } from './search-params';

describe('searchQuerySchema (the API side: strict)', () => {
  it('reads a query string: numbers, comma lists and repeated parameters', () => {
    const query = searchQuerySchema.parse({
      q: ' kaffee ',
      price_min: '1000',
      price_max: '',
      categories: ['3,7', '9'],
      fba_statuses: 'fba,private_label',
      marketplaces: 'DE',
      sort: 'price_asc',
      page: '2',
      user_id: '5',
    });
    expect(query).toEqual({
      q: 'kaffee',
      price_min: 1000,
      categories: [3, 7, 9],
      fba_statuses: ['fba', 'private_label'],
      marketplaces: ['DE'],
      sort: 'price_asc',
      page: 2,
      user_id: 5,
    });
  });

  it('refuses values outside the spec §5 bounds, unknown list items and min > max', () => {
    const result = searchQuerySchema.safeParse({ age_max: '151', marketplaces: 'XX', sales_min: '5', sales_max: '4' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['age_max', 'marketplaces.0']);
    const order = searchQuerySchema.safeParse({ sales_min: '5', sales_max: '4' });
    expect(order.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['sales_max']);
  });

  it('takes the lower bounds of signed ranges', () => {
    expect(searchQuerySchema.parse({ net_profit_min: '-2147483647' }).net_profit_min).toBe(-2147483647);
    expect(searchQuerySchema.safeParse({ price_min: '-1' }).success).toBe(false);
  });
});

describe('the /search URL (the client side: lenient, canonical)', () => {
  it('drops what fails and keeps the rest', () => {
    const params = new URLSearchParams('q=shop&page=abc&age_max=999&marketplaces=DE,XX&price_min=9&price_max=3');
    expect(searchQueryFromParams(params)).toEqual({ q: 'shop', marketplaces: ['DE'], price_min: 9 });
  });

  it('writes a stable query string that reads back the same', () => {
    const query = searchQueryFromParams(new URLSearchParams('sort=newest&categories=2&categories=4&page=1&q=tee'));
    const text = searchQueryToParams(query).toString();
    expect(text).toBe('q=tee&categories=2%2C4&sort=newest');
    // page 1 is the default: the canonical string leaves it out.
    expect(searchQueryFromParams(new URLSearchParams(text))).toEqual({ ...query, page: undefined });
  });

  it('clamps typed bounds and maps filters to alert settings', () => {
    expect(clampSearchBound('age', 200)).toBe(150);
    expect(clampSearchBound('price', -5)).toBe(0);
    const settings = alertSettingsFromSearch({ price_min: 10, age_max: 3, categories: [4] });
    expect(settings.price).toEqual({ min: 10, max: null });
    expect(settings.age).toEqual({ min: null, max: 3 });
    expect(settings.sales).toEqual({ min: null, max: null });
    expect(settings.category_ids).toEqual([4]);
  });

  it('ranks by relevance only when there are words', () => {
    expect(effectiveSort({})).toBe('newest');
    expect(effectiveSort({ sort: 'relevance' })).toBe('newest');
    expect(effectiveSort({ q: 'x' })).toBe('relevance');
    expect(effectiveSort({ q: 'x', sort: 'price_desc' })).toBe('price_desc');
  });
});

describe('reading a /search URL builds only the schemas of the parameters it carries', () => {
  it('none for a bare /search, each one once', () => {
    jest.isolateModules(() => {
      // A fresh copy of the module: its schemas are built once per page.
      const fresh = require('./search') as typeof import('./search');
      const built: string[] = [];
      for (const key of Object.keys(fresh.SEARCH_QUERY_FIELDS) as Array<keyof typeof fresh.SEARCH_QUERY_FIELDS>) {
        const build = fresh.SEARCH_QUERY_FIELDS[key];
        (fresh.SEARCH_QUERY_FIELDS as Record<string, () => unknown>)[key] = () => {
          built.push(key);
          return build();
        };
      }
      expect(fresh.searchQueryFromParams(new URLSearchParams(''))).toEqual({});
      expect(built).toEqual([]);
      expect(fresh.searchQueryFromParams(new URLSearchParams('q=pet&page=2'))).toEqual({ q: 'pet', page: 2 });
      expect(fresh.searchQueryFromParams(new URLSearchParams('q=toys&page=3'))).toEqual({ q: 'toys', page: 3 });
      expect(built.sort()).toEqual(['page', 'q']);
    });
  });
});
