import { NEXT_PAGE_THRESHOLD_PX } from '@bizmarkt/shared/constants';

/** True when the scroll container shows its end, or is within 100 px of it (spec §9). */
export function isNearEnd(el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>, threshold = NEXT_PAGE_THRESHOLD_PX): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}

/** True when the scroll container is within 100 px of its top (older messages load there). */
export function isNearTop(el: Pick<HTMLElement, 'scrollTop'>, threshold = NEXT_PAGE_THRESHOLD_PX): boolean {
  return el.scrollTop <= threshold;
}

/** The nearest ancestor that scrolls vertically (the panel frame's content), or the document's scroller. */
export function scrollParent(el: HTMLElement): HTMLElement {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}
