import type { ContextObject, RunOptions } from 'axe-core';

/**
 * The axe run used by the a11y panel and by the test runner alike: WCAG 2.2 level A and AA. The
 * target-size rule (24 by 24 px) is off by default in axe and is switched on here.
 */
export const axeRunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  },
  rules: { 'target-size': { enabled: true } },
} satisfies RunOptions;

/**
 * react-aria's live announcer keeps each message for seconds after the story that sent it is gone,
 * pointing at an element that no longer exists; it is react-aria's, not ours, so it is left out.
 */
export const excludedFromAxe = ['[data-live-announcer]'];

/**
 * What the test runner checks: the whole body, so overlays react-aria portals there are covered,
 * minus Storybook's own elements (the same ones the a11y panel leaves out).
 */
export const axeContext = {
  include: ['body'],
  exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root', ...excludedFromAxe],
} satisfies ContextObject;
