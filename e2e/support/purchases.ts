import { tokenPairOf, type Credentials } from './accounts.js';

/*
 * Purchases made (and received) through the API, for journeys about what comes after (shipping it,
 * rating it): the checkout itself has journeys of its own in checkout.test.ts.
 */

/** The test provider's card that pays (docs/api.md, Purchases). */
const PAYING_CARD = '4242424242424242';

async function api<T>(url: string, path: string, method: string, body: unknown, token?: string) {
  const response = await fetch(`${url}/api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs `who` in through the API: their access token. */
export async function accessTokenOf(url: string, who: Credentials): Promise<string> {
  return (await tokenPairOf(url, who)).access;
}

/** The id of the approved product named exactly `name`, found through explore's search. */
export async function productIdOf(url: string, name: string): Promise<number> {
  const answer = await fetch(`${url}/api/marketplace/products/?search=${encodeURIComponent(name)}`);
  const { results } = (await answer.json()) as { results: { id: number; name: string }[] };
  const found = results.find((product) => product.name === name);
  if (!found) throw new Error(`no product ${name}`);
  return found.id;
}

/** A shipping address for `token`'s user, saved through the API as the address book would: its id. */
async function savedAddress(url: string, token: string): Promise<number> {
  const address = {
    address: 'Calle 45 # 12-30',
    city: 'Medellín',
    state: 'Antioquia',
    country: 'CO',
    postal_code: '050021',
    phone_number: '+573005550199',
    location: 'Portería',
    latitude: 6.2442,
    longitude: -75.5812,
  };
  return (await api<{ id: number }>(url, 'marketplace/addresses/', 'POST', address, token)).id;
}

/**
 * `buyer` buys one of each product by card, shipped to a new address of theirs when `ships`: the
 * purchase's id and the access token it was made with.
 */
export async function paidPurchase(
  url: string,
  buyer: Credentials,
  productIds: number[],
  { ships }: { ships: boolean },
): Promise<{ purchaseId: number; token: string }> {
  const token = await accessTokenOf(url, buyer);
  const { purchase_id: purchaseId } = await api<{ purchase_id: number }>(
    url,
    'marketplace/products-purchase/',
    'POST',
    {
      items: productIds.map((product) => ({ product, quantity: 1 })),
      payment_method: 'card',
      ...(ships && { shipping_address: await savedAddress(url, token) }),
    },
    token,
  );
  const card = await api<{ token: string }>(
    url,
    'payments/test/tokens/',
    'POST',
    { number: PAYING_CARD, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
    token,
  );
  await api(
    url,
    `marketplace/products-purchase/${purchaseId}/verify-payment/`,
    'POST',
    { verification_data: { token: card.token } },
    token,
  );
  return { purchaseId, token };
}

/**
 * `buyer` buys one of a digital product by card and confirms receipt (a digital sale is sent once
 * paid): the purchase's id.
 */
export async function receivedDigitalPurchase(
  url: string,
  buyer: Credentials,
  productId: number,
): Promise<number> {
  const { purchaseId, token } = await paidPurchase(url, buyer, [productId], { ships: false });
  await api(
    url,
    'marketplace/products-purchase/update-buyer-status/',
    'PATCH',
    { purchase_id: purchaseId, status: 'received' },
    token,
  );
  return purchaseId;
}
