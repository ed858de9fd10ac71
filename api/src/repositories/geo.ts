import { eq, sql } from 'drizzle-orm';
import type { CountriesResponse, Country } from '@bizmarkt/shared/contract';
import type { Db } from '../db/client';
import { countries, usStates, type CountryRow, type UsStateRow } from '../db/schema';
import type { Lang } from '../lib/lang';

/** Countries and US states (spec §3 "Countries response"). */
export function createGeoRepository(db: Db) {
  return {
    async countriesResponse(lang: Lang): Promise<CountriesResponse> {
      const [countryRows, stateRows] = await Promise.all([db.select().from(countries), db.select().from(usStates)]);
      // Sorted here with the locale's collation: the database's collation (C in PGlite) may not know German.
      const collator = new Intl.Collator(lang, { sensitivity: 'base' });
      const byName = (a: Country, b: Country) => collator.compare(a.name, b.name);
      return {
        countries: countryRows.map((row) => ({ code: row.code, name: lang === 'de' ? row.name_de : row.name_en })).sort(byName),
        countries_eu: countryRows
          .filter((row) => row.is_eu)
          .map((row) => row.code)
          .sort(),
        states: stateRows.map((row) => ({ code: row.code, name: row.name })).sort(byName),
      };
    },

    /** Whether a country with this ISO code exists (validation of `country_code`). */
    async countryExists(code: string): Promise<boolean> {
      const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code)).limit(1);
      return row !== undefined;
    },

    async upsertCountries(rows: readonly CountryRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(countries)
        .values([...rows])
        .onConflictDoUpdate({
          target: countries.code,
          set: { name_en: sql`excluded.name_en`, name_de: sql`excluded.name_de`, is_eu: sql`excluded.is_eu` },
        });
    },

    async upsertUsStates(rows: readonly UsStateRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(usStates)
        .values([...rows])
        .onConflictDoUpdate({ target: usStates.code, set: { name: sql`excluded.name` } });
    },
  };
}

export type GeoRepository = ReturnType<typeof createGeoRepository>;
