import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

/** axe-core as @axe-core/playwright resolves it: its own dependency, the version it was made for. */
const axe = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
) as typeof Axe;

/**
 * The rules whose worst outcome is minor or moderate (axe-core's own metadata): a run reports
 * only serious and critical violations, so running these costs time and can change nothing.
 */
const QUIET_RULES = Object.fromEntries(
  (axe as unknown as { _audit: { rules: { id: string; impact?: string }[] } })._audit.rules
    .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
    .map((rule) => [rule.id, { enabled: false }]),
);

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
  const rules = labelInName
    ? { ...QUIET_RULES, 'label-content-name-mismatch': { enabled: true } }
    : QUIET_RULES;
  const { violations } =
    page.frames().length > 1 ? await inEveryFrame(page, rules, include) : await inPage(page, rules, include);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map(describeNode).join(' | ')}`);
}

type AxeRules = Record<string, { enabled: boolean }>;
type AxeResults = Pick<Axe.AxeResults, 'violations'>;
type AxeNode = AxeResults['violations'][number]['nodes'][number];

/**
 * A page without frames: axe-core is injected once per document (an SPA's navigations keep it) and
 * run in place. AxeBuilder.analyze() injects it again on every call and finishes each run in a
 * new blank page (its way of reaching cross-origin frames): measured on the event page, 3-4 s
 * a run instead of 20-30 s on the shared machine, the same violations.
 */
async function inPage(page: Page, rules: AxeRules, include?: string): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: typeof Axe }).axe
        .run(context ?? document, options)
        .then(({ violations }) => ({ violations })),
    { context: include ?? null, options: { rules, resultTypes: ['violations'] as Axe.resultGroups[] } },
  );
}

/** A page with frames (a map, a payment field): AxeBuilder, which reaches into every frame. */
async function inEveryFrame(page: Page, rules: AxeRules, include?: string): Promise<AxeResults> {
  let builder = new AxeBuilder({ page }).options({ rules });
  if (include) builder = builder.include(include);
  return builder.analyze();
}

/** A failing element: its selector, and for contrast the colours and ratio axe measured. */
function describeNode(node: AxeNode): string {
  const target = node.target.join(' ');
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
  if (data?.fgColor) return `${target} (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})`;
  return `${target} (${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''})`;
}
