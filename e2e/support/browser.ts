import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

/** Headless Chromium, as found by `findChromium` (fails with how to get one when there is none). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
}
