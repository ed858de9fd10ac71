/** Spec §9: the next page is fetched when the list is scrolled within 100 px of its end. */
export const NEXT_PAGE_THRESHOLD_PX = 100;

/** True when the scroll container shows the end of its content, or is within the threshold of it. */
export function isNearEnd(el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>, threshold = NEXT_PAGE_THRESHOLD_PX): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}

/** The nearest ancestor that scrolls vertically (the panel frame's content), or the document's scroller. */
export function scrollParent(el: HTMLElement): HTMLElement {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}
