import { z } from 'zod';
import type { Category, CountriesResponse, HealthResponse } from '../contract';
import type { Assert, Equals } from './type-check';

export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export const categoriesSchema = z.array(categorySchema);

const countrySchema = z.object({ code: z.string(), name: z.string() });
export const countriesResponseSchema = z.object({
  countries: z.array(countrySchema),
  countries_eu: z.array(z.string()),
  states: z.array(countrySchema),
});

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export type _CategoryMatchesContract = Assert<Equals<z.output<typeof categorySchema>, Category>>;
export type _CountriesMatchContract = Assert<Equals<z.output<typeof countriesResponseSchema>, CountriesResponse>>;
export type _HealthMatchesContract = Assert<Equals<z.output<typeof healthSchema>, HealthResponse>>;
