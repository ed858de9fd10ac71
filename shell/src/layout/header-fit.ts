// Priority+ for the header: instead of breakpoints guessed from English labels, the header measures
// itself and drops its least important items one level at a time (they stay reachable in the menu)
// until everything fits. German labels, a long user name or a new item need no new breakpoint.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Levels in the order items leave the bar. An item with `data-drop={dropLevel('…')}` is hidden from
 * that level on; from level 1 on the menu button shows (header.css). The menu holds every item.
 */
export const HEADER_LEVELS = [
  'all',
  'dashboard-links',
  'language',
  'faq',
  'how-to-sell',
  'how-to-buy',
  'sell-now',
  'favorites',
  'pricing',
  'browse',
  'user-name',
  'login',
] as const;

export const MAX_HEADER_LEVEL = HEADER_LEVELS.length - 1;

export type HeaderLevel = (typeof HEADER_LEVELS)[number];

/** The level at which an item leaves the bar. */
export const dropLevel = (name: Exclude<HeaderLevel, 'all'>): number => HEADER_LEVELS.indexOf(name);

/**
 * The lowest level at which `fits` holds (the last level when none does); `fits` holds from some
 * level on. Each try costs the page a layout, so: level 0 first (a wide screen: one try), then a
 * binary search (a phone: four more tries instead of up to eleven).
 */
export function fitLevel(apply: (level: number) => void, fits: () => boolean, max = MAX_HEADER_LEVEL): number {
  apply(0);
  if (max === 0 || fits()) return 0;
  let low = 1;
  let high = max;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    apply(middle);
    if (fits()) high = middle;
    else low = middle + 1;
  }
  apply(low);
  return low;
}

/** Hides every item whose `data-drop` level is reached (`data-dropped`, styled in header.css). */
export function applyLevel(header: HTMLElement, level: number): void {
  header.setAttribute('data-level', String(level));
  for (const item of header.querySelectorAll<HTMLElement>('[data-drop]')) {
    item.toggleAttribute('data-dropped', Number(item.dataset.drop) <= level);
  }
}

/** Whether the header's last item ends inside the header's padding box (no item pushed off the edge). */
export function headerFits(header: HTMLElement): boolean {
  const style = getComputedStyle(header);
  const limit = header.getBoundingClientRect().right - parseFloat(style.paddingRight || '0');
  const items = header.querySelectorAll<HTMLElement>('[data-header-item]');
  for (const item of items) {
    const rect = item.getBoundingClientRect();
    // Hidden items have no box; half a pixel of rounding is not an overflow.
    if (rect.width > 0 && rect.right > limit + 0.5) return false;
  }
  return true;
}

/**
 * Keeps the header's `data-level` at the lowest level that fits, re-measuring when the header is
 * resized, when the fonts have loaded and whenever `deps` (language, login state, names) change.
 *
 * Measured where the browser lays the page out anyway, not in React's commit: a ResizeObserver's
 * callbacks run in the frame's rendering step after layout and before paint (its first one for
 * every element it starts to observe), so the header is never painted overflowing, and the
 * measuring costs only the header's own relayouts. Measured in the layout effect, the first try
 * forced the layout of the whole page just committed inside React's commit task: under
 * Lighthouse's 4× CPU about 50 ms of a 120 ms long task after the server's drawing was replaced
 * (docs/architecture/page-weight.md, "What a page must not pull in"). Without ResizeObserver it is
 * measured in the effect, as before.
 */
export function useHeaderFit(deps: readonly unknown[]): RefObject<HTMLElement | null> {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return undefined;
    const fit = () =>
      fitLevel(
        (level) => applyLevel(header, level),
        () => headerFits(header),
      );
    let active = true;
    // Labels change width when the fonts arrive; the frame after re-fits before it paints.
    void document.fonts?.ready.then(() =>
      requestAnimationFrame(() => {
        if (active) fit();
      }),
    );
    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'function') {
      let lastWidth: number | null = null;
      observer = new ResizeObserver(() => {
        // The first call fits; after it only a change of width matters (the level itself never
        // changes the header's width). Layout is up to date here, so reading it costs nothing.
        if (header.clientWidth === lastWidth) return;
        lastWidth = header.clientWidth;
        fit();
      });
      observer.observe(header);
    } else {
      fit();
    }
    return () => {
      active = false;
      observer?.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what changes the header's content
  }, deps);
  return ref;
}
