// More published listings for browsing (issue #11): a second demo seller with listings in English and
// in German, so search, its stemming in both languages, the filters and the sorts show something on a
// fresh `npm start`. Separate from the first demo seller's listings (their ids and names stay as they
// were: end-to-end specs rely on them). Added only when this seller has no listing yet (idempotent).
import { eq } from 'drizzle-orm';
import { defaultNdaText, type AmazonMarketplace, type BusinessModel } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import { listings, categories, users } from '../db/schema';
import { createRepositories } from '../repositories';
import { demoMonths } from './months';

export const BROWSE_SELLER_EMAIL = 'greta@bizmarkt.test';
const DAY_MS = 86_400_000;

interface BrowseListing {
  lang: 'en' | 'de';
  name: string;
  summary: string;
  description: string;
  category: string;
  fba: BusinessModel[];
  marketplaces: AmazonMarketplace[];
  foundedYearsAgo: number;
  months: number;
  startRevenue: number;
  growth: number;
  margin: number;
  price: number;
  nda: boolean;
  /** Verified this many days ago (the newest-first order). */
  daysAgo: number;
  /**
   * Months imported from a sellerboard file (walk finding 20: "verified financials only" finds these;
   * the badge says so), in this currency (converted into USD, decision 0193); typed by hand when absent.
   */
  sellerboardFile?: 'USD' | 'EUR';
}

const BROWSE_LISTINGS: readonly BrowseListing[] = [
  {
    lang: 'de',
    name: 'Nachhaltige Kaffeefilter aus Bambus',
    category: 'amazon-fba',
    fba: ['fba', 'private_label'],
    marketplaces: ['DE', 'FR'],
    summary: 'Etablierte Amazon-Marke für wiederverwendbare Kaffeefilter und Zubehör für Kaffeemaschinen, stark auf Amazon.de.',
    description:
      'Die Marke verkauft wiederverwendbare Kaffeefilter aus Bambusfasern und passendes Zubehör für Filterkaffeemaschinen. Lieferant und Verpackung sind seit dem Start unverändert; Bewertungen im Schnitt 4,6 Sterne.',
    foundedYearsAgo: 5,
    months: 30,
    startRevenue: 21_000,
    growth: 1.01,
    margin: 0.22,
    price: 340_000,
    nda: false,
    daysAgo: 2,
    sellerboardFile: 'EUR',
  },
  {
    lang: 'de',
    name: 'Hundeleinen und Halsbänder aus Leder',
    category: 'amazon-fba',
    fba: ['fba', 'private_label'],
    marketplaces: ['DE', 'IT', 'ES'],
    summary: 'Handgefertigte Hundeleinen und Halsbänder aus Leder, verkauft über Amazon FBA in drei europäischen Ländern.',
    description:
      'Alle Hundeleinen werden in einer kleinen Manufaktur in Portugal genäht. Wiederkehrende Käufer machen ein Drittel des Umsatzes aus; die Produktfotos und Markenrechte gehen mit.',
    foundedYearsAgo: 3,
    months: 26,
    startRevenue: 14_000,
    growth: 1.015,
    margin: 0.27,
    price: 210_000,
    nda: false,
    daysAgo: 5,
  },
  {
    lang: 'de',
    name: 'Ergonomisches Büro-Zubehör',
    category: 'ecommerce',
    fba: ['fba', 'dtc_shopify'],
    marketplaces: ['DE'],
    summary: 'Laptopständer, Fußstützen und Handgelenkauflagen für das Homeoffice; Amazon und eigener Shopify-Shop.',
    description: 'Vertrauliche Details zu Lieferanten und Kanälen nach Unterzeichnung der Geheimhaltungsvereinbarung.',
    foundedYearsAgo: 7,
    months: 36,
    startRevenue: 48_000,
    growth: 1.005,
    margin: 0.17,
    price: 780_000,
    nda: true,
    daysAgo: 9,
  },
  {
    lang: 'en',
    name: 'Running gear for trail runners',
    category: 'amazon-fba',
    fba: ['fba', 'private_label'],
    marketplaces: ['US', 'UK'],
    summary: 'Lightweight running vests, bottles and headlamps for trail runners, sold on Amazon US and UK.',
    description:
      'A focused range of trail running accessories with strong reviews. Two suppliers, documented PPC campaigns and a growing email list of runners.',
    foundedYearsAgo: 4,
    months: 28,
    startRevenue: 36_000,
    growth: 1.012,
    margin: 0.19,
    price: 520_000,
    nda: false,
    daysAgo: 1,
    sellerboardFile: 'USD',
  },
  {
    lang: 'en',
    name: 'Smart garden watering kits',
    category: 'dropshipping',
    fba: ['fbm', 'dtc_shopify'],
    marketplaces: ['US', 'CA'],
    summary: 'Drip irrigation and smart watering kits for home gardeners, shipped from a US warehouse.',
    description: 'Seasonal business with peaks in spring and summer. The kits are assembled by a 3PL; the seller spends about five hours a week on it.',
    foundedYearsAgo: 2,
    months: 24,
    startRevenue: 9_500,
    growth: 1.02,
    margin: 0.14,
    price: 95_000,
    nda: false,
    daysAgo: 12,
  },
  {
    lang: 'en',
    name: 'Reusable kitchen storage bags',
    category: 'amazon-fba',
    fba: ['fba', 'private_label', 'wholesale'],
    marketplaces: ['US', 'DE'],
    summary: 'Silicone food storage bags and kitchen organisers with a loyal customer base on two continents.',
    description: 'Confidential: supplier contracts and the wholesale accounts are shared after the NDA.',
    foundedYearsAgo: 9,
    months: 36,
    startRevenue: 72_000,
    growth: 1.004,
    margin: 0.23,
    price: 1_900_000,
    nda: true,
    daysAgo: 15,
    sellerboardFile: 'USD',
  },
];

