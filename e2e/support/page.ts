import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface WatchedPage {
  page: Page;
  /** Page errors, console errors and answers of 400 or more, one line each: a journey ends with none. */
  problems: string[];
}

/** The Web Lock the app holds while it refreshes (app/src/lib/session/session.ts). */
const SESSION_REFRESH_LOCK = 'plaza-session-refresh';

/** Whether the app has started in the page (run in the page). */
const appStarted = () => {
  const root = document.getElementById('root');
  return !root || root.dataset.started !== undefined;
};

/** Each watched page's own `reload`, from before settleAroundLoads made it wait. */
const browserReloads = new WeakMap<Page, Page['reload']>();

/**
 * Reloads at once, as a person pressing F5 does, even while the page's token refresh is on the
 * wire (unlike `page.reload`, which waits for it): for the journeys about that very reload.
 */
export async function reloadMidRefresh(page: Page): Promise<void> {
  const reload = browserReloads.get(page);
  if (!reload) throw new Error('reloadMidRefresh takes a page opened by openWatchedPage');
  await reload();
  await page.waitForFunction(appStarted);
}

/**
 * Waits, after a page of the app loads, for the app to start: the screen the server drew shows
 * before the app's scripts run (app/src/boot.ts), and a click before they do is lost, as a
 * person's would be. Other pages (the API's reference) have no `#root` to wait for.
 *
 * And before it leaves a page, waits for the page's token refresh if one is under way (every
 * signed-in page load makes one). Leaving loses its answer after the server has spent the token,
 * and the next page's refresh with that token is a replay, which signs the session out (docs/api.md).
 * A person rarely leaves within those milliseconds; a journey's next goto can, on a loaded machine.
 * The app refreshes, and stores what it got, holding SESSION_REFRESH_LOCK.
 */
function settleAroundLoads(page: Page): void {
  const refreshing = () =>
    page
      .evaluate(async (name) => {
        const locks = await navigator.locks?.query();
        return [...(locks?.held ?? []), ...(locks?.pending ?? [])].some(
          (lock) => lock.name === name,
        );
      }, SESSION_REFRESH_LOCK)
      // A page already on its way elsewhere (a click that reloads) has nothing left to wait for.
      .catch(() => false);
  browserReloads.set(page, page.reload.bind(page));
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    page[method] = (async (...args: unknown[]) => {
      await expect.poll(refreshing, { timeout: 30_000 }).toBe(false);
      const response = await load(...args);
      await page.waitForFunction(appStarted);
      return response;
    }) as Page[typeof method];
  }
}

/**
 * A new page whose errors and failed requests are collected, so a journey can insist on none: in a
 * browser context of its own, or in a context made with `browser.newContext()` beside its other
 * pages, as tabs of one browser that share the local storage.
 */
export async function openWatchedPage(opener: Browser | BrowserContext): Promise<WatchedPage> {
  const page = await opener.newPage();
  settleAroundLoads(page);
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

/** A field's label exactly, but for the required marker after it. */
export const field = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

/** Whether `target` is the element with focus. */
export const hasFocus = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has focus, as a keyboard user would; fails after 30. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 30; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** Switches a Spanish page to English from the header's language menu, and waits for the reload. */
export async function switchToEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('menuitemradio', { name: 'English' }).click(),
  ]);
}

/** Opens the actions menu of the table row named `rowName` and picks `action`. */
export async function rowAction(page: Page, rowName: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Acciones de ${rowName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Everything in the page's local storage. */
export const localStorageOf = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => ({ ...localStorage }));

/**
 * `problems` without a not-found page's expected ones: its own `404` (the server's answer, which
 * crawlers read) and Chromium's console lines for 404 answers. Fails unless that `404` is there.
 */
export function withoutNotFoundPage(problems: string[], pageUrl: string): string[] {
  const answer = `404 ${pageUrl}`;
  expect(problems).toContain(answer);
  return problems.filter((problem) => problem !== answer && !/status of 404/.test(problem));
}
