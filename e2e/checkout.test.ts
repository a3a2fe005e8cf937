import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  DEMO_SELLERS,
  registerAccount,
  tokenPairOf,
  type Account,
  type Credentials,
} from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { localStorageOf, rowAction, tabTo } from './support/page.js';
import { accessTokenOf, productIdOf } from './support/purchases.js';

/** Demo products (packages/server/src/seed/demo/products): physical, $36.00 + $4.00, by taller_colibri. */
const WATERCOLOURS = 'Acuarelas profesionales en pastilla, 24 colores';
const WATERCOLOURS_SELLER = DEMO_SELLERS.tallerColibri;
/** Digital, $29.00, by aula_abierta: no address step, its sale is sent once paid. */
const COURSE = 'Curso de fotografía con el celular';
/** What the address step says to a buyer who goes on with no address chosen. */
const ADDRESS_REQUIRED = '¡Debes seleccionar o crear una dirección válida!';
/** The test provider's cards (docs/api.md, Purchases). */
const PAYS = '4242424242424242';
const DECLINED = '4000000000000002';

async function addToCart(page: Page, url: string, name: string): Promise<void> {
  await page.goto(`${url}/product/${await productIdOf(url, name)}`);
  await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await page.getByRole('button', { name: /^Carrito, \d+ producto/ }).waitFor();
}

/**
 * Marks received every item sent back to `seller` in a claim (the demo shop has one for
 * taller_colibri), so that nothing but the journey's own sale lights their My sales dot.
 */
async function receiveReturnsSentTo(url: string, seller: Credentials): Promise<void> {
  const { access } = await tokenPairOf(url, seller);
  const headers = { authorization: `Bearer ${access}` };
  const list = await fetch(`${url}/api/marketplace/claims/?role=seller&status=return_sent`, {
    headers,
  });
  const { results } = (await list.json()) as { results: { id: number }[] };
  for (const { id } of results) {
    const received = await fetch(`${url}/api/marketplace/claims/${id}/return-received/`, {
      method: 'POST',
      headers,
    });
    expect(received.status).toBe(200);
  }
}

