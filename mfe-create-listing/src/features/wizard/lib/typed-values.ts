// What the seller typed on a step and has not saved yet, kept while they move between the steps of
// the wizard (Back, the stepper), so that coming back shows it again. In memory only: a reload or
// leaving the wizard (which asks first) drops it, as a form would.
const typed = new Map<string, unknown>();

function keyOf(listingId: number | null, step: string): string {
  return `${listingId ?? 'new'}:${step}`;
}

export function keepTyped(listingId: number | null, step: string, values: unknown): void {
  typed.set(keyOf(listingId, step), structuredClone(values));
}

export function typedValues<T>(listingId: number | null, step: string): T | undefined {
  return typed.get(keyOf(listingId, step)) as T | undefined;
}

export function forgetTyped(listingId: number | null, step: string): void {
  typed.delete(keyOf(listingId, step));
}

/** Everything typed for one listing (e.g. once it has been submitted). */
export function forgetListing(listingId: number | null): void {
  const prefix = `${listingId ?? 'new'}:`;
  for (const key of [...typed.keys()]) if (key.startsWith(prefix)) typed.delete(key);
}
