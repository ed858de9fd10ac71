import { useEffect } from 'react';
import { useLocation } from '@bizmarkt/shared/router';

/**
 * A link to `/faq#nda` or `/how-to-buy#due-diligence`: the text loads after the browser looked for
 * the anchor, so once it is rendered this scrolls to the element and, for an FAQ question, opens it.
 */
export function useHashTarget(rendered: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!rendered || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    if (target instanceof HTMLDetailsElement) target.open = true;
    target.scrollIntoView?.();
  }, [rendered, hash]);
}
