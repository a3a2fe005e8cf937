import { tokenPairOf, type Credentials } from './accounts.js';

/*
 * A purchase made and received through the API, for journeys about what comes after (rating it):
 * the checkout itself has journeys of its own in checkout.test.ts.
 */

/** The test provider's card that pays (API.md, Purchases). */
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

/**
 * `buyer` buys one of a digital product by card and confirms receipt (a digital sale is sent once
 * paid): the purchase's id.
 */
export async function receivedDigitalPurchase(
  url: string,
  buyer: Credentials,
  productId: number,
): Promise<number> {
  const token = await accessTokenOf(url, buyer);
  const { purchase_id: purchaseId } = await api<{ purchase_id: number }>(
    url,
    'marketplace/products-purchase/',
    'POST',
    { items: [{ product: productId, quantity: 1 }], payment_method: 'card' },
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
  await api(
    url,
    'marketplace/products-purchase/update-buyer-status/',
    'PATCH',
    { purchase_id: purchaseId, status: 'received' },
    token,
  );
  return purchaseId;
}
