import { createClient } from '@plaza/api';

/*
 * The checkout scenario's load, in a process of its own (as autocannon runs) so it never shares the
 * server's event loop: `connections` buyers-in-a-loop for `duration` seconds, each checkout being the
 * three calls the app makes — the test provider's card token, the purchase, and its payment. Prints
 * one JSON line: checkouts, failures and each checkout's time.
 */
const [
  apiUrl = '',
  token = '',
  productText = '',
  addressText = '',
  durationText = '10',
  connectionsText = '10',
] = process.argv.slice(2);
const product = Number(productText);
const address = Number(addressText);
const api = createClient({ baseUrl: apiUrl, getAccessToken: () => token });
const card = { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

const times: number[] = [];
let failures = 0;
const deadline = performance.now() + Number(durationText) * 1000;

async function buyer(): Promise<void> {
  while (performance.now() < deadline) {
    const started = performance.now();
    try {
      const { token: cardToken } = await api.testPaymentToken(card);
      const purchase = await api.createPurchase({
        items: [{ product, quantity: 1 }],
        shipping_address: address,
        payment_method: 'card',
      });
      const paid = await api.verifyPayment(purchase.purchase_id, {
        verification_data: { token: cardToken },
      });
      if (paid.status !== 'approved') throw new Error(`paid as ${paid.status}`);
      times.push(performance.now() - started);
    } catch {
      failures++;
    }
  }
}

const begun = performance.now();
await Promise.all(Array.from({ length: Number(connectionsText) }, buyer));
const seconds = (performance.now() - begun) / 1000;
times.sort((a, b) => a - b);
const at = (share: number) =>
  times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
console.log(
  JSON.stringify({
    checkouts: times.length,
    perSecond: times.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    failures,
  }),
);
