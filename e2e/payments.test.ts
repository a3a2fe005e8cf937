import type { Purchase } from '@plaza/api';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchAsPageUser, registerAccount } from './support/accounts.js';
import { expectAccessible } from './support/axe.js';
import { useE2eServer } from './support/fixture.js';
import { switchToEnglish } from './support/page.js';
import { productIdOf } from './support/purchases.js';
import {
  MERCADOPAGO_USD_RATE,
  useFakeProviders,
  type FakeMercadoPago,
} from './support/providers.js';

/*
 * Paying through a provider's hosted page (docs/api.md, "Paying through a real provider"): the buyer
 * checks out choosing Stripe or Mercado Pago, leaves Plaza for the provider's page (the server
 * tests' fakes), pays there and comes back to the purchase, paid. One server takes both.
 */

/** Demo products (packages/server/src/seed/demo/products): digital, $29.00, so no address step. */
const COURSE = 'Curso de fotografía con el celular';
/** Physical, $36.00 + $4.00 shipping: $40.00 in all. */
const WATERCOLOURS = 'Acuarelas profesionales en pastilla, 24 colores';
const WATERCOLOURS_DOLLARS = 40;

/** What checkout calls a method, its button that places the order, and the payment step's button. */
interface CheckoutWords {
  option: string;
  placeOrder: string;
  pay: string;
}

/** In Spanish, the app's default (app/src/i18n/es.json). */
const STRIPE: CheckoutWords = {
  option: 'Tarjeta, en la página segura de Stripe',
  placeOrder: 'Confirmar pedido',
  pay: 'Pagar en Stripe',
};
const MERCADOPAGO: CheckoutWords = {
  option: 'Tarjeta u otros medios, en la página segura de Mercado Pago',
  placeOrder: 'Confirmar pedido',
  pay: 'Pagar en Mercado Pago',
};
/** In English (app/src/i18n/en.json), for the journey that pays again. */
const MERCADOPAGO_EN: CheckoutWords = {
  option: 'Pay by card or other means on Mercado Pago’s secure page',
  placeOrder: 'Place order',
  pay: 'Pay on Mercado Pago',
};
const PAY_AGAIN_EN = 'Pay again on Mercado Pago';

/** The live region's words on return (checkout.return.*). */
const CONFIRMING = 'Confirmando tu pago…';
const CONFIRMED = 'Tu pago está confirmado. ¡Gracias!';
const CONFIRMING_EN = 'Confirming your payment…';
const UNCONFIRMED_EN = 'Your payment isn’t confirmed yet.';
const CONFIRMED_EN = 'Your payment is confirmed. Thank you!';
/** A paid purchase's status (orderStatus.*): a digital one is sent at once. */
const APPROVED = 'Aprobada';
const SENT = 'Enviada';

async function addToCart(page: Page, url: string, name: string): Promise<void> {
  await page.goto(`${url}/product/${await productIdOf(url, name)}`);
  await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await page.getByRole('button', { name: /^Carrito, \d+ producto/ }).waitFor();
}

/** Saves an address for the buyer signed in on `page` through the API, as the address book would. */
async function saveAddress(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const answer = await fetch('/api/marketplace/addresses/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('access')}`,
      },
      body: JSON.stringify({
        address: 'Avenida Corrientes 1234',
        city: 'Buenos Aires',
        state: 'CABA',
        country: 'AR',
        postal_code: 'C1043',
        phone_number: '+5491155550101',
        location: 'Piso 3',
        latitude: -34.6037,
        longitude: -58.3816,
      }),
    });
    return answer.status;
  });
  expect(status).toBe(201);
}

/**
 * On checkout's method step, chooses the method labelled `option`, places the order and presses
 * its `pay` button on the payment step, which leaves Plaza: the purchase's id.
 */
async function checkOutAndLeave(page: Page, method: CheckoutWords): Promise<number> {
  const option = page.getByRole('radio', { name: method.option });
  await option.waitFor();
  // The radio's drawn circle covers the hidden input: a pointer user clicks its label.
  await page.getByText(method.option, { exact: true }).click();
  await expect(option.isChecked()).resolves.toBe(true);
  await page.getByRole('button', { name: method.placeOrder }).click();
  await page.waitForURL(/\/checkout\/\d+$/);
  const purchaseId = Number(/\/checkout\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: method.pay }).click();
  return purchaseId;
}