export async function seedBrowseListings(db: Db, now = new Date()): Promise<number> {
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.email, BROWSE_SELLER_EMAIL));
  if (!seller) return 0;
  const [existing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.user_id, seller.id)).limit(1);
  if (existing) return 0;
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryOf = (slug: string) => categoryRows.find((row) => row.slug === slug)?.id ?? categoryRows[0]?.id ?? 1;
  const repositories = createRepositories(db);
  for (const listing of BROWSE_LISTINGS) {
    const draft = await repositories.listings.createDraft(seller.id, {
      name: listing.name,
      category_id: categoryOf(listing.category),
      fba_statuses: listing.fba,
      marketplaces: listing.marketplaces,
      founded_year: now.getUTCFullYear() - listing.foundedYearsAgo,
      founded_month: 1,
      country_code: 'DE',
      asin_count: 9,
      sku_count: 15,
      top_product_share: 38,
      brand_registry: true,
      trademark: false,
      trademark_registries: [],
      team_size: 1,
      owner_hours_per_week: 10,
      sale_reason: 'lack_of_time',
      sale_reason_details: null,
    });
    const verifiedAt = new Date(now.getTime() - listing.daysAgo * DAY_MS);
    const savedAt = new Date(verifiedAt.getTime() - 2 * DAY_MS);
    await repositories.listings.saveSections(
      draft.id,
      {
        financials: { months: demoMonths({ ...listing, key: listing.name }, now), addbacks: [] },
        assets: {
          inventory_value: Math.round(listing.startRevenue * 0.8),
          inventory_included: true,
          assets_included: ['brand_trademarks', 'amazon_seller_account', 'photos_media'],
          assets_notes: null,
        },
        description: { summary: listing.summary, description: listing.description, opportunities: null, risks: null, seller_support: null },
        price: { price: listing.price, open_to_offers: true },
        nda: { nda: listing.nda, nda_text: listing.nda ? defaultNdaText(listing.lang, listing.name) : null },
      },
      // Saved (or imported) two days before the review, so the badge's dates read in order (walk finding 35).
      savedAt,
      listing.sellerboardFile ? 'sellerboard_import' : 'manual',
    );
    // A file's own currency, as the import records it (repositories/sellerboard.ts setFinancialsCurrency).
    if (listing.sellerboardFile)
      await repositories.sellerboard.setFinancialsCurrency(draft.id, listing.sellerboardFile === 'USD' ? null : listing.sellerboardFile);
    await db
      .update(listings)
      .set({ status: 'published', submitted_at: new Date(verifiedAt.getTime() - DAY_MS), verified_at: verifiedAt })
      .where(eq(listings.id, draft.id));
  }
  return BROWSE_LISTINGS.length;
}