/** Saves an address for `buyer` through the API, as the profile's address book would: its id. */
async function saveAddress(url: string, buyer: Account, address: string): Promise<number> {
  const response = await fetch(`${url}/api/marketplace/addresses/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await accessTokenOf(url, buyer)}`,
    },
    body: JSON.stringify({
      address,
      city: 'Bogotá',
      state: 'Cundinamarca',
      country: 'CO',
      postal_code: '110111',
      phone_number: '+573005550102',
      location: 'Casa esquinera',
      latitude: 4.711,
      longitude: -74.0721,
    }),
  });
  if (response.status !== 201) throw new Error(`Saving the address failed: ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

/** Presses Tab until the control labelled `label` has focus, then types `text` as a keyboard user would. */
async function typeInto(page: Page, label: string | RegExp, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label).first());
  await page.keyboard.type(text);
}

/** Presses Tab until the button named `name` has focus. */
const tabToButton = (page: Page, name: string | RegExp) =>
  tabTo(page, page.getByRole('button', { name }).first());

/** The purchase id in the address of a purchase page. */
const purchaseIdOf = (page: Page) => Number(/\/purchases\/(\d+)$/.exec(page.url())?.[1]);

/** Types a card (expiry 12/30, CVC 123) into the focused payment form and sends it with Enter. */
async function payByKeyboard(page: Page, number: string): Promise<void> {
  await typeInto(page, /^Número de tarjeta/, number);
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
}

describe('purchases', () => {
  const e2e = useE2eServer({ withDemoShop: true, withAdmin: true, stepTimeout: 20_000 });
  /** The watercolours bought by card in the first journey, shipped in the third. */
  let cardBuyer: Account;
  let cardPurchaseId: number;

  it('checks out by keyboard alone with a new address and a card, and lands on the paid purchase', async () => {
    const { server } = e2e;
    cardBuyer = await registerAccount(server.url, 'marta_compra');
    const { page, problems } = await e2e.openPage(cardBuyer);
    await addToCart(page, server.url, WATERCOLOURS);
    await page.goto(`${server.url}/cart`);

    // From the cart to the purchase by keyboard alone.
    const checkout = page.getByRole('link', { name: 'Finalizar compra' });
    await tabTo(page, checkout);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/checkout`);
    await page.getByRole('list', { name: 'Pasos de la compra' }).waitFor();
    // No address yet: the form opens in place, its position from base/geolocate/.
    await page.getByRole('form', { name: 'Nueva dirección' }).waitFor();
    await expect.poll(() => page.getByLabel('Latitud').inputValue()).not.toBe('');
    expect(JSON.parse((await localStorageOf(page)).location ?? '{}')).toEqual({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    await expectAccessible(page);
    await typeInto(page, /^Dirección/, 'Calle 10 # 43-12');
    await typeInto(page, /^Ciudad/, 'Medellín');
    await typeInto(page, /^Estado o departamento/, 'Antioquia');
    await typeInto(page, /^País/, 'Colom');
    await page.getByRole('option', { name: 'Colombia' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await typeInto(page, /^Código postal/, '050021');
    await typeInto(page, /^Número de teléfono/, '+573005550101');
    await typeInto(page, /^Referencia/, 'Portería del edificio');
    await tabToButton(page, 'Guardar dirección');
    await page.keyboard.press('Enter');
    const saved = page.getByRole('radio', { name: /Calle 10 # 43-12/ });
    await saved.waitFor();
    await expect(saved.isChecked()).resolves.toBe(true);
    await tabToButton(page, 'Continuar');
    await page.keyboard.press('Enter');

    // Method: card, chosen with the keyboard; the order is placed once. The address just saved
    // took the buyer there: no asking to choose one.
    const card = page.getByRole('radio', { name: /^Tarjeta/ });
    await card.waitFor();
    await expect(page.getByText(ADDRESS_REQUIRED).count()).resolves.toBe(0);
    await tabTo(page, card);
    await page.keyboard.press('Space');
    await expect(card.isChecked()).resolves.toBe(true);
    await expectAccessible(page);
    await tabToButton(page, 'Confirmar pedido');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/\d+$/);
    await page.getByRole('timer', { name: 'Tiempo para pagar' }).waitFor();
    await expectAccessible(page);
    await payByKeyboard(page, PAYS);

    // Paid: the purchase page, approved, the cart empty.
    await page.waitForURL(/\/purchases\/\d+$/);
    cardPurchaseId = purchaseIdOf(page);
    await page.getByRole('heading', { level: 1, name: `Compra n.º ${cardPurchaseId}` }).waitFor();
    await page.getByText('Aprobada').first().waitFor();
    await page.getByRole('button', { name: 'Carrito, vacío' }).waitFor();
    await expectAccessible(page);
    await page.close();
    expect(problems).toEqual([]);
  });

  it('chooses the only saved address, so Continue goes on by keyboard', async () => {
    const { server } = e2e;
    const buyer = await registerAccount(server.url, 'una_direccion');
    // Saved outside checkout (the profile's address book): the cart has no choice to remember.
    const addressId = await saveAddress(server.url, buyer, 'Carrera 7 # 12-34');
    const { page, problems } = await e2e.openPage(buyer);
    await addToCart(page, server.url, WATERCOLOURS);
    await page.goto(`${server.url}/checkout`);

    const only = page.getByRole('radio', { name: /Carrera 7 # 12-34/ });
    await only.waitFor();
    await expect(only.isChecked()).resolves.toBe(true);
    await expectAccessible(page);
    await tabToButton(page, 'Continuar');
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: /^Tarjeta/ }).waitFor();
    await expect(page.getByText(ADDRESS_REQUIRED).count()).resolves.toBe(0);

    // The cart keeps the choice the step showed, so the order ships there.
    expect(JSON.parse((await localStorageOf(page)).cart ?? '{}')).toMatchObject({
      shippingAddress: addressId,
    });
    await page.close();
    expect(problems).toEqual([]);
  });

  it('says a card was declined, in Spanish, and another card pays', async () => {
    const { server } = e2e;
    const buyer = await registerAccount(server.url, 'rechazo_compra');
    const { page, problems } = await e2e.openPage(buyer);
    await addToCart(page, server.url, COURSE);
    await page.goto(`${server.url}/checkout`);
    // The radio's drawn circle covers the hidden input: a pointer user clicks its label.
    await page.getByText('Tarjeta', { exact: true }).click();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/checkout\/\d+$/);

    await payByKeyboard(page, DECLINED);
    await page.getByRole('alert').filter({ hasText: 'Error al crear la transacción' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Probar otra tarjeta' }).click();
    await payByKeyboard(page, PAYS);

    // Paid: a digital item is sent at once, so its download is offered.
    await page.waitForURL(/\/purchases\/\d+$/);
    await page.getByRole('button', { name: `Descargar ${COURSE}` }).waitFor();
    await page.close();
    // The declined card's 400 is the expected answer; nothing else may go wrong.
    expect(problems.filter((problem) => !/verify-payment|status of 400/.test(problem))).toEqual([]);
  });

  it('the seller prepares and sends the sale with a tracking code, and the buyer confirms receipt', async () => {
    const { server } = e2e;
    expect(cardPurchaseId, 'the card journey made the purchase').toBeGreaterThan(0);
    await receiveReturnsSentTo(server.url, WATERCOLOURS_SELLER);
    const { page: sellerPage } = await e2e.openPage(WATERCOLOURS_SELLER);
    const sales = sellerPage.getByRole('navigation', { name: 'Navegación principal' });
    await sales.getByRole('link', { name: 'Mis ventas Pendiente' }).click();
    await sellerPage.waitForURL(`${server.url}/sales`);
    const row = sellerPage.getByRole('row').filter({ hasText: cardBuyer.username }).first();
    await row.waitFor();
    const saleName = (await row.getByRole('rowheader').textContent()) ?? '';
    await expectAccessible(sellerPage);
    await rowAction(sellerPage, saleName, 'Marcar como en preparación');
    await sellerPage
      .getByRole('dialog', { name: 'Marcar como en preparación' })
      .getByRole('button', { name: 'Marcar como en preparación' })
      .click();
    await row.getByText('Preparando').waitFor();
    await rowAction(sellerPage, saleName, 'Marcar como enviada');
    const sent = sellerPage.getByRole('dialog', { name: 'Marcar como enviada' });
    await sent.getByLabel('Código de seguimiento').fill('CO123456789');
    await sent.getByRole('button', { name: 'Marcar como enviada' }).click();
    await row.getByText('Seguimiento: CO123456789').waitFor();
    // Nothing more waits for the seller: the dot goes without a reload.
    await sales.getByRole('link', { name: 'Mis ventas', exact: true }).waitFor();
    await sellerPage.close();

    // The buyer sees it sent (a dot on My purchases) and confirms receipt.
    const { page, problems } = await e2e.openPage(cardBuyer);
    await page.goto(`${server.url}/purchases`);
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    await navigation.getByRole('link', { name: 'Mis compras Pendiente' }).waitFor();
    const purchase = page.getByRole('link', { name: `Compra n.º ${cardPurchaseId}` });
    await purchase.waitFor();
    await expectAccessible(page);
    await purchase.click();
    await page.waitForURL(`${server.url}/purchases/${cardPurchaseId}`);
    await page.getByRole('button', { name: 'Confirmar recepción' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Recibiste tu compra?' })
      .getByRole('button', { name: 'Confirmar recepción' })
      .click();
    await page.getByText('Recibida').first().waitFor();
    await navigation.getByRole('link', { name: 'Mis compras', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Confirmar recepción' }).count()).resolves.toBe(
      0,
    );
    await page.close();
    expect(problems).toEqual([]);
  });

  it('pays a digital product by bank transfer, and an administrator approves it', async () => {
    const { server } = e2e;
    const buyer = await registerAccount(server.url, 'paga_transfer');
    const { page, problems } = await e2e.openPage(buyer);
    await addToCart(page, server.url, COURSE);
    await page.goto(`${server.url}/checkout`);

    // Nothing ships: no address step.
    await expect
      .poll(() =>
        page.getByRole('list', { name: 'Pasos de la compra' }).getByRole('listitem').count(),
      )
      .toBe(2);
    await page.getByText('Transferencia bancaria', { exact: true }).click();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL(/\/checkout\/\d+$/);
    await page.getByRole('heading', { name: 'Pago por transferencia' }).waitFor();
    await page.getByText('Dónde transferir').waitFor();
    await expectAccessible(page);

    // Sending without a reference is refused here; with one, the purchase waits for review.
    await page.getByRole('button', { name: 'Ya hice la transferencia' }).click();
    await page.getByText('Este campo es obligatorio').first().waitFor();
    await page.getByLabel(/^Referencia de tu transferencia/).fill('TRF-2026-0042');
    await page.getByRole('button', { name: 'Ya hice la transferencia' }).click();
    await page.waitForURL(/\/purchases\/\d+$/);
    const purchaseId = purchaseIdOf(page);
    await page.getByText('Pendiente de aprobación').first().waitFor();

    // The administrator approves the transfer with a note.
    const { page: adminPage } = await e2e.openPage(ADMIN);
    await adminPage.goto(`${server.url}/admin/purchases/`);
    const rowName = `Compra n.º ${purchaseId}`;
    await adminPage.getByRole('rowheader', { name: rowName }).waitFor();
    await expectAccessible(adminPage);
    await rowAction(adminPage, rowName, 'Aprobar transferencia');
    const dialog = adminPage.getByRole('dialog', { name: 'Aprobar transferencia' });
    await dialog.getByLabel('Nota para el comprador').fill('Recibida en la cuenta, gracias.');
    await dialog.getByRole('button', { name: 'Aprobar transferencia' }).click();
    await adminPage.getByText('Transferencia aprobada').first().waitFor();
    await adminPage.close();

    // The buyer's purchase is paid and its course can be downloaded.
    await page.reload();
    await page.getByText('Recibida en la cuenta, gracias.').waitFor();
    await page.getByRole('button', { name: `Descargar ${COURSE}` }).waitFor();
    await expectAccessible(page);
    await page.close();
    expect(problems).toEqual([]);
  });

  it('answers not found for a purchase that is not the user’s', async () => {
    const { server } = e2e;
    const other = await registerAccount(server.url, 'otro_comprador');
    const { page } = await e2e.openPage(other);
    await page.goto(`${server.url}/purchases/1`);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await page.close();
  });
});
