// What changed in a listing: between two saves (to decide what the lifecycle does about an edit) and
// between the last verified snapshot and now (the moderation screen's "what changed"). Pure.
import type { ListingChange } from '@bizmarkt/shared/contract';

/** Where a field of the listing record belongs; fields not listed are not compared. */
export interface FieldSpec {
  section: string;
  /** For a list of rows (e.g. the months of financials): compare row by row under this key. */
  rowKey?: string;
  /** For a list of rows: keys of each row that are bookkeeping (ids, the listing's id), not compared. */
  omit?: readonly string[];
}
export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

/** A value in a canonical JSON form: object keys sorted, dates as ISO strings, undefined as null. */
export function canonical(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function rowsByKey(rows: unknown, key: string): Map<string, unknown> {
  const map = new Map<string, unknown>();
  if (!Array.isArray(rows)) return map;
  for (const row of rows) {
    if (row && typeof row === 'object') map.set(String((row as Record<string, unknown>)[key]), row);
  }
  return map;
}

/** Row-by-row changes of a keyed list: added rows have `before: null`, removed ones `after: null`. */
function diffRows(field: string, spec: FieldSpec & { rowKey: string }, before: unknown, after: unknown): ListingChange[] {
  const old = rowsByKey(before, spec.rowKey);
  const now = rowsByKey(after, spec.rowKey);
  const keys = [...new Set([...old.keys(), ...now.keys()])].sort();
  const changes: ListingChange[] = [];
  for (const key of keys) {
    const a = old.get(key) ?? null;
    const b = now.get(key) ?? null;
    if (!sameValue(a, b)) changes.push({ section: spec.section, field: `${field}.${key}`, before: canonical(a), after: canonical(b) });
  }
  return changes;
}

/** The rows of a list without their bookkeeping keys. */
function withoutKeys(value: unknown, omit: readonly string[] | undefined): unknown {
  if (!omit || !Array.isArray(value)) return value;
  return value.map((row: unknown) => (row && typeof row === 'object' ? Object.fromEntries(Object.entries(row).filter(([key]) => !omit.includes(key))) : row));
}

/** Every listed field whose value differs, in the order of `specs`. */
export function diffListing(before: object, after: object, specs: FieldSpecs): ListingChange[] {
  const changes: ListingChange[] = [];
  for (const [field, spec] of Object.entries(specs)) {
    const a = withoutKeys((before as Record<string, unknown>)[field], spec.omit);
    const b = withoutKeys((after as Record<string, unknown>)[field], spec.omit);
    if (sameValue(a, b)) continue;
    if (spec.rowKey) changes.push(...diffRows(field, { ...spec, rowKey: spec.rowKey }, a, b));
    else changes.push({ section: spec.section, field, before: canonical(a), after: canonical(b) });
  }
  return changes;
}

/** What an edit of a published listing means for the lifecycle. */
export interface EditEffects {
  /** The asking price changed: favourites get `favorite-price-changed`. */
  priceChange: { old_price: number | null; new_price: number | null } | null;
  /** Anything else a buyer judges changed: favourites get `favorite-updated` (unless the price said it). */
  otherMaterialChange: boolean;
  /** The financials changed: the listing goes back to verification, the 45/60-day count restarts. */
  financialsChanged: boolean;
}

/**
 * Reads the changes of one save. `priceField` names the price, `financialsSection` the section
 * whose change sends a published listing back to pending, `immaterialFields` what buyers don't judge.
 */
export function editEffects(
  changes: readonly ListingChange[],
  options: { priceField: string; financialsSection: string; immaterialFields?: ReadonlySet<string> },
): EditEffects {
  const price = changes.find((change) => change.field === options.priceField);
  const others = changes.filter((change) => change.field !== options.priceField && !options.immaterialFields?.has(change.field.split('.')[0] ?? ''));
  return {
    priceChange: price ? { old_price: asNumber(price.before), new_price: asNumber(price.after) } : null,
    otherMaterialChange: others.length > 0,
    financialsChanged: changes.some((change) => change.section === options.financialsSection),
  };
}

function asNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
