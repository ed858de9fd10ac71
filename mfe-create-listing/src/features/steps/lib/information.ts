import type { WizardListing } from '../../wizard/lib/listing';

export const BUSINESS_MODELS = ['fba', 'fbm', 'private_label', 'wholesale', 'retail_arbitrage', 'online_arbitrage', 'dtc', 'other'] as const;
export const MARKETPLACES = ['US', 'CA', 'MX', 'BR', 'UK', 'DE', 'FR', 'IT', 'ES', 'NL', 'SE', 'PL', 'BE', 'JP', 'AU', 'AE', 'IN'] as const;

export interface InformationValues {
  information: {
    name: string;
    category_id: number | null;
    business_models: string[];
    marketplaces: string[];
    founded_month: number | null;
    founded_year: number | null;
    country_code: string | null;
    website: string;
    asin_count: number | null;
    brand_registry: boolean;
    trademark: boolean;
    trademark_registries: string;
    team_size: number | null;
    owner_hours_per_week: number | null;
    reason_for_sale: string;
  };
}

/** The step's values as saved (or empty for a new listing). */
export function informationValues(_listing: WizardListing | null): InformationValues {
  return {
    information: {
      name: '', category_id: null, business_models: [], marketplaces: [], founded_month: null, founded_year: null, country_code: null,
      website: '', asin_count: null, brand_registry: false, trademark: false, trademark_registries: '', team_size: null, owner_hours_per_week: null, reason_for_sale: '',
    },
  };
}
