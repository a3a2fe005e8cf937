import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';

/*
 * The load generator of `npm run bench:load`, in a process of its own so it never shares the
 * server's event loop. Each connection is a shopper walking the same path again and again: explore,
 * search, a product (what the client-side cart reads to add it), and a purchase. Shoppers sign in
 * once, as people do: the first `connections` walks sign in and later walks turn explore's page at
 * that step instead, so the mix is not one production-cost scrypt hash for every four pages read.
 * (autocannon clears a connection's context after each walk, so the count is shared.)
 */

export interface TrafficPlan {
  url: string;
  duration: number;
  connections: number;
  productIds: number[];
  /** Accounts to sign in as, all with `password`; many, so per-account limits stay out of the way. */
  usernames: string[];
  password: string;
  /** Signed-in buyers with an address each, for checkout. */
  buyers: { token: string; address: number }[];
}

export interface TrafficResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as TrafficPlan;
const pick = <T>(list: T[]) => list[randomInt(list.length)]!;
/** A different client address each time: the server trusts X-Forwarded-For here, as behind a proxy. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const json = { 'content-type': 'application/json' };

/** Seconds a request may take: the first walks' sign-ins all queue on scrypt together. */
const TIMEOUT = 30;
let signIns = 0;

const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.duration,
  timeout: TIMEOUT,
  requests: [
    { method: 'GET', path: '/api/marketplace/products/' },
    { method: 'GET', path: '/api/marketplace/products/?search=guitarra&ordering=relevance' },
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/api/marketplace/products/${pick(plan.productIds)}/`,
      }),
    },
    {
      method: 'POST',
      path: '/api/auth/token/',
      setupRequest: (request) => {
        if (signIns >= plan.connections) {
          return { ...request, method: 'GET', path: '/api/marketplace/products/?page=2' };
        }
        signIns += 1;
        return {
          ...request,
          headers: { ...json, 'x-forwarded-for': randomIp() },
          body: JSON.stringify({ username: pick(plan.usernames), password: plan.password }),
        };
      },
    },
    {
      method: 'POST',
      path: '/api/marketplace/products-purchase/',
      setupRequest: (request) => {
        const buyer = pick(plan.buyers);
        return {
          ...request,
          headers: { ...json, authorization: `Bearer ${buyer.token}` },
          body: JSON.stringify({
            items: [{ product: pick(plan.productIds), quantity: 1 }],
            shipping_address: buyer.address,
            payment_method: 'bank_transfer',
          }),
        };
      },
    },
  ],
});

const statuses = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [
    status,
    Number(count),
  ]),
);
const report: TrafficResult = {
  requests: result.requests.total,
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors,
  timeouts: result.timeouts,
  statuses,
};
console.log(JSON.stringify(report));
