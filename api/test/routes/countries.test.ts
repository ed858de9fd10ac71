// GET /api/countries
import type { CountriesResponse } from '@bizmarkt/shared/contract';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const EU_27 = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
];

async function countries(lang?: string): Promise<CountriesResponse> {
  const response = await t.app.inject({ url: '/api/countries', headers: lang ? { 'x-lang': lang } : {} });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const nameOf = (body: CountriesResponse, code: string) => body.countries.find((country) => country.code === code)?.name;

describe('GET /api/countries', () => {
  it('answers countries, the EU member states and the US states', async () => {
    const body = await countries();
    expect(Object.keys(body).sort()).toEqual(['countries', 'countries_eu', 'states']);
    expect(body.countries.length).toBeGreaterThanOrEqual(249);
    for (const country of body.countries) {
      expect(Object.keys(country).sort()).toEqual(['code', 'name']);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
    }
    expect(body.countries_eu).toHaveLength(27);
    expect([...body.countries_eu].sort()).toEqual(EU_27);
    expect(body.countries_eu).not.toContain('GB');
    expect(body.states).toHaveLength(51);
    expect(body.states).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(body.states).toContainEqual({ code: 'CA', name: 'California' });
  });

  it('names countries in English and sorts them by name', async () => {
    const body = await countries('en');
    expect(nameOf(body, 'DE')).toBe('Germany');
    const names = body.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names[0]).toBe('Afghanistan');
  });

  it('names countries in German with X-LANG: de and sorts them the German way', async () => {
    const body = await countries('de');
    expect(nameOf(body, 'DE')).toBe('Deutschland');
    expect(nameOf(body, 'AT')).toBe('Österreich');
    const names = body.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    // Umlauts sort with their base letter, not after Z.
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Pakistan'));
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Albanien'));
  });
});
