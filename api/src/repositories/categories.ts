import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Category, CategoryCounts } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import { listings, categories } from '../db/schema';
import type { Lang } from '../lib/lang';

export interface CategorySeed {
  slug: string;
  name_en: string;
  name_de: string;
  sort: number;
}

export function createCategoriesRepository(db: Db) {
  return {
    /** Categories in the editorial order (`sort`), named in the given language. */
    async list(lang: Lang): Promise<Category[]> {
      const name = lang === 'de' ? categories.name_de : categories.name_en;
      return db.select({ id: categories.id, name }).from(categories).orderBy(asc(categories.sort), asc(categories.id));
    },

    /** Published listings per category (categories without one are left out). */
    async publishedCounts(): Promise<CategoryCounts> {
      return db
        .select({ id: listings.category_id, count: count() })
        .from(listings)
        .where(and(eq(listings.status, 'published'), isNotNull(listings.category_id)))
        .groupBy(listings.category_id) as Promise<CategoryCounts>;
    },

    /** Which of the given ids exist (validation of category lists). */
    async existingIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    /** Adds or renames categories by slug; ids of existing categories are kept. */
    async upsert(rows: readonly CategorySeed[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(categories)
        .values([...rows])
        .onConflictDoUpdate({
          target: categories.slug,
          set: { name_en: sql`excluded.name_en`, name_de: sql`excluded.name_de`, sort: sql`excluded.sort` },
        });
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
