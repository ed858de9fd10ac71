// Measuring a page's width: does it scroll sideways, and which elements stick out on the right (for a
// failure's message). Used by no-horizontal-scroll.spec.ts; the page is resized, not reloaded.
import type { Page } from '@playwright/test';

/** Two animation frames: a resize's relayout (and the header's re-fit, a ResizeObserver) is done. */
export const settle = (page: Page): Promise<unknown> => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

export interface Sideways {
  /** How far the document is wider than the window, in CSS pixels (≤ 0: no sideways scroll). */
  overflow: number;
  /** The outermost elements whose right edge is past the window's (at most five). */
  outside: string[];
}

export function sideways(page: Page): Promise<Sideways> {
  return page.evaluate(() => {
    const limit = window.innerWidth + 0.5;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
      return `${element.tagName.toLowerCase()}${id}${classes} → ${Math.round(element.getBoundingClientRect().right)}px`;
    };
    const outside = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit && (element.parentElement?.getBoundingClientRect().right ?? 0) <= limit)
      .slice(0, 5)
      .map(describe);
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, outside };
  });
}
