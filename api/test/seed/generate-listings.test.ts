// The generator's listings: months made by the database, metrics as computeListingMetrics computes them.
import { sql } from 'drizzle-orm';
import { computeListingMetrics } from '@bizmarkt/shared/contract';
import { selectRows } from '../../src/db/client';
import { DEFAULT_GENERATE_OPTIONS, GENERATED_EMAIL_DOMAIN, insertGenerated } from '../../src/seed/generate';
import { useTestApp } from '../helpers/test-app';

jest.setTimeout(120_000);
const t = useTestApp();
const options = { ...DEFAULT_GENERATE_OPTIONS, users: 200, notificationsPerUser: 0, listings: 400, dialogs: 0, messages: 0 };

interface Row {
  id: number;
  status: string;
  price: number;
  nda: boolean;
  nda_version_id: number | null;
  months_count: number;
  ttm_revenue: string;
  ttm_net_profit: string;
  profit_margin: string | null;
  revenue_growth: string | null;
  annual_multiple: string | null;
  monthly_multiple: string | null;
}

interface MonthRow {
  business_id: number;
  month: string;
  revenue: string;
  cogs: string;
  amazon_fees: string;
  advertising: string;
  refunds: string;
  other_expenses: string;
}

const num = (value: string | null) => (value === null ? null : Number(value));

describe('generated listings', () => {
  it('have 12–36 consecutive months ending last month, stored metrics that match, an NDA version when needed', async () => {
    await insertGenerated(t.database.db, options, 'scrypt$fixed');
    const rows = await selectRows<Row>(
      t.database.db,
      sql`select b.id, b.status, b.price, b.nda, b.nda_version_id, b.months_count, b.ttm_revenue::text, b.ttm_net_profit::text,
                 b.profit_margin::text, b.revenue_growth::text, b.annual_multiple::text, b.monthly_multiple::text
          from businesses b join users u on u.id = b.user_id where u.email like ${`%@${GENERATED_EMAIL_DOMAIN}`}`,
    );
    expect(rows).toHaveLength(400);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['published', 'pending', 'draft', 'canceled', 'hidden', 'sold']));
    const months = await selectRows<MonthRow>(
      t.database.db,
      sql`select business_id, to_char(month, 'YYYY-MM') as month, revenue::text, cogs::text, amazon_fees::text, advertising::text,
                 refunds::text, other_expenses::text
          from business_months where business_id = any(${sql.param(rows.map((r) => r.id))}::int[]) order by business_id, month`,
    );
    const byListing = new Map<number, MonthRow[]>();
    for (const month of months) byListing.set(month.business_id, [...(byListing.get(month.business_id) ?? []), month]);
    for (const row of rows) {
      const table = (byListing.get(row.id) ?? []).map((m) => ({
        month: m.month,
        revenue: Number(m.revenue),
        cogs: Number(m.cogs),
        amazon_fees: Number(m.amazon_fees),
        advertising: Number(m.advertising),
        refunds: Number(m.refunds),
        other_expenses: Number(m.other_expenses),
        net_profit: null,
      }));
      expect(table.length).toBe(row.months_count);
      expect(table.length).toBeGreaterThanOrEqual(12);
      expect(table.length).toBeLessThanOrEqual(36);
      expect(table.at(-1)?.month).toBe('2026-10');
      const metrics = computeListingMetrics(table, [], Number(row.price));
      expect(Number(row.ttm_revenue)).toBeCloseTo(metrics.ttm_revenue, 2);
      expect(Number(row.ttm_net_profit)).toBeCloseTo(metrics.ttm_net_profit, 2);
      expect(num(row.profit_margin)).toBeCloseTo(metrics.profit_margin ?? Number.NaN, 1);
      if (metrics.revenue_growth === null) expect(row.revenue_growth).toBeNull();
      else expect(num(row.revenue_growth)).toBeCloseTo(metrics.revenue_growth, 1);
      if (metrics.annual_multiple === null) expect(row.annual_multiple).toBeNull();
      else expect(num(row.annual_multiple)).toBeCloseTo(metrics.annual_multiple, 1);
      expect(row.nda_version_id !== null).toBe(row.nda);
      // A P&L, not constant shares (decision 0247): the margin moves from month to month.
      const margins = table.map((m) => Math.round(((m.revenue - m.cogs - m.amazon_fees - m.advertising - m.refunds - m.other_expenses) / m.revenue) * 1000));
      expect(new Set(margins).size).toBeGreaterThan(table.length / 2);
    }
  });

  it('date their financials at the generator’s now (fresh for the lifecycle sweep); about one in six come from a sellerboard file', async () => {
    const rows = await selectRows<{ financials_source: string; updated: string }>(
      t.database.db,
      sql`select b.financials_source, to_char(b.financials_updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated
          from businesses b join users u on u.id = b.user_id where u.email like ${`%@${GENERATED_EMAIL_DOMAIN}`}`,
    );
    expect(new Set(rows.map((r) => r.updated))).toEqual(new Set([options.now.toISOString().slice(0, 10)]));
    const imported = rows.filter((r) => r.financials_source === 'sellerboard_import').length;
    expect(imported).toBeGreaterThan(rows.length / 12);
    expect(imported).toBeLessThan(rows.length / 3);
    expect(rows.filter((r) => r.financials_source === 'manual').length + imported).toBe(rows.length);
  });
});
