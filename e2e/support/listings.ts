// Listings set up through the API for the journeys that need one (moderation, business pages):
// calls as the SPA makes them (JSON, the XSRF header), and a P&L of whole recent months.
import type { APIRequestContext } from '@playwright/test';
import { expect, xsrfToken } from './fixtures';

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
