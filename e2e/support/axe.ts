import type { Page } from 'playwright-core';
import { getViolations, injectAxe } from 'axe-playwright';

/** WCAG 2.2 AA, with the target-size rule (2.5.8) that axe leaves off by default. */
const AXE_OPTIONS = {
  runOnly: {
    type: 'tag' as const,
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  },
  rules: { 'target-size': { enabled: true } },
};

/** The accessibility violations axe finds on the page as it is now, summarised for a failure message. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await getViolations(page, undefined, AXE_OPTIONS);
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
