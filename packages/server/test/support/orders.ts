import { orderEndpoints, paymentEndpoints } from '@plaza/api';
import type { Address, Purchase } from '@plaza/api';
import { bodyOf, call } from './http.js';
import type { TestServer } from './test-server.js';

/** An address body that passes every rule, with `overrides` on top. */
export function addressFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    address: 'Carrera 7 # 71-21, apto 302',
    city: 'Bogotá',
    state: 'Cundinamarca',
    country: 'CO',
    postal_code: '110231',
    phone_number: '+57 301 555 0101',
    location: 'Frente al parque, portería azul',
    latitude: 4.6558,
    longitude: -74.0551,
    ...overrides,
  };
}

/** Adds an address to `token`'s user's book, which must be accepted, and answers it. */
export async function createdAddress(
  server: TestServer,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Address> {
  const answer = await call<Address>(server, orderEndpoints.createAddress, {
    token,
    body: addressFields(overrides),
  });
  return bodyOf(answer, 201);
}

/** A card of the `test` provider that pays; {@link DECLINED_CARD} is declined. */
export const PAYING_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** A `test` provider token for `number`, as the checkout's card step gets it. */
export async function cardToken(server: TestServer, token: string, number = PAYING_CARD) {
  const answer = await call<{ token: string }>(server, paymentEndpoints.testPaymentToken, {
    token,
    body: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
  return bodyOf(answer, 200).token;
}

/** POSTs a purchase as `token`'s user and answers the raw answer. */
export const postPurchase = (server: TestServer, token: string, body: Record<string, unknown>) =>
  call<Purchase>(server, orderEndpoints.createPurchase, { token, body });

/** A purchase of `items` that must be accepted, by card unless said otherwise. */
export async function createdPurchase(
  server: TestServer,
  token: string,
  body: { items: { product: number; quantity: number }[] } & Record<string, unknown>,
): Promise<Purchase> {
  const answer = await postPurchase(server, token, { payment_method: 'card', ...body });
  return bodyOf(answer, 201);
}

/** Pays a purchase by card with the test provider, which must go through. */
export async function payByCard(server: TestServer, token: string, purchaseId: number) {
  const answer = await call<Purchase>(server, orderEndpoints.verifyPayment, {
    params: { id: purchaseId },
    token,
    body: { verification_data: { token: await cardToken(server, token) } },
  });
  return bodyOf(answer, 200);
}

/** A purchase of `items` made with the buyer's new address and paid by card. */
export async function paidPurchase(
  server: TestServer,
  token: string,
  items: { product: number; quantity: number }[],
): Promise<Purchase> {
  const address = await createdAddress(server, token);
  const purchase = await createdPurchase(server, token, { items, shipping_address: address.id });
  return payByCard(server, token, purchase.purchase_id);
}
