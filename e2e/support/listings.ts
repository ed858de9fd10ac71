// Listings set up through the API for the journeys that need one (moderation, business pages, the
// messaging deal): calls as the SPA makes them (JSON, the XSRF header), a P&L of whole recent months,
// and a fresh published listing of the demo seller.
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, logInThroughApi, NO_STORAGE, USERS, xsrfToken } from './fixtures';
import { stackPorts } from './ports';

export const JSON_HEADERS = { Accept: 'application/json' };

/** `count` recent calendar months of a plausible P&L, the last one the month before this one. */
export function recentMonths(count: number, { revenue = 40_000, step = 120 } = {}): Array<Record<string, number | string>> {
  const now = new Date();
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count + i, 1));
    const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    return { month, revenue: revenue + i * step, cogs: 11_500, amazon_fees: 8_500, advertising: 3_800, refunds: 450, other_expenses: 1_300 };
  });
}

/** A POST that must succeed; answers the listing (or other record) it returns. */
export async function postJson(request: APIRequestContext, path: string, data: unknown): Promise<{ id: number; status: string }> {
  const answer = await request.post(path, { data, headers: { ...JSON_HEADERS, 'X-XSRF-TOKEN': await xsrfToken(request) } });
  expect(answer.ok(), `POST ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as { id: number; status: string };
}

/**
 * A complete listing (every step filled) of the seller whose session `request` holds, submitted for
 * verification: its id. The admin's verify call publishes it.
 */
export async function submitCompleteListing(request: APIRequestContext, { name, price, nda = false }: { name: string; price: number; nda?: boolean }): Promise<number> {
  const categories = (await (await request.get('/api/categories', { headers: JSON_HEADERS })).json()) as Array<{ id: number }>;
  const information = {
    name,
    category_id: categories[0]!.id,
    fba_statuses: ['fba', 'private_label'],
    marketplaces: ['US', 'DE'],
    founded_year: 2020,
    founded_month: 4,
    country_code: 'DE',
    asin_count: 12,
    sale_reason: 'new_venture',
  };
  const { id } = await postJson(request, '/api/businesses', { information });
  await postJson(request, `/api/businesses/${id}`, {
    financials: { months: recentMonths(14), addbacks: [] },
    assets: { inventory_value: 18000, inventory_included: true, assets_included: ['brand_trademarks', 'amazon_seller_account'] },
    description: {
      summary: 'A kitchen accessories brand selling on Amazon US and DE since 2020.',
      description: 'Twelve products with 4.5 stars on average, a steady base of repeat buyers and two long-standing suppliers.',
    },
    price: { price, open_to_offers: true },
    socials: { website: 'kitchen-accessories.example', socials: [] },
    nda: nda
      ? { nda: true, nda_text: 'The buyer keeps everything learned about this business confidential and uses it only to evaluate the purchase of it.' }
      : { nda: false, nda_text: null },
  });
  await postJson(request, `/api/businesses/${id}/submit`, {});
  return id;
}

/** A session of its own for one demo user (a context of its own, so no shared role session is replaced). */
async function withSession<T>(playwright: PlaywrightWorkerArgs['playwright'], user: (typeof USERS)['seller' | 'admin'], work: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const request = await playwright.request.newContext({ baseURL: `http://localhost:${stackPorts.shell}`, storageState: NO_STORAGE });
  try {
    await logInThroughApi(request, user);
    return await work(request);
  } finally {
    await request.dispose();
  }
}

/**
 * A new published listing of the demo seller, for a journey that changes it (sells, hides, reprices)
 * and so must not touch the seeded ones other specs rely on: created complete, submitted, verified by
 * the demo admin. Answers its id.
 */
export async function publishListing(playwright: PlaywrightWorkerArgs['playwright'], { name, nda = false, price = 385_000 }: { name: string; nda?: boolean; price?: number }): Promise<number> {
  const id = await withSession(playwright, USERS.seller, async (request) => {
    const categories = (await (await request.get('/api/categories', { headers: JSON_HEADERS })).json()) as Array<{ id: number }>;
    const { id: created } = await postJson(request, '/api/businesses', {
      information: {
        name,
        category_id: categories[0]!.id,
        fba_statuses: ['fba', 'private_label'],
        marketplaces: ['US', 'DE'],
        founded_year: 2019,
        founded_month: 6,
        country_code: 'DE',
        asin_count: 18,
        sale_reason: 'new_venture',
      },
    });
    await postJson(request, `/api/businesses/${created}`, {
      financials: { months: recentMonths(14), addbacks: [] },
      assets: { inventory_value: 20000, inventory_included: true, assets_included: ['brand_trademarks', 'amazon_seller_account'] },
      description: {
        summary: 'A garden tools brand selling on Amazon US and DE since 2019.',
        description: 'Twelve products with 4.5 stars on average, three of them in the top 50 of their category, and a steady base of repeat buyers.',
        risks: 'One supplier makes most products.',
      },
      price: { price, open_to_offers: true },
      socials: { website: 'garden-tools.example', socials: [] },
      nda: nda
        ? { nda: true, nda_text: 'The buyer keeps everything learned about this business confidential and uses it only to evaluate the purchase of it.' }
        : { nda: false, nda_text: null },
    });
    await postJson(request, `/api/businesses/${created}/submit`, {});
    return created;
  });
  await withSession(playwright, USERS.admin, (request) => postJson(request, `/api/admin/businesses/${id}/verify`, {}));
  return id;
}
