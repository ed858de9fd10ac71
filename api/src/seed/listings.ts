// The demo seller's listings (issue #10): one in each state, each with 24–36 months of financials
// ending last month, so every screen (wizard, preview, business page, moderation, My listings) has
// something real to show. Added only when the demo seller has no listing yet (idempotent).
import { eq } from 'drizzle-orm';
import { defaultNdaText, type InformationSection, type ListingStatus } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import { listings, categories, users } from '../db/schema';
import { createRepositories, type ListingSections } from '../repositories';
import { demoMonths } from './months';

export const DEMO_SELLER_EMAIL = 'seller@bizmarkt.test';
const DAY_MS = 86_400_000;
/** When the seller last saved the months: before submitting (20 days ago) and the review (18). */
const FINANCIALS_DAYS_AGO = 21;

interface DemoListing {
  status: ListingStatus;
  name: string;
  months: number;
  /** Revenue of the first month, USD. */
  startRevenue: number;
  /** Monthly growth factor (1.02 = +2 % a month). */
  growth: number;
  /** Share of revenue left as net profit. */
  margin: number;
  price: number;
  nda: boolean;
  info: Partial<InformationSection>;
  cancelReason?: string;
}

const DEMO_LISTINGS: readonly DemoListing[] = [
  {
    status: 'draft',
    name: 'Bamboo kitchen utensils (draft)',
    months: 24,
    startRevenue: 18_000,
    growth: 1.01,
    margin: 0.18,
    price: 0,
    nda: false,
    info: { fba_statuses: ['fba', 'private_label'], marketplaces: ['US'] },
  },
  {
    status: 'pending',
    name: 'Premium dog chew toys',
    months: 30,
    startRevenue: 32_000,
    growth: 1.015,
    margin: 0.21,
    price: 420_000,
    nda: true,
    info: { fba_statuses: ['fba', 'private_label'], marketplaces: ['US', 'CA'] },
  },
  {
    status: 'published',
    name: 'Organic skincare brand (EU)',
    months: 36,
    startRevenue: 55_000,
    growth: 1.012,
    margin: 0.24,
    price: 1_150_000,
    nda: true,
    info: {
      fba_statuses: ['fba', 'private_label', 'dtc_shopify'],
      marketplaces: ['DE', 'FR', 'IT', 'ES', 'NL'],
      trademark: true,
      trademark_registries: ['EUIPO', 'DPMA'],
    },
  },
  {
    status: 'published',
    name: 'Camping gear wholesale store',
    months: 24,
    startRevenue: 41_000,
    growth: 1.005,
    margin: 0.11,
    price: 260_000,
    nda: false,
    info: { fba_statuses: ['fba', 'wholesale'], marketplaces: ['US'] },
  },
  {
    status: 'canceled',
    name: 'Phone accessories arbitrage',
    months: 26,
    startRevenue: 12_000,
    growth: 0.995,
    margin: 0.09,
    price: 95_000,
    nda: false,
    info: { fba_statuses: ['retail_arbitrage', 'online_arbitrage'], marketplaces: ['UK'] },
    cancelReason: 'The financials do not match the uploaded P&L: please add the refunds of the last 6 months.',
  },
  {
    status: 'hidden',
    name: 'Yoga mats and blocks',
    months: 28,
    startRevenue: 26_000,
    growth: 1.008,
    margin: 0.2,
    price: 310_000,
    nda: false,
    info: { fba_statuses: ['fba', 'private_label'], marketplaces: ['US', 'UK', 'DE'] },
  },
  {
    status: 'sold',
    name: 'Baby bath thermometers',
    months: 32,
    startRevenue: 9_000,
    growth: 1.02,
    margin: 0.26,
    price: 180_000,
    nda: true,
    info: { fba_statuses: ['fba', 'private_label'], marketplaces: ['US'] },
  },
];

function sectionsOf(listing: DemoListing, now: Date): ListingSections {
  const months = demoMonths({ ...listing, key: listing.name }, now);
  const sections: ListingSections = {
    financials: {
      months,
      addbacks: [
        { label: "Owner's salary", amount: 24_000 },
        { label: 'One-off trademark filing', amount: 1_800 },
      ],
    },
  };
  if (listing.status === 'draft') return sections;
  return {
    ...sections,
    assets: {
      inventory_value: Math.round(listing.startRevenue * 0.9),
      inventory_included: false,
      assets_included: ['brand_trademarks', 'amazon_seller_account', 'domain_website', 'supplier_contracts', 'photos_media'],
      assets_notes: 'Product photos, A+ content and packaging files included.',
    },
    description: {
      summary: `${listing.name}: an established Amazon brand with steady sales, good reviews and room to grow.`,
      description: `${listing.name} sells its own products through Amazon FBA. Sourcing, listings and advertising are documented step by step, and the supplier has worked with the brand since the start.`,
      opportunities: 'Expand to more Amazon marketplaces, add bundles, launch on Shopify.',
      risks: 'One main supplier; rising advertising costs in Q4.',
      seller_support: '30 days of handover support by video call and email.',
    },
    price: { price: listing.price, open_to_offers: true },
    socials: { website: 'example.com', socials: [{ network: 'instagram', url: 'instagram.com/example', followers: 8_400 }] },
    nda: { nda: listing.nda, nda_text: listing.nda ? defaultNdaText('en', listing.name) : null },
  };
}

/** Lifecycle columns that match the listing's state. */
function stateOf(listing: DemoListing, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const base = { status: listing.status, submitted_at: listing.status === 'draft' ? null : ago(20) };
  const verified = ['published', 'hidden', 'sold'].includes(listing.status) ? ago(18) : null;
  if (listing.status === 'hidden') return { ...base, verified_at: verified, hide_for_x_days: 30, hidden_until: new Date(now.getTime() + 30 * DAY_MS) };
  if (listing.status === 'canceled') return { ...base, cancel_reason: listing.cancelReason ?? null };
  return { ...base, verified_at: verified };
}

export async function seedDemoListings(db: Db, now = new Date()): Promise<number> {
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SELLER_EMAIL));
  if (!seller) return 0;
  const [existing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.user_id, seller.id)).limit(1);
  if (existing) return 0;
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'amazon-fba'));
  const repositories = createRepositories(db);
  for (const listing of DEMO_LISTINGS) {
    const draft = await repositories.listings.createDraft(seller.id, {
      name: listing.name,
      category_id: category?.id ?? 1,
      fba_statuses: ['fba'],
      marketplaces: ['US'],
      founded_year: now.getUTCFullYear() - 4,
      founded_month: 3,
      country_code: 'DE',
      asin_count: 12,
      sku_count: 18,
      top_product_share: 31,
      brand_registry: true,
      trademark: false,
      trademark_registries: [],
      team_size: 2,
      owner_hours_per_week: 12,
      sale_reason: 'new_venture',
      sale_reason_details: null,
      ...listing.info,
    });
    // Entered before the listing went to review (submitted 20 days ago, verified 18): the badge's
    // "financials last updated" date is not after the moderator's review (walk finding 35).
    await repositories.listings.saveSections(draft.id, sectionsOf(listing, now), new Date(now.getTime() - FINANCIALS_DAYS_AGO * DAY_MS));
    await db.update(listings).set(stateOf(listing, now)).where(eq(listings.id, draft.id));
  }
  return DEMO_LISTINGS.length;
}
