// Finds the Chromium that browser tests drive, for the e2e journeys and the Storybook test-runner alike.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Flags for a headless Chromium on a machine with no network but loopback and no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function playwrightCachePath() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * `CHROME_PATH`, else Debian's `/usr/bin/chromium`, else a browser in Playwright's cache.
 * @returns {string}
 */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', playwrightCachePath()];
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  throw new Error(
    'Chromium not found. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
      'or set CHROME_PATH to a Chromium or Chrome executable.',
  );
}
