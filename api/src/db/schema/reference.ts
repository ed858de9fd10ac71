// Reference data: countries, US states, categories (seeded; read by every form and the search).
import { boolean, char, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  name_en: text('name_en').notNull(),
  name_de: text('name_de').notNull(),
  is_eu: boolean('is_eu').notNull().default(false),
});

export const usStates = pgTable('us_states', {
  code: char('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stable key for seeding and later for URLs; ids may differ between databases. */
    slug: varchar('slug', { length: 64 }).notNull(),
    name_en: text('name_en').notNull(),
    name_de: text('name_de').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug)],
);

export type CategoryRow = typeof categories.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type UsStateRow = typeof usStates.$inferSelect;
