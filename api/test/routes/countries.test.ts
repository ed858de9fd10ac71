// GET /api/countries
import type { CountriesResponse } from '@bizmarkt/shared/contract';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const EU_27 = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
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

describe('GET /api/countries compressed (issue #14)', () => {
  it('sends brotli or gzip to a client that accepts it, the same JSON when decoded, and plain JSON otherwise', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await t.app.inject({ url: '/api/countries', headers: { 'x-lang': 'de' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toBe('X-LANG, Accept-Encoding');

    const br = await t.app.inject({ url: '/api/countries', headers: { 'x-lang': 'de', 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gzip = await t.app.inject({ url: '/api/countries', headers: { 'x-lang': 'de', 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await t.app.inject({ url: '/api/countries', headers: { 'x-lang': 'de', 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);

    const notModified = await t.app.inject({
      url: '/api/countries',
      headers: { 'x-lang': 'de', 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('leaves a small answer (the categories) uncompressed', async () => {
    const response = await t.app.inject({ url: '/api/categories', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary)).not.toContain('Accept-Encoding');
  });
});
