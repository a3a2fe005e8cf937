import { describe, expect, it } from 'vitest';
import { demoCategories } from '../packages/server/src/seed/demo-categories.js';
import { expectAccessible } from './support/axe.js';
import { holdChunk } from './support/chunks.js';
import { useE2eServer } from './support/fixture.js';
import { hasFocus, switchToEnglish, tabTo, withoutNotFoundPage } from './support/page.js';

describe('a visitor opening Plaza', () => {
  const e2e = useE2eServer({ pagePerTest: true });

  it('lands on /explore and sees the seeded categories in Spanish', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/explore`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Explorar');
    await expect(page.title()).resolves.toBe('Explorar · Plaza');
    const chips = page.getByRole('grid', { name: 'Categorías' }).getByRole('row');
    await chips.first().waitFor();
    await expect(chips.allTextContents()).resolves.toEqual(
      demoCategories.map((category) => category.nameEs),
    );
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    await expectAccessible(page);
  });

  it('filters by a category from the keyboard, and keeps it in a shareable URL', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/explore`);
    const chips = page.getByRole('grid', { name: 'Categorías' }).getByRole('row');
    await chips.first().waitFor();
    await tabTo(page, chips.first());
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const books = chips.nth(1);
    await expect(books.getAttribute('aria-selected')).resolves.toBe('true');
    await page.waitForURL(/\?category=\d+$/);

    await page.reload();
    await chips.first().waitFor();
    await expect(chips.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(chips.nth(0).getAttribute('aria-selected')).resolves.toBe('false');
  });

  it('filters by a price range in the URL, and says when it is backwards', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/explore`);
    await page.getByLabel('Precio mínimo').fill('50');
    await page.keyboard.press('Tab');
    await page.waitForURL(/[?&]price_min=50\.00/);
    await page.getByLabel('Precio máximo').fill('10');
    await page.keyboard.press('Tab');
    await page.waitForURL(/[?&]price_max=10\.00/);
    await page.getByText('Debe ser al menos el precio mínimo.').waitFor();
    await page.getByRole('heading', { name: 'No encontramos productos' }).waitFor();
    await expectAccessible(page);
  });

  it('takes a price typed from the keyboard before the price fields’ code has come', async () => {
    const { page, server } = e2e;
    const numberFields = await holdChunk(page, 'number-fields');
    await page.goto(`${server.url}/explore`);
    // The fields' stand-ins (LazyOnUse) until a person reaches for them: a first visit never
    // asks for their code.
    const min = page.getByRole('textbox', { name: 'Precio mínimo' });
    await tabTo(page, min);
    await numberFields.asked;
    await page.keyboard.type('50');
    await page.keyboard.press('Tab');
    numberFields.release();
    await page.waitForURL(/[?&]price_min=50\.00/);
    const max = page.getByRole('textbox', { name: 'Precio máximo' });
    await expect.poll(() => hasFocus(max)).toBe(true);
    await expect(min.inputValue()).resolves.toBe('50,00\u00a0US$');
  });

  it('speaks English when English was chosen', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/explore`);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    const chips = page.getByRole('grid', { name: 'Categories' }).getByRole('row');
    await chips.first().waitFor();
    await expect(chips.allTextContents()).resolves.toEqual(
      demoCategories.map((category) => category.nameEn),
    );
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
  });

  it('keeps the saved appearance: dark, right to left', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/explore`);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await background();
    await page.evaluate(() => {
      localStorage.setItem('darkMode', 'true');
      localStorage.setItem('direction', '"rtl"');
    });
    await page.reload();
    await page.getByRole('grid', { name: 'Categorías' }).waitFor();
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    const darkBackground = await background();
    expect(darkBackground).not.toBe(lightBackground);
    // A dark background: every channel of rgb(r, g, b) well below the middle.
    const channels = darkBackground.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
    expect(channels).toHaveLength(3);
    expect(Math.max(...channels)).toBeLessThan(80);
    await expectAccessible(page);
  });

  it('switches language and dark mode from the header', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/explore`);
    await page.getByRole('grid', { name: 'Categorías' }).waitFor();
    await page.getByRole('button', { name: 'Modo oscuro' }).click();
    await expect(page.evaluate(() => localStorage.getItem('darkMode'))).resolves.toBe('true');
    await expect(
      page.getByRole('button', { name: 'Modo oscuro' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');

    await switchToEnglish(page);
    await page.getByRole('grid', { name: 'Categories' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    // A visitor's header (the public layout) signs in and registers, in English now.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Sign up' }).isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(page);
  });

  it('turns right to left and semi-dark from the appearance panel, and keeps it', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.url}/explore`);
    await page.getByRole('button', { name: 'Apariencia' }).click();
    const panel = page.getByRole('dialog', { name: 'Apariencia' });
    await panel.getByText('De derecha a izquierda').click();
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await panel.getByText('Modo semioscuro').click();
    await expectAccessible(page);
    await expect(page.evaluate(() => localStorage.getItem('semiDarkMode'))).resolves.toBe('true');

    await page.reload();
    await page.getByRole('grid', { name: 'Categorías' }).waitFor();
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
  });

  it('shows a not-found page for an unknown path', async () => {
    const { page, server } = e2e;
    const response = await page.goto(`${server.url}/no-such-page`);
    // The server says so too, for crawlers: the one failed answer the page may have.
    expect(response?.status()).toBe(404);
    expect(withoutNotFoundPage(e2e.problems.splice(0), `${server.url}/no-such-page`)).toEqual([]);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.textContent()).resolves.toBe('Página no encontrada');
    await page.getByRole('link', { name: 'Ir a Explorar', exact: true }).click();
    await page.waitForURL(`${server.url}/explore`);
  });
});
