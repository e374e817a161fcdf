import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until no CSS transition is running (a drawer sliding in, a notice fading): the condition
 * the page is in once it has settled, instead of a fixed pause. Spinners are animations, not
 * transitions, and do not count.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
}

/**
 * axe-core's serious and critical violations on the page (or inside `include`, a selector), once
 * the network is idle and transitions have settled (axe reads colours mid-fade otherwise), as
 * "rule: targets" lines. `labelInName` adds `label-content-name-mismatch` (WCAG 2.5.3: a control's
 * name contains its visible text), one of axe's experimental rules, off unless asked for.
 */
export async function blockingAxeViolations(
  page: Page,
  { include, labelInName = false }: { include?: string; labelInName?: boolean } = {},
): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // Measured at rest: the pointer parked off the page's controls (a hovered button is another
  // colour, and axe would judge the state the last click left behind).
  await page.mouse.move(0, (page.viewportSize()?.height ?? 1) - 1);
  await transitionsSettled(page);
  let builder = new AxeBuilder({ page });
  if (labelInName) builder = builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map(describeNode).join(' | ')}`);
}

type AxeNode = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/** A failing element: its selector, and for contrast the colours and ratio axe measured. */
function describeNode(node: AxeNode): string {
  const target = node.target.join(' ');
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
  if (data?.fgColor) return `${target} (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})`;
  return `${target} (${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''})`;
}
