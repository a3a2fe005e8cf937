import { getViolations, injectAxe } from 'axe-playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeRunOptions, excludedFromAxe } from '../../.storybook/a11y.js';

/**
 * What axe finds on the page as it is now, by the same rules as every story, one line a violation.
 * react-aria's live announcer is left out as in the stories: it keeps pointing at elements gone.
 */
async function accessibilityViolations(page: Page): Promise<string[]> {
  // Colours mid-fade (a drawer or a toast coming in) are not the page's colours: let them settle.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await injectAxe(page);
  const violations = await getViolations(
    page,
    { include: ['body'], exclude: excludedFromAxe },
    axeRunOptions,
  );
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Nothing on the page breaks WCAG 2.2 AA as axe sees it. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}
