// The business step's optional "top product's share of revenue" (issue #29, the risk panel reads it):
// stored in whole percent 0..100, answered, out of range → 422 under its field.
import { eq } from 'drizzle-orm';
import { LISTING_PATHS } from '@bizmarkt/shared/contract';
import { listings } from '../../src/db/schema';
import { useAccountsApp } from '../helpers/accounts';
import { firstCategoryId, information, save, seller } from '../helpers/listings';

jest.setTimeout(60_000);
const t = useAccountsApp();

const shareOf = async (id: number) => (await t.database.db.select({ share: listings.top_product_share }).from(listings).where(eq(listings.id, id)))[0]?.share;

describe("the top product's share of revenue", () => {
  it('is stored and answered, and can be cleared (optional)', async () => {
    const { client } = await seller(t.app, t.database);
    const categoryId = await firstCategoryId(t.database);
    const created = await client.request({
      method: 'POST',
      url: LISTING_PATHS.create,
      payload: { information: information(categoryId, { top_product_share: 42, asin_count: 7 }) },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ top_product_share: 42, asin_count: 7 });
    const id = created.json().id as number;
    expect(await shareOf(id)).toBe(42);

    const cleared = await save(client, id, { information: information(categoryId, { top_product_share: null }) });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().top_product_share).toBeNull();
    expect(await shareOf(id)).toBeNull();
  });

  it.each([[101], [-1], [12.5], ['35'], [2 ** 31]])('refuses %p with 422 under information.top_product_share', async (value) => {
    const { client } = await seller(t.app, t.database);
    const response = await client.request({
      method: 'POST',
      url: LISTING_PATHS.create,
      payload: { information: information(await firstCategoryId(t.database), { top_product_share: value }) },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['information.top_product_share']);
  });

  it('names the field in German', async () => {
    const { client } = await seller(t.app, t.database);
    const response = await client.request({
      method: 'POST',
      url: LISTING_PATHS.create,
      payload: { information: information(await firstCategoryId(t.database), { top_product_share: 101 }) },
      headers: { 'x-lang': 'de' },
    });
    expect(response.json().errors['information.top_product_share'][0]).toMatch(/Umsatzanteil des stärksten Produkts/);
  });
});
