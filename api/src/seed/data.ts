// Reference data and demo users for `pnpm seed`.
import type { Role } from '@bizmarkt/shared/contract';
import type { CategorySeed } from '../repositories';

/** Online-business categories, in display order. The slug is the stable key. */
export const CATEGORIES: readonly CategorySeed[] = [
  { slug: 'amazon-fba', name_en: 'Amazon FBA', name_de: 'Amazon FBA' },
  { slug: 'ecommerce', name_en: 'Shopify & E-commerce', name_de: 'Shopify & E-Commerce' },
  { slug: 'saas', name_en: 'SaaS', name_de: 'SaaS' },
  { slug: 'content', name_en: 'Content sites', name_de: 'Content-Websites' },
  { slug: 'apps', name_en: 'Apps', name_de: 'Apps' },
  { slug: 'marketplaces', name_en: 'Marketplaces', name_de: 'Marktplätze' },
  { slug: 'agencies', name_en: 'Agencies', name_de: 'Agenturen' },
  { slug: 'newsletters', name_en: 'Newsletters', name_de: 'Newsletter' },
  { slug: 'youtube', name_en: 'YouTube channels', name_de: 'YouTube-Kanäle' },
  { slug: 'dropshipping', name_en: 'Dropshipping', name_de: 'Dropshipping' },
  { slug: 'subscription-boxes', name_en: 'Subscription boxes', name_de: 'Abo-Boxen' },
  { slug: 'other', name_en: 'Other', name_de: 'Sonstiges' },
].map((category, index) => ({ ...category, sort: (index + 1) * 10 }));

/** The 27 member states of the European Union (ISO 3166-1 alpha-2; Greece is GR, not EL). */
export const EU_COUNTRY_CODES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

/** The 50 US states and the District of Columbia (USPS codes). */
export const US_STATES: readonly { code: string; name: string }[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

export interface DemoUser {
  name: string;
  last_name: string;
  email: string;
  password: string;
  /** Null: the user has not chosen a role yet (held in the registration steps). */
  role: Role | null;
  /** 'active': the seed subscribes the user through the sandbox (billing/demo-subscription.ts); the flag follows from it. */
  subscription: string | null;
  country_code: string | null;
  is_admin: boolean;
  /** False: the email is not confirmed yet (held at /registration/email-confirmation). */
  verified: boolean;
  /** Billing details saved before the seed subscribes the user: the demo invoice's "Bill to". */
  billing?: { address_line1: string; postal_code: string; city: string; country_code: string };
}

/**
 * Demo accounts, documented in README.md; never use them in production. Uwe and Nora are mid-way
 * through registration, so the registration redirects can be tried without registering.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    name: 'Sophie',
    last_name: 'Seller',
    email: 'seller@bizmarkt.test',
    password: 'SellerPass123',
    role: 'seller',
    subscription: null,
    country_code: 'DE',
    is_admin: false,
    verified: true,
  },
  {
    name: 'Paul',
    last_name: 'Pro',
    email: 'pro@bizmarkt.test',
    password: 'ProBuyerPass123',
    role: 'buyer',
    subscription: 'active',
    country_code: 'US',
    is_admin: false,
    verified: true,
    billing: { address_line1: '500 Market Street', postal_code: '94105', city: 'San Francisco', country_code: 'US' },
  },
  {
    name: 'Frieda',
    last_name: 'Free',
    email: 'free@bizmarkt.test',
    password: 'FreeBuyerPass123',
    role: 'buyer',
    subscription: null,
    country_code: 'AT',
    is_admin: false,
    verified: true,
  },
  {
    name: 'Ada',
    last_name: 'Admin',
    email: 'admin@bizmarkt.test',
    password: 'AdminPass123',
    role: 'universal',
    subscription: null,
    country_code: 'DE',
    is_admin: true,
    verified: true,
  },
  {
    name: 'Uwe',
    last_name: 'Unverified',
    email: 'unverified@bizmarkt.test',
    password: 'UnverifiedPass123',
    role: null,
    subscription: null,
    country_code: null,
    is_admin: false,
    verified: false,
  },
  {
    name: 'Nora',
    last_name: 'Norole',
    email: 'norole@bizmarkt.test',
    password: 'NoRolePass123',
    role: null,
    subscription: null,
    country_code: 'DE',
    is_admin: false,
    verified: true,
  },
  // Issue #11: the seller of the browse demo listings in English and German (src/seed/browse-listings.ts).
  {
    name: 'Greta',
    last_name: 'Gründer',
    email: 'greta@bizmarkt.test',
    password: 'GretaSeller123',
    role: 'seller',
    subscription: null,
    country_code: 'DE',
    is_admin: false,
    verified: true,
  },
];
