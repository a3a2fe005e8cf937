// Jest config for `test-storybook`, found through `--config-dir .storybook`. It runs the stories in
// the system's Chromium rather than a browser downloaded by Playwright.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getJestConfig } from '@storybook/test-runner';

const require = createRequire(import.meta.url);

function playwrightChromium() {
  try {
    return require('playwright-core').chromium.executablePath();
  } catch {
    return undefined;
  }
}

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', playwrightChromium()];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'Chromium not found: install it with `apt-get install -y chromium` or set CHROME_PATH',
    );
  }
  return found;
}

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
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    },
  },
};
