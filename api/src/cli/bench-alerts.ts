// `node dist/cli/bench-alerts.js [--runs N]` (the bench runs it on the generated data, before the API
// starts): times `matchNewListing` — the new-listing alert job's work for one verified listing: its
// figures, then one INSERT … SELECT over `new_listing_alerts` (GiST) writing the matches and the
// in-app notifications — for N different published listings, each inside a transaction that is
// rolled back, so the data stays as generated. Prints one line: `alert-match=<JSON>`.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { readConfig } from '../config';
import { selectRows, type Db } from '../db/client';
import { openConfiguredDatabase } from '../db/open-from-config';
import { matchNewListing } from '../domain/new-listing-alerts';
import { createListingLifecycleRepository } from '../repositories/listing-lifecycle';
import { createNewListingAlertsRepository } from '../repositories/new-listing-alerts';

export interface AlertMatchTiming {
  runs: number;
  alerts: number;
  toldAverage: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** Nearest-rank percentile of the samples (0 for none). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

class RolledBack extends Error {}

export async function timeAlertMatching(db: Db, runs: number, now = new Date()): Promise<AlertMatchTiming> {
  const [{ alerts } = { alerts: 0 }] = await selectRows<{ alerts: number }>(db, sql`SELECT count(*)::int AS alerts FROM new_listing_alerts`);
  // Listings spread over the table (every k-th published one), so no single listing's figures decide.
  const listings = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total FROM businesses WHERE status = 'published') p
        WHERE (p.n - 1) % greatest(1, p.total / ${runs}) = 0 ORDER BY id LIMIT ${runs}`,
  );
  const times: number[] = [];
  let told = 0;
  for (const { id } of listings) {
    try {
      await db.transaction(async (tx) => {
        const repositories = {
          newListingAlerts: createNewListingAlertsRepository(tx as unknown as Db),
          listingLifecycle: createListingLifecycleRepository(tx as unknown as Db),
        };
        const started = performance.now();
        told += await matchNewListing({ repositories }, Number(id), now);
        times.push(performance.now() - started);
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  }
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    runs: times.length,
    alerts: Number(alerts),
    toldAverage: times.length === 0 ? 0 : Math.round(told / times.length),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(Math.max(0, ...times)),
  };
}

async function main(argv: readonly string[]): Promise<void> {
  const { values } = parseArgs({ args: [...argv], options: { runs: { type: 'string' } }, strict: true });
  const runs = Number(values.runs ?? 20);
  if (!Number.isInteger(runs) || runs <= 0) throw new Error(`--runs must be a positive whole number, got "${values.runs}"`);
  const database = await openConfiguredDatabase(readConfig());
  try {
    console.log(`alert-match=${JSON.stringify(await timeAlertMatching(database.db, runs))}`);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    console.error(cause instanceof Error ? cause.message : cause);
    process.exit(1);
  });
}