/** The live region the purchase page speaks through after a return, once it says `text`. */
const returnStatus = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });

/** The purchase as its buyer reads it through the API, with the page's own session. */
const purchaseThroughApi = (page: Page, id: number) =>
  fetchAsPageUser<Purchase>(page, `/api/marketplace/products-purchase/${id}/`);

/** The Mercado Pago preferences opened for a purchase, and the payments made on them. */
function mercadoPagoRecordsOf(mercadopago: FakeMercadoPago, purchaseId: number) {
  const ofPurchase = <T extends { external_reference?: string }>(made: Iterable<T>) =>
    [...made].filter((one) => one.external_reference === String(purchaseId));
  return {
    preferences: ofPurchase(mercadopago.preferences.values()),
    payments: ofPurchase(mercadopago.payments.values()),
  };
}

/**
 * A page's problems but the fake provider's page's own: it has no icon, and Chromium logs its
 * `/favicon.ico`'s 404 as a console line without the address. A 404 of Plaza's would still show,
 * as the answer's own line (`404 http://…`).
 */
const plazaProblems = (problems: string[], providerUrl: string) =>
  problems.filter(
    (problem) =>
      problem !== `404 ${providerUrl}/favicon.ico` &&
      problem !== 'Failed to load resource: the server responded with a status of 404 (Not Found)',
  );

