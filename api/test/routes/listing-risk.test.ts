// The listing's `risk` (the Amazon risk panel, issue #29, decision 0194): the figures read from the
// months are locked without NDA access — no number of theirs in the answer — and open with it.
import { eq } from 'drizzle-orm';
import { LISTING_PATHS, type RiskFigure } from '@bizmarkt/shared/contract';
import { listings, ndaAcceptances } from '../../src/db/schema';
import { useAccountsApp } from '../helpers/accounts';
import { TestClient } from '../helpers/client';
import { createListing, firstCategoryId, information, save, seller, setStatus } from '../helpers/listings';

jest.setTimeout(60_000);
const t = useAccountsApp();

const view = (client: TestClient, id: number) => client.request({ url: LISTING_PATHS.listing(id) });
const figuresOf = (body: { risk: { figures: RiskFigure[] } }) => Object.fromEntries(body.risk.figures.map((f) => [f.key, f]));
const FROM_MONTHS = ['tacos', 'refund_rate', 'margins', 'seasonality', 'inventory'];

/** A published listing under an NDA: 24 months of 10,000 revenue (costs 30/15/10/2/3 %), inventory 25,000. */
async function published() {
  const owner = await seller(t.app, t.database);
  const id = await createListing(owner.client, t.database, true);
  await save(owner.client, id, { information: information(await firstCategoryId(t.database), { top_product_share: 45 }) });
  await setStatus(t.database, id, 'published');
  return { owner, id };
}

describe('the risk panel in the listing answer', () => {
  it('locks the figures read from the months for a guest (no numbers), and answers the public ones', async () => {
    const { id } = await published();
    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    const response = await view(guest, id);
    const figures = figuresOf(response.json());
    for (const key of FROM_MONTHS) expect(figures[key]).toEqual({ key, locked: true, level: null, trend: null, gap: null, values: {} });
    expect(figures.growth).toMatchObject({ locked: false, level: 'low', trend: 'steady', values: { revenue: 0, profit: 0 } });
    expect(figures.marketplaces).toMatchObject({ level: 'low', values: { count: 2, largest_share: null } });
    expect(figures.products).toMatchObject({ level: 'medium', values: { asins: 14, skus: 22, top_share: 45 } });
    expect(figures.owner_hours).toMatchObject({ level: 'low', values: { hours: 10 } });
    expect(response.json().risk).toMatchObject({ months_used: 24, converted_from: null });
    expect(response.json()).not.toHaveProperty('months');
  });

  it('opens them with an accepted NDA: each recomputed by hand from the months', async () => {
    const { id } = await published();
    const buyer = await seller(t.app, t.database);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, id));
    await t.database.db.insert(ndaAcceptances).values({ user_id: buyer.user.id, business_id: id, nda_version_id: row!.nda_version_id! });
    const figures = figuresOf((await view(buyer.client, id)).json());
    // Ads 1,000 of 10,000 a month = 10 % (low, the bound); refunds 2 %; gross (10,000 − 200 − 1,500 − 3,000) = 53 %,
    // net 40 %, both flat; four equal quarters = 25 %; inventory 25,000 ÷ 3,000 cost of goods a month = 8.3 months (high).
    expect(figures.tacos).toMatchObject({ locked: false, level: 'low', trend: 'steady', values: { tacos: 10, change: 0 } });
    expect(figures.refund_rate).toMatchObject({ level: 'low', values: { rate: 2 } });
    expect(figures.margins).toMatchObject({ level: 'low', trend: 'steady', values: { gross: 53, net: 40, gross_change: 0, net_change: 0 } });
    expect(figures.seasonality).toMatchObject({ level: 'low', values: { peak_share: 25, peak_quarter: 1 } });
    expect(figures.inventory).toMatchObject({ level: 'high', values: { months: 8.3, value: 25_000 } });
  });
});
