// GET /api/categories, GET /api/categories/counts
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { insertListing } from '../helpers/listing-lifecycle';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const ENGLISH = [
  'Amazon FBA',
  'Shopify & E-commerce',
  'SaaS',
  'Content sites',
  'Apps',
  'Marketplaces',
  'Agencies',
  'Newsletters',
  'YouTube channels',
  'Dropshipping',
  'Subscription boxes',
  'Other',
];
const GERMAN = [
  'Amazon FBA',
  'Shopify & E-Commerce',
  'SaaS',
  'Content-Websites',
  'Apps',
  'Marktplätze',
  'Agenturen',
  'Newsletter',
  'YouTube-Kanäle',
  'Dropshipping',
  'Abo-Boxen',
  'Sonstiges',
];

async function categories(lang?: string) {
  const response = await t.app.inject({ url: '/api/categories', headers: lang ? { 'x-lang': lang } : {} });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; name: string }[];
}

describe('GET /api/categories', () => {
  it('lists {id, name} in English, in display order', async () => {
    const list = await categories();
    expect(list.map((category) => category.name)).toEqual(ENGLISH);
    for (const category of list) {
      expect(Object.keys(category).sort()).toEqual(['id', 'name']);
      expect(Number.isInteger(category.id)).toBe(true);
    }
  });

  it('names them in German with X-LANG: de, same ids in the same order', async () => {
    const [en, de] = await Promise.all([categories('en'), categories('de')]);
    expect(de.map((category) => category.name)).toEqual(GERMAN);
    expect(de.map((category) => category.id)).toEqual(en.map((category) => category.id));
  });

  it('takes de-DE as German and any other language as English', async () => {
    expect((await categories('de-DE'))[5]?.name).toBe('Marktplätze');
    expect((await categories('fr'))[5]?.name).toBe('Marketplaces');
  });

  it('tells caches that the answer depends on X-LANG', async () => {
    const response = await t.app.inject({ url: '/api/categories' });
    expect(response.headers.vary).toMatch(/x-lang/i);
  });
});

describe('GET /api/categories/counts', () => {
  it('counts the published listings of each category, nothing else', async () => {
    const [seller] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'seller@bizmarkt.test'));
    const [first, second] = await categories();
    const before = await counts();
    const countOf = (list: { id: number; count: number }[], id: number) => list.find((row) => row.id === id)?.count ?? 0;

    await insertListing(t.database, seller!.id, { category_id: first!.id });
    await insertListing(t.database, seller!.id, { category_id: first!.id });
    await insertListing(t.database, seller!.id, { category_id: second!.id });
    for (const status of ['draft', 'pending', 'hidden', 'sold', 'canceled'] as const) {
      await insertListing(t.database, seller!.id, { category_id: second!.id, status });
    }

    const after = await counts();
    expect(countOf(after, first!.id) - countOf(before, first!.id)).toBe(2);
    expect(countOf(after, second!.id) - countOf(before, second!.id)).toBe(1);
    for (const row of after) expect(Object.keys(row).sort()).toEqual(['count', 'id']);
  });

  it('may be cached for a minute by anyone', async () => {
    const response = await t.app.inject({ url: '/api/categories/counts' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  async function counts() {
    const response = await t.app.inject({ url: '/api/categories/counts' });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: number; count: number }[];
  }
});
