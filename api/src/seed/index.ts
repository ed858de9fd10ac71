import { eq } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import countriesDe from 'i18n-iso-countries/langs/de.json';
import countriesEn from 'i18n-iso-countries/langs/en.json';
import { readSellerDetails, type SellerDetails } from '../config';
import { hashPassword, type PasswordCost } from '../lib/password';
import type { MediaStore } from '../lib/media-store';
import { seedDemoSubscription } from '../billing';
import type { Db } from '../db/client';
import { billingDetails, users } from '../db/schema';
import { createRepositories } from '../repositories';
import { seedBrowseListings } from './browse-listings';
import { CATEGORIES, DEMO_USERS, EU_COUNTRY_CODES, US_STATES } from './data';
import { seedListingImages } from './images';
import { seedDemoListings } from './listings';
import { seedDemoConversations } from './messaging';
import { seedAnsweredConversations } from './answered-conversations';

countries.registerLocale(countriesEn);
countries.registerLocale(countriesDe);

export interface SeedOptions {
  /** Do nothing when any user exists (first start of a fresh database). */
  ifEmpty?: boolean;
  /** Where demo listing images go; without it the demo listings get none (the test databases). */
  media?: Pick<MediaStore, 'put'>;
  /** Demo conversations between the demo users (`npm start`; not the test databases). */
  conversations?: boolean;
  /** The time the demo subscription starts (tests pin it); now by default. */
  now?: Date;
  /** The seller on the demo invoice (config.billing.seller); the default seller when left out. */
  seller?: SellerDetails;
  /** scrypt cost of the demo users' hashes: the product's by default; the test databases' is cheaper. */
  passwordCost?: PasswordCost;
}

export interface SeedResult {
  skipped: boolean;
  usersAdded: number;
}

/** Idempotent: reference data is upserted, demo users are added only when their email is free. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const repositories = createRepositories(db);
  if (options.ifEmpty && (await repositories.users.count()) > 0) return { skipped: true, usersAdded: 0 };

  await repositories.geo.upsertCountries(countryRows());
  await repositories.geo.upsertUsStates(US_STATES);
  await repositories.categories.upsert(CATEGORIES);

  let usersAdded = 0;
  for (const user of DEMO_USERS) {
    if (await repositories.users.findByEmail(user.email)) continue;
    const added = await repositories.users.insertIfAbsent({
      name: user.name,
      last_name: user.last_name,
      email: user.email,
      email_verified_at: user.verified ? new Date() : null,
      password_hash: await hashPassword(user.password, options.passwordCost),
      role: user.role,
      // PRO comes from a subscription (seeded below), as for every subscriber.
      subscription: null,
      country_code: user.country_code,
      is_admin: user.is_admin,
    });
    if (added) usersAdded += 1;
  }
  await seedDemoListings(db);
  await seedBrowseListings(db);
  const billing = { now: options.now ?? new Date(), seller: options.seller ?? readSellerDetails({}) };
  for (const user of DEMO_USERS.filter((demo) => demo.subscription === 'active')) {
    // Billing details first, as a subscriber gives them: the demo invoice bills a name and address.
    if (user.billing) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
      if (row) {
        const name = `${user.name} ${user.last_name}`;
        await db
          .insert(billingDetails)
          .values({ user_id: row.id, name, ...user.billing })
          .onConflictDoNothing();
      }
    }
    await seedDemoSubscription(db, user.email, billing);
  }
  if (options.conversations) {
    await seedDemoConversations(db);
    // Earlier answered questions, so the seller card shows the usual answer time (walk finding 36).
    await seedAnsweredConversations(db);
  }
  // Last: the demo users' listings (seeded above) get their pictures.
  if (options.media)
    await seedListingImages(
      db,
      options.media,
      DEMO_USERS.map((user) => user.email),
    );
  return { skipped: false, usersAdded };
}

/**
 * The ISO codes come from i18n-iso-countries; the names from CLDR through Node's Intl (the short
 * names people use: "United States", "South Korea", not "Korea, Republic of").
 */
function countryRows() {
  const eu = new Set(EU_COUNTRY_CODES);
  const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const de = new Intl.DisplayNames(['de'], { type: 'region', fallback: 'none' });
  return Object.keys(countries.getAlpha2Codes()).map((code) => ({
    code,
    name_en: en.of(code) ?? countries.getName(code, 'en') ?? code,
    name_de: de.of(code) ?? countries.getName(code, 'de') ?? countries.getName(code, 'en') ?? code,
    is_eu: eu.has(code),
  }));
}
