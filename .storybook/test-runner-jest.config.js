// Jest config for `test-storybook`, found through `--config-dir .storybook`. It runs the stories in
// the system's Chromium rather than a browser downloaded by Playwright.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

const defaults = getJestConfig();

export default {
  ...defaults,
  // TypeScript sources import each other as `./x.js`; Jest's resolver needs the bare path.
  moduleNameMapper: { ...defaults.moduleNameMapper, '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: findChromium(),
        headless: true,
        args: CHROMIUM_ARGS,
      },
    },
  },
};
