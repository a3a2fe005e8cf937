import { describe, expect, it } from 'vitest';
import { DEMO_SELLERS, logOutFromMenu } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { localStorageOf, switchToEnglish, withoutNotFoundPage } from './support/page.js';

/** A seeded product (packages/server/src/seed/demo/products/arts-crafts.ts): $36.00, 20 in stock. */
const WATERCOLOURS = 'Acuarelas profesionales en pastilla, 24 colores';

/**
 * The journey, one visitor from start to end: explore in Spanish, filter, open a product,
 * add it twice, see the badge and the subtotal, switch to English with the cart kept, register
 * with the stand-in captcha, and log out with local storage cleared.
 */
describe('a visitor who shops, then signs up', () => {
  const e2e = useE2eServer({ withDemoShop: true });

  it('explores, fills the cart, keeps it through a language change and sign-up, and logs out', async () => {
    const { server } = e2e;
    const { page, problems } = await e2e.openPage();

    // Lands on /explore in Spanish, with products.
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/explore`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    const products = page.getByRole('list', { name: 'Productos' });
    await products.waitFor();
    await expectAccessible(page);

    // Filters: a category, then a search typed ahead.
    await page
      .getByRole('grid', { name: 'Categorías' })
      .getByRole('row', { name: 'Arte y artesanía' })
      .click();
    await page.waitForURL(/[?&]category=\d+/);
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('acuarelas');
    await page.waitForURL(/[?&]search=acuarelas/);
    const card = products.getByRole('link', { name: WATERCOLOURS });
    await card.waitFor();
    // The search finds the watercolours and ranks them first.
    await expect
      .poll(() => products.getByRole('heading').allTextContents())
      .toEqual(expect.arrayContaining([WATERCOLOURS]));
    await expect(products.getByRole('heading').first().textContent()).resolves.toBe(WATERCOLOURS);
    await expectAccessible(page);

    // Opens the product and adds it twice.
    await card.click();
    await page.waitForURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(WATERCOLOURS);
    await expectAccessible(page);
    const add = page.getByRole('button', { name: 'Agregar al carrito', exact: true });
    await add.click();
    await add.click();

    // One distinct product in the badge; the drawer has the line and the subtotal of two.
    const cartButton = page.getByRole('button', { name: 'Carrito, 1 producto' });
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: 'Carrito' });
    await drawer.getByText(WATERCOLOURS).waitFor();
    await expect(drawer.getByRole('definition').textContent()).resolves.toMatch(/72,00/);
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'Ver carrito' }).click();
    await page.waitForURL(`${server.url}/cart`);

    // The cart page: the line with its quantity, and the totals (2 × $36.00 + 2 × $4.00 shipping).
    const line = page.getByRole('list', { name: 'Productos del carrito' }).getByRole('listitem');
    await line.getByText(WATERCOLOURS).waitFor();
    await expect(
      line.getByRole('textbox', { name: `Cantidad de ${WATERCOLOURS}` }).inputValue(),
    ).resolves.toBe('2');
    await expect(
      page.getByRole('region', { name: 'Resumen del pedido' }).textContent(),
    ).resolves.toMatch(/Total\s*80,00/);
    await expectAccessible(page);

    // Switches to English: the page reloads and the cart is still there.
    await switchToEnglish(page);
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.getByRole('button', { name: 'Cart, 1 product' }).waitFor();
    await page.getByText(WATERCOLOURS).waitFor();

    // Checkout asks a visitor to log in first, and on to sign up.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL(`${server.url}/login?next=%2Fcart`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(`${server.url}/register`);

    // Registers with the development captcha and is signed in, the cart kept.
    await page.getByLabel('Username').fill('marta_shopper');
    await page.getByLabel('Email').fill('marta_shopper@example.com');
    await page.getByLabel('First name').fill('Marta');
    await page.getByLabel('Last name').fill('Compras');
    await page.getByLabel(/^Password\s*\*?$/).fill('a-good-e2e-pw');
    await page.getByLabel('Confirm the password').fill('a-good-e2e-pw');
    await page.getByText('I accept the privacy policy').click();
    await page.getByText('I am not a robot').click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${server.url}/explore`);
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await page.getByRole('button', { name: 'Cart, 1 product' }).waitFor();
    const cart = JSON.parse((await localStorageOf(page)).cart ?? '{}') as {
      items?: { name: string; quantity: number }[];
    };
    expect(cart.items).toEqual([expect.objectContaining({ name: WATERCOLOURS, quantity: 2 })]);

    // Logs out: local storage is cleared, the cart with it, and the site root reloads.
    await logOutFromMenu(page, 'en');
    await page.waitForURL(`${server.url}/explore`);
    await page.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await expect(localStorageOf(page)).resolves.toEqual({});
    await page.getByRole('button', { name: 'Carrito, vacío' }).waitFor();

    await page.close();
    expect(problems).toEqual([]);
  });
  it('answers not found for a product that waits for review, even at its address', async () => {
    const { server } = e2e;
    // A demo seller's product still pending review (README.md, Demo accounts).
    const token = await fetch(`${server.url}/api/auth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_SELLERS.tiendaAurora),
    });
    const { access } = (await token.json()) as { access: string };
    const mine = await fetch(
      `${server.url}/api/marketplace/products/mine/?status=pending_approval`,
      { headers: { authorization: `Bearer ${access}` } },
    );
    const { results } = (await mine.json()) as { results: { id: number; name: string }[] };
    const pending = results[0];
    expect(pending).toBeDefined();

    const { page, problems } = await e2e.openPage();
    await page.goto(`${server.url}/product/${pending!.id}`);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await expect(page.getByText(pending!.name).count()).resolves.toBe(0);
    await expect(page.title()).resolves.toContain('Página no encontrada');
    await expectAccessible(page);
    await page.close();

    // The page's 404 (the server's, for crawlers) and the API's for this product are the expected
    // answers; nothing else may go wrong.
    const productUrl = `/api/marketplace/products/${pending!.id}/`;
    const others = withoutNotFoundPage(problems, `${server.url}/product/${pending!.id}`);
    expect(others.filter((problem) => !problem.includes(productUrl))).toEqual([]);
    expect(
      problems.some((problem) => problem.startsWith('404') && problem.includes(productUrl)),
    ).toBe(true);
  });
});
