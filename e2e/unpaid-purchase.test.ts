import type { PurchasePage } from '@plaza/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLERS, fetchAsPageUser, registerAccount } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { productIdOf } from './support/purchases.js';

/*
 * Issue 36, item 4: back from the payment step, checking out again made a second unpaid purchase
 * holding the same units. Now the placed purchase takes its lines out of the cart, the cart and
 * checkout offer the purchase waiting for payment, and a second checkout of the same product is
 * refused with a link to pay the first. And from item 8: the card step shows the `test` provider's
 * cards, and a seller is told their own product is theirs where the add button would be. A
 * pending purchase can be given up from that offer, its lines back in the cart, to change it.
 */

/** Demo products (packages/server/src/seed/demo/products): digital, $29.00, so no address step. */
const COURSE = 'Curso de fotografía con el celular';
/** Physical, by taller_colibri. */
const WATERCOLOURS = 'Acuarelas profesionales en pastilla, 24 colores';
/** The words checkout.pending.title, checkout.unpaidPurchase and the test cards say (es.json). */
const PENDING_ONE = 'Tienes una compra esperando el pago';
const TEST_CARDS = /Tienda de prueba: paga con la tarjeta 4242 4242 4242 4242.*4000 0000 0000 0002/;
/** The second checkout's refusal, as the page's problems log it: the answer and its console line. */
const REFUSAL = /^409 .*\/api\/marketplace\/products-purchase\/$|status of 409/;

async function addToCart(page: Page, url: string, name: string): Promise<void> {
  await page.goto(`${url}/product/${await productIdOf(url, name)}`);
  await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await page.getByRole('button', { name: /^Carrito, \d+ producto/ }).waitFor();
}

/** From the cart, on to checkout, the test provider's card chosen, and the order placed. */
async function placeOrderByCard(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  const card = page.getByRole('radio', { name: /^Tarjeta/ });
  await card.waitFor();
  // The radio's drawn circle covers the hidden input: a pointer user clicks its label.
  await page.getByText('Tarjeta', { exact: true }).click();
  await expect(card.isChecked()).resolves.toBe(true);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
}

describe('one unpaid purchase', () => {
  const e2e = useE2eServer({ withDemoShop: true, stepTimeout: 20_000 });

  it('back from the payment step offers the purchase to pay, and checking out again makes no second one', async () => {
    const { server } = e2e;
    const buyer = await registerAccount(server.url, 'una_compra');
    const { page, problems } = await e2e.openPage(buyer);
    await addToCart(page, server.url, COURSE);
    await page.goto(`${server.url}/cart`);
    await placeOrderByCard(page);
    await page.waitForURL(/\/checkout\/\d+$/);
    const id = Number(/\/checkout\/(\d+)$/.exec(page.url())?.[1]);
    // The card step says which cards the test provider takes.
    await page.getByText(TEST_CARDS).waitFor();

    // Back: the cart let go of the course when it was bought, and offers the purchase to pay.
    await page.goBack();
    await page.waitForURL(`${server.url}/cart`);
    await page.getByRole('heading', { name: PENDING_ONE }).waitFor();
    await page.getByText('Tu carrito está vacío').waitFor();
    const payIt = page.getByRole('link', { name: new RegExp(`^Pagar la compra n\\.º ${id} `) });
    await payIt.waitFor();
    await expectAccessible(page);

    // The course again, checked out again: refused, pointing at the purchase to pay instead.
    await addToCart(page, server.url, COURSE);
    await page.goto(`${server.url}/cart`);
    await placeOrderByCard(page);
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: `${COURSE} ya está en tu compra n.º ${id}, que espera el pago.` });
    await refusal.waitFor();
    expect(page.url()).toBe(`${server.url}/checkout`);
    await expectAccessible(page);
    await refusal.getByRole('link', { name: 'Págala' }).click();
    await page.waitForURL(`${server.url}/checkout/${id}`);
    await page.getByText(TEST_CARDS).waitFor();

    const mine = await fetchAsPageUser<PurchasePage>(page, '/api/marketplace/products-purchase/');
    expect(mine.results.map((purchase) => purchase.purchase_id)).toEqual([id]);
    await page.close();
    expect(problems.filter((problem) => !REFUSAL.test(problem))).toEqual([]);
  });

  it('gives a pending purchase up to change it: cancelled, and its lines back in the cart', async () => {
    const { server } = e2e;
    const buyer = await registerAccount(server.url, 'al_carrito');
    const { page, problems } = await e2e.openPage(buyer);
    await addToCart(page, server.url, COURSE);
    await page.goto(`${server.url}/cart`);
    await placeOrderByCard(page);
    await page.waitForURL(/\/checkout\/\d+$/);
    const purchaseId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.goBack();
    await page.waitForURL(`${server.url}/cart`);
    await page.getByText('Tu carrito está vacío').waitFor();

    await page
      .getByRole('button', { name: `Cancelar la compra n.º ${purchaseId} y volver al carrito` })
      .click();
    await page.getByRole('button', { name: `Quitar ${COURSE}` }).waitFor();
    await page.getByRole('heading', { name: PENDING_ONE }).waitFor({ state: 'detached' });
    await expectAccessible(page);
    const mine = await fetchAsPageUser<PurchasePage>(page, '/api/marketplace/products-purchase/');
    expect(mine.results.map((purchase) => purchase.status)).toEqual(['cancelled']);
    await page.close();
    expect(problems).toEqual([]);
  });

  it('tells a seller their own product is theirs where the add button would be', async () => {
    const { server } = e2e;
    const { page, problems } = await e2e.openPage(DEMO_SELLERS.tallerColibri);
    await page.goto(`${server.url}/product/${await productIdOf(server.url, WATERCOLOURS)}`);
    await page.getByText('Este producto es tuyo, así que no puedes comprarlo.').waitFor();
    await page.getByRole('link', { name: 'Editarlo' }).waitFor();
    await expect(page.getByRole('button', { name: 'Agregar al carrito' }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await page.close();
    expect(problems).toEqual([]);
  });
});
