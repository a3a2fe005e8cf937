import type { Page } from 'playwright-core';

/**
 * Holds back the built chunk `name` (vite.config.ts's groups) on `page` until `release` is called;
 * `asked` settles once the page has asked for it.
 */
export async function holdChunk(
  page: Page,
  name: string,
): Promise<{ asked: Promise<void>; release: () => void }> {
  let release = () => {};
  let wasAsked = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (wasAsked = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    wasAsked();
    await held;
    await route.continue();
  });
  return { asked, release };
}
