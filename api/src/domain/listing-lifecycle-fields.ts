// Which fields of a listing (the repository's `ListingRecord`: the row, its months, add-backs and NDA
// text) the lifecycle compares, by wizard step. Derived or bookkeeping columns (the stored metrics,
// status, lifecycle dates, timestamps, nda_version_id, financials_source) are left out: they change
// because something listed here changed, or say nothing a buyer judges.
import type { ListingRecord } from '../repositories/listings';
import type { FieldSpecs } from './listing-lifecycle-diff';

type ComparedField = keyof ListingRecord;

const bySection = (section: string, fields: readonly ComparedField[]): FieldSpecs => Object.fromEntries(fields.map((field) => [field, { section }]));

export const LISTING_FIELD_SPECS: FieldSpecs = {
  ...bySection('information', [
    'name',
    'category_id',
    'fba_statuses',
    'marketplaces',
    'founded_on',
    'country_code',
    'asin_count',
    'sku_count',
    'top_product_share',
    'brand_registry',
    'trademark',
    'trademark_registries',
    'team_size',
    'owner_hours_per_week',
    'sale_reason',
    'sale_reason_details',
  ]),
  months: { section: 'financials', rowKey: 'month', omit: ['business_id'] },
  // Add-backs are saved as a whole list (new ids each time): compared by what they say.
  addbacks: { section: 'financials', omit: ['id', 'business_id'] },
  ...bySection('assets', ['inventory_value', 'inventory_included', 'assets_included', 'assets_notes']),
  // The cover (`image`) stands for the pictures: the media lane keeps it on the row.
  ...bySection('description', ['summary', 'description', 'opportunities', 'risks', 'seller_support', 'image']),
  ...bySection('price', ['price', 'open_to_offers']),
  ...bySection('socials', ['website', 'socials']),
  ...bySection('nda', ['nda', 'nda_text']),
};

export const PRICE_FIELD: ComparedField = 'price';
export const FINANCIALS_SECTION = 'financials';
/**
 * Changes the users who favourited a listing are not told about: the NDA's wording is legal text a
 * buyer reads when asking for access, not a fact about the business.
 */
export const IMMATERIAL_FIELDS: ReadonlySet<string> = new Set<ComparedField>(['nda_text']);
