import type { Browser, Page } from 'playwright-core';

export interface WatchedPage {
  page: Page;
  /** Page errors, console errors and answers of 400 or more, one line each: a journey ends with none. */
  problems: string[];
}

/** A new page whose errors and failed requests are collected, so a journey can insist on none. */
export async function openWatchedPage(browser: Browser): Promise<WatchedPage> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return { page, problems };
}

/** Presses Tab until `reached` says focus has arrived, as a keyboard user would; fails after 30. */
export async function tabUntil(page: Page, reached: () => Promise<boolean>): Promise<void> {
  for (let presses = 0; presses < 30; presses += 1) {
    if (await reached()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** Everything in the page's local storage. */
export const localStorageOf = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => ({ ...localStorage }));
