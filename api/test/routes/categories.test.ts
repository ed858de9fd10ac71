// GET /api/categories
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const ENGLISH = [
  'Amazon FBA', 'Shopify & E-commerce', 'SaaS', 'Content sites', 'Apps', 'Marketplaces', 'Agencies',
  'Newsletters', 'YouTube channels', 'Dropshipping', 'Subscription boxes', 'Other',
];
const GERMAN = [
  'Amazon FBA', 'Shopify & E-Commerce', 'SaaS', 'Content-Websites', 'Apps', 'Marktplätze', 'Agenturen',
  'Newsletter', 'YouTube-Kanäle', 'Dropshipping', 'Abo-Boxen', 'Sonstiges',
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