describe('paying on a provider’s page', () => {
  const providers = useFakeProviders();
  const e2e = useE2eServer({ withDemoShop: true, env: providers.env, stepTimeout: 20_000 });
  beforeAll(() => providers.sendWebhooksTo(e2e.server.url));

  it('pays on Stripe’s page and comes back to the paid purchase', async () => {
    const { server } = e2e;
    const { stripe } = providers;
    const buyer = await registerAccount(server.url, 'pago_stripe');
    const { page, problems } = await e2e.openPage(buyer);
    await addToCart(page, server.url, COURSE);

    // The return's checks are held until the page has said it is confirming; what they ask is kept.
    let releaseCheck = () => {};
    const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
    const checksAsked: unknown[] = [];
    await page.route('**/verify-payment/', async (route) => {
      checksAsked.push(route.request().postDataJSON());
      await checkHeld;
      await route.continue();
    });

    await page.goto(`${server.url}/checkout`);
    const purchaseId = await checkOutAndLeave(page, STRIPE);
    await page.waitForURL((address) => address.href.startsWith(`${stripe.url}/pay/`));
    const session = stripe.sessionFor(purchaseId);
    expect(page.url()).toBe(`${stripe.url}/pay/${session.id}`);
    await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // Back on the purchase, the provider's query (session_id) taken out of the address.
    await page.waitForURL(`${server.url}/purchases/${purchaseId}`);
    await returnStatus(page, CONFIRMING).waitFor();
    releaseCheck();
    await returnStatus(page, CONFIRMED).waitFor();
    await page.getByText(SENT, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: `Descargar ${COURSE}` }).waitFor();
    await expect(page.getByRole('button', { name: STRIPE.pay }).count()).resolves.toBe(0);
    expect(new URL(page.url()).search).toBe('');
    // The return named its session to the server before the address forgot it.
    expect(checksAsked[0]).toEqual({ verification_data: { session_id: session.id } });
    await expectAccessible(page);

    // The webhook Stripe sent before the buyer was back paid it, with the session's payment.
    expect(stripe.deliveries).toContainEqual(
      expect.objectContaining({ type: 'checkout.session.completed', status: 200 }),
    );
    const purchase = await purchaseThroughApi(page, purchaseId);
    // A digital sale is sent once paid, and with it the purchase.
    expect(purchase.status).toBe('sent');
    expect(purchase.transaction).toMatchObject({
      status: 'paid',
      provider: 'stripe',
      currency: 'USD',
      reference: stripe.sessionFor(purchaseId).paymentIntentId,
    });
    await page.close();
    expect(plazaProblems(problems, stripe.url)).toEqual([]);
  });

  it('pays on Mercado Pago’s page in pesos and comes back to the paid purchase', async () => {
    const { server } = e2e;
    const { mercadopago } = providers;
    const buyer = await registerAccount(server.url, 'lucia_en_pesos');
    const { page, problems } = await e2e.openPage(buyer);
    await addToCart(page, server.url, WATERCOLOURS);
    await saveAddress(page);
    // The only address is chosen already: on to the method.
    await page.goto(`${server.url}/checkout`);
    await expect(
      page.getByRole('radio', { name: /Avenida Corrientes 1234/ }).isChecked(),
    ).resolves.toBe(true);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const purchaseId = await checkOutAndLeave(page, MERCADOPAGO);
    await page.waitForURL((address) => address.href.startsWith(`${mercadopago.url}/checkout/`));
    const [preference] = mercadoPagoRecordsOf(mercadopago, purchaseId).preferences;
    expect(page.url()).toBe(`${mercadopago.url}/checkout/${preference?.id}`);
    await page.getByRole('heading', { name: 'Mercado Pago (fake)' }).waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // Back on the purchase, Mercado Pago's query (payment_id, status…) taken out of the address.
    await page.waitForURL(`${server.url}/purchases/${purchaseId}`);
    await returnStatus(page, CONFIRMED).waitFor();
    await page.getByText(APPROVED, { exact: true }).first().waitFor();
    // What was charged, in pesos at the shop's rate (es: "40.000,00 ARS").
    await page.getByText(/40\.000,00\sARS/).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expectAccessible(page);

    const [payment] = mercadoPagoRecordsOf(mercadopago, purchaseId).payments;
    expect(payment?.status).toBe('approved');
    const purchase = await purchaseThroughApi(page, purchaseId);
    expect(purchase.status).toBe('approved');
    expect(purchase.transaction).toMatchObject({
      status: 'paid',
      provider: 'mercadopago',
      currency: 'ARS',
      charged_amount: `${WATERCOLOURS_DOLLARS * MERCADOPAGO_USD_RATE}.00`,
      exchange_rate: String(MERCADOPAGO_USD_RATE),
      reference: String(payment?.id),
    });
    await page.close();
    expect(plazaProblems(problems, mercadopago.url)).toEqual([]);
  });

  it('is declined on Mercado Pago’s page, says so on return, and pays again on the same page', async () => {
    const { server } = e2e;
    const { mercadopago } = providers;
    const buyer = await registerAccount(server.url, 'nora_otra_vez');
    const { page, problems } = await e2e.openPage(buyer);
    await addToCart(page, server.url, COURSE);
    await page.goto(`${server.url}/checkout`);
    await switchToEnglish(page);

    // Time on Plaza's pages is the journey's own from here: the return's checks are spread over
    // half a minute, which the journey skips through instead of waiting.
    await page.clock.install();
    const purchaseId = await checkOutAndLeave(page, MERCADOPAGO_EN);
    await page.waitForURL((address) => address.href.startsWith(`${mercadopago.url}/checkout/`));
    const paymentPage = page.url();
    await page.getByRole('button', { name: 'Decline', exact: true }).click();

    // Back, the declined payment is no payment: the checks run out and the buyer may pay again.
    await page.waitForURL(`${server.url}/purchases/${purchaseId}`);
    await returnStatus(page, CONFIRMING_EN).waitFor();
    const payAgain = page.getByRole('button', { name: PAY_AGAIN_EN });
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(1_000);
          return payAgain.isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await returnStatus(page, UNCONFIRMED_EN).waitFor();
    await expect(purchaseThroughApi(page, purchaseId)).resolves.toMatchObject({
      status: 'pending_payment',
      transaction: { status: 'pending' },
    });

    // The same preference's page again, and this time the card pays.
    await payAgain.click();
    await page.waitForURL(paymentPage);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(`${server.url}/purchases/${purchaseId}`);
    await returnStatus(page, CONFIRMED_EN).waitFor();
    await page.getByRole('button', { name: `Download ${COURSE}` }).waitFor();

    const { preferences, payments } = mercadoPagoRecordsOf(mercadopago, purchaseId);
    expect(preferences).toHaveLength(1);
    expect(payments.map((payment) => payment.status)).toEqual(['rejected', 'approved']);
    // The server took both webhooks: the declined payment's changed nothing.
    const told = mercadopago.deliveries.filter((delivery) =>
      payments.some((payment) => payment.id === delivery.paymentId),
    );
    expect(told.map((delivery) => delivery.status)).toEqual([200, 200]);
    await expect(purchaseThroughApi(page, purchaseId)).resolves.toMatchObject({
      status: 'sent',
      transaction: { status: 'paid', provider: 'mercadopago', reference: String(payments[1]?.id) },
    });
    await page.close();
    expect(plazaProblems(problems, mercadopago.url)).toEqual([]);
  });
});
