// Shared parts of the generator: options, the random streams, and batched `unnest` inserts.
import { sql } from 'drizzle-orm';

export const GENERATED_EMAIL_DOMAIN = 'gen.bizmarkt.test';

/** mulberry32: small, fast and good enough for test data; the same seed gives the same sequence. */
export function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

export interface GenerateOptions {
  seed: number;
  users: number;
  /** Average notifications per user (0 to 2× this, uniformly). */
  notificationsPerUser: number;
  listings: number;
  dialogs: number;
  /** Messages in all, spread evenly over the dialogs (at least one per dialog when there are any). */
  messages: number;
  /** The fixed "now" that generated dates are relative to (deterministic output). */
  now: Date;
  /** Rows per insert statement (BATCH unless set; a test crosses the batches with a small world). */
  batchSize?: number;
}

export const DEFAULT_GENERATE_OPTIONS: GenerateOptions = {
  seed: 1,
  users: 10_000,
  notificationsPerUser: 5,
  listings: 100_000,
  dialogs: 50_000,
  messages: 1_000_000,
  now: new Date('2026-11-01T00:00:00Z'),
};

export const DAY_MS = 24 * 60 * 60 * 1000;

export const BATCH = 5_000;

/** The rows per insert that `options` asks for. */
export const batchSizeOf = (options: Pick<GenerateOptions, 'batchSize'>): number => options.batchSize ?? BATCH;

export async function* batches<T>(rows: Iterable<T>, size = BATCH): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** One bound array parameter (a bare array in Drizzle's `sql` would be spread into a list). */
export const arr = (values: readonly unknown[]) => sql.param(values);
