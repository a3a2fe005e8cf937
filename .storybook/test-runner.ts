import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { axeContext, axeRunOptions } from './a11y.js';

/** After every story (and its play function) renders, axe checks it; any violation fails the story. */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    // A failed play function is the real error; axe running on a half-played story would hide it.
    if (context.hasFailure) return;
    await checkA11y(page, axeContext, {
      detailedReport: true,
      detailedReportOptions: { html: true },
      verbose: false,
      axeOptions: axeRunOptions,
    });
  },
};

export default config;
