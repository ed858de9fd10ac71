import { useEffect, useMemo } from 'react';
import type { WizardStep } from '../lib/steps';

const key = (listingId: number) => `bizmarkt:wizard-visited:${listingId}`;

function read(listingId: number | null): Set<string> {
  if (listingId === null) return new Set();
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key(listingId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((step): step is string => typeof step === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * The steps of a draft the seller has opened on this browser, the current one included: an optional
 * step (social media, NDA) counts as done only once opened. Kept per listing in localStorage.
 */
export function useVisitedSteps(listingId: number | null, current: WizardStep): ReadonlySet<string> {
  const visited = useMemo(() => read(listingId).add(current), [listingId, current]);
  useEffect(() => {
    if (listingId === null) return;
    try {
      window.localStorage.setItem(key(listingId), JSON.stringify([...visited]));
    } catch {
      // Storage full or refused: the step still counts on this page.
    }
  }, [listingId, visited]);
  return visited;
}
