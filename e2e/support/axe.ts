// WCAG 2.2 A/AA checks with axe-core, run inside the page under test. The engine is injected once
// per page load and then scans the current DOM in place: a single-page walk (navigate in the app,
// scan, navigate on) pays for it once. (`@axe-core/playwright` injects it on every scan and opens a
// second page to assemble each result, which cost seconds per scan on this machine.)
import axe from 'axe-core';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Result = Pick<axe.Result, 'id' | 'impact' | 'help' | 'nodes'>;

/**
 * Text in exactly its background's colour. axe only lists it for review ("incomplete", equalRatio),
 * as it may be hidden on purpose — but text that takes space and reads 1:1 is invisible to a sighted
 * user (an outlined button painted solid in its label's colour was). Counted as a serious violation.
 */
export function invisibleText(incomplete: Result[]): Result[] {
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

/** One readable line per blocking rule and element, prefixed with the page's path. */
export function blockingLines(pathname: string, results: Result[]): string[] {
  return results
    .filter((result) => BLOCKING.has(result.impact ?? ''))
    .flatMap((result) =>
      result.nodes.map(
        (node) =>
          `${pathname}: ${result.id} (${result.impact}) ${result.help} — ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    );
}

/**
 * The serious and critical WCAG violations on the page as it is now (panels and modals included), or
 * only inside `within` (a CSS selector): a panel is checked on its own, since the page behind its
 * mask (still fading in) is the route walk's to check.
 */
export async function blockingViolations(page: Page, within?: string): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const { violations, incomplete } = await page.evaluate(
    ([tags, selector]) => window.axe.run(selector ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations', 'incomplete'] }),
    [WCAG_TAGS, within] as const,
  );
  return blockingLines(new URL(page.url()).pathname, [...violations, ...invisibleText(incomplete)]);
}

/**
 * axe's colour-contrast verdict on the elements inside `within`, node by node: what passed, what
 * failed, and what it could not judge (a see-through background over the page, say). A rule that
 * cannot judge reports no violation — so a check that the colours hold looks at all three.
 */
export async function contrastVerdict(page: Page, within: string): Promise<{ passes: number; violations: string[]; incomplete: string[] }> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (selector) => window.axe.run(selector, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['passes', 'violations', 'incomplete'] }),
    within,
  );
  const nodes = (list: Result[]) =>
    list.flatMap((result) => result.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? node.any[0]?.message ?? ''}`));
  return { passes: results.passes.flatMap((result) => result.nodes).length, violations: nodes(results.violations), incomplete: nodes(results.incomplete) };
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
