// axe-core on the current page (WCAG 2.2 A/AA): the serious and critical violations, one readable
// line per rule and element. Used by accessibility.spec.ts (every route, panel and modal) and by
// journeys that check the pages they open.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Text in exactly its background's colour. axe only lists it for review ("incomplete", equalRatio),
 * as it may be hidden on purpose — but text that takes space and reads 1:1 is invisible to a sighted
 * user (an outlined button painted solid in its label's colour was). Counted as a serious violation.
 */
function invisibleText(incomplete: AxeResults['incomplete']): AxeResults['violations'] {
  return incomplete
    .filter((result) => result.id === 'color-contrast')
    .map((result) => ({
      ...result,
      impact: 'serious' as const,
      help: 'Text has the same colour as its background',
      nodes: result.nodes.filter((node) => node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio')),
    }))
    .filter((result) => result.nodes.length > 0);
}

/** The serious and critical violations on the page, one readable line per rule and element. */
export async function blockingViolations(page: Page): Promise<string[]> {
  const { violations, incomplete } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return [...violations, ...invisibleText(incomplete)]
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${new URL(page.url()).pathname}: ${violation.id} (${violation.impact}) ${violation.help} — ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    );
}
