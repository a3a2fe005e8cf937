import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLERS, logIn } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { hasFocus } from './support/page.js';

/** Where the first product of the list starts, from the top of the page. */
const firstCardTop = async (page: Page) => {
  const card = page.getByRole('list', { name: 'Productos' }).getByRole('article').first();
  await card.waitFor();
  return (await card.boundingBox())!.y;
};

/** Every link and button of the header that falls outside the window, however little. */
const headerControlsOutside = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header a, header button')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent),
  );

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('Explore on a phone and on a desktop', () => {
  const e2e = useE2eServer({ withDemoShop: true, pagePerTest: true });

  /** The test's page, at a window of `width` × `height`. */
  const sized = async (width: number, height: number) => {
    await e2e.page.setViewportSize({ width, height });
    return e2e.page;
  };

  it('at 390 × 844 shows products on the first screen and folds the filters into a sheet', async () => {
    const page = await sized(390, 844);
    await page.goto(`${e2e.server.url}/explore`);
    expect(await firstCardTop(page)).toBeLessThan(844);
    expect(await headerControlsOutside(page)).toEqual([]);
    expect(await pageScrollsSideways(page)).toBe(false);
    // Icons where the words do not fit; the words are still the links' names.
    await page.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await page.getByRole('link', { name: 'Registrarme' }).waitFor();
    await expect(page.getByRole('grid', { name: 'Categorías' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Filtros' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    const books = sheet.getByRole('row', { name: 'Libros' });
    await books.click();
    await page.waitForURL(/\?category=\d+$/);
    await expect(books.getAttribute('aria-selected')).resolves.toBe('true');
    await expectAccessible(page);
    await sheet.getByRole('button', { name: 'Ver productos' }).click();
    await sheet.waitFor({ state: 'detached' });
    // The count of filters in force is on the button, which has focus back.
    const button = page.getByRole('button', { name: 'Filtros (1)' });
    await expect(hasFocus(button)).resolves.toBe(true);
    await expectAccessible(page);
  });

  it('at 320 px wide still fits the header with nothing cut off, signed in or not', async () => {
    const page = await sized(320, 640);
    await page.goto(`${e2e.server.url}/explore`);
    await firstCardTop(page);
    expect(await headerControlsOutside(page)).toEqual([]);
    expect(await pageScrollsSideways(page)).toBe(false);

    // Signed in, the bell and the account take the appearance button's and the logo's room.
    await logIn(page, e2e.server.url, DEMO_SELLERS.tiendaAurora);
    await firstCardTop(page);
    expect(await headerControlsOutside(page)).toEqual([]);
    expect(await pageScrollsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Modo oscuro' }).waitFor();
    await page.getByRole('button', { name: /^Notificaciones/ }).waitFor();
  });

  it('at 1440 px keeps the filters in a side column beside the products, signed in or not', async () => {
    const page = await sized(1440, 900);
    await page.goto(`${e2e.server.url}/explore`);
    expect(await firstCardTop(page)).toBeLessThan(600);
    const filters = page.getByRole('region', { name: 'Filtros' });
    const column = (await filters.boundingBox())!;
    const list = (await page.getByRole('list', { name: 'Productos' }).boundingBox())!;
    expect(column.x + column.width).toBeLessThanOrEqual(list.x);
    await expect(page.getByRole('button', { name: /^Filtros/ }).count()).resolves.toBe(0);
    await filters.getByRole('grid', { name: 'Categorías' }).getByRole('row').first().waitFor();

    // The sidebar takes 280 px of the same window, and the side column still fits.
    await logIn(page, e2e.server.url, DEMO_SELLERS.tiendaAurora);
    expect(await firstCardTop(page)).toBeLessThan(600);
    await page.getByRole('region', { name: 'Filtros' }).waitFor();
    expect(await pageScrollsSideways(page)).toBe(false);
    await expectAccessible(page);
  });
});
