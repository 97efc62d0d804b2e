import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/**
 * WCAG 2.1 A and AA, plus axe's best practices. Only violations are asserted, so axe details only those
 * (every rule still runs on every element; passes and needs-review findings are merely not itemised).
 */
const OPTIONS = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations' as const],
};

/** The axe-core build that @axe-core/playwright injects (its own dependency), so both ways of running axe apply the same rules. */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

/** One line per offending element: rule, impact, where, and axe's own explanation. */
export function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const why = node.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
      return `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${violation.help}. ${why}`;
    }),
  );
}

/** Waits for the screen's data (no loading spinner), then lets CSS transitions and animations (dialogs opening, toasts) finish, so colours are read as the user sees them. */
async function settled(page: Page) {
  await expect(page.locator('.spinner-wrap'), 'the screen has finished loading').toHaveCount(0, { timeout: 20_000 });
  // Polled from the test, not the page: a test may have installed a fake clock there. Endless animations (a
  // spinning icon) never finish and do not change colours, so they are not waited for.
  const running = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
    );
  await expect.poll(running, { message: 'animations have finished' }).toBe(0);
}

/**
 * axe over the page as it is now. A page with frames (an embedded video) goes through AxeBuilder, which
 * injects axe into every frame and merges their results in a page of its own. A page without frames, the
 * usual screen, needs neither: axe is injected once per document and run in place, the same rules in the
 * same engine for a third of the time.
 */
async function analyze(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(OPTIONS).analyze();
  type WithAxe = { axe?: { run: (context: Document, options: typeof OPTIONS) => Promise<AxeResults> } };
  if (!(await page.evaluate(() => (window as WithAxe).axe !== undefined))) await page.evaluate(AXE_SOURCE);
  return page.evaluate((options) => (window as WithAxe).axe!.run(document, options), OPTIONS);
}

/**
 * Runs axe on the page as it is now and records (soft, so one run reports every screen) that there is no
 * violation; the failure message lists each offending element readably.
 */
export async function expectAccessible(page: Page, screen: string) {
  await settled(page);
  const results = await analyze(page);
  expect.soft(describeViolations(results.violations), `axe on "${screen}" (${page.url()})`).toEqual([]);
}
