import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** WCAG 2.1 A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

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
    page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length);
  await expect.poll(running, { message: 'animations have finished' }).toBe(0);
}

/**
 * Runs axe on the page as it is now and records (soft, so one run reports every screen) that there is no
 * violation; the failure message lists each offending element readably.
 */
export async function expectAccessible(page: Page, screen: string) {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect.soft(describeViolations(results.violations), `axe on "${screen}" (${page.url()})`).toEqual([]);
}
