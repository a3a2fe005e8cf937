import { request } from 'node:http';
import {
  catalogueEndpoints as catalogue,
  orderEndpoints as orders,
  pathOf,
  type Product,
  type Purchase,
} from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { bodyOf, call } from './support/http.js';
import { useServerProcesses, type ServerProcess } from './support/server-process.js';
import { saleOn, stopAndCheckGrace, waitForRefusal, type Sale } from './support/stopping.js';

/*
 * docs/api.md, Operating Plaza, Stopping: on SIGTERM the server answers health/ready/ 503 at once,
 * serves everything for SHUTDOWN_GRACE_SECONDS, then refuses new connections, lets what is in flight
 * finish (a purchase included, whole), and exits 0; a second signal exits at once.
 */

interface SlowPost {
  /** The answer, once the rest of the body is sent. */
  answer: Promise<{ status: number; body: Purchase }>;
  /** Sends the rest of the body. */
  finish(): void;
}

/** A JSON POST whose first half is sent now and the rest at `finish`: a request kept in flight. */
function slowPost(url: string, path: string, token: string, body: unknown): SlowPost {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  let finish = () => {};
  const answer = new Promise<{ status: number; body: Purchase }>((resolve, reject) => {
    const sent = request(
      `${url}/api/${path}`,
      {
        method: 'POST',
        agent: false,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
        },
      },
      (response) => {
        let answered = '';
        response.on('data', (chunk: Buffer) => (answered += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(answered) }),
        );
      },
    );
    sent.on('error', reject);
    sent.write(text.slice(0, half));
    finish = () => sent.end(text.slice(half));
  });
  return { answer, finish };
}

const purchasePath = pathOf(orders.createPurchase);

/** A purchase's lines as the database holds them (a photo's URL names the server's origin). */
const linesOf = (purchase: Purchase) =>
  purchase.items.map(({ sale_id, product, quantity }) => ({
    sale_id,
    product: product.id,
    quantity,
  }));

/** After the stop: the purchase as a new process finds it, and the units left of its product. */
async function afterRestart(start: () => Promise<ServerProcess>, sale: Sale, id: number) {
  const next = await start();
  const purchase = bodyOf(
    await call<Purchase>(next.server, orders.purchase, {
      params: { id },
      token: sale.buyer.access,
    }),
    200,
  );
  const product = bodyOf(
    await call<Product>(next.server, catalogue.product, { params: { id: sale.product.id } }),
    200,
  );
  next.entry.child.kill('SIGKILL');
  return { purchase, quantity: product.quantity };
}

// Two process starts on a busy two-core machine, each allowed 120 s (run-entry.ts).
const STOP_TEST_TIMEOUT = 300_000;

describe('a server process told to stop (SIGTERM)', { timeout: STOP_TEST_TIMEOUT }, () => {
  const processes = useServerProcesses();

  it('turns not ready, serves out the grace, then refuses, finishes the purchase in flight and exits 0', async () => {
    // Long enough for the checks during the grace on a busy machine; the test waits it out once.
    const stopping = await processes.start({ SHUTDOWN_GRACE_SECONDS: '5' });
    const sale = await saleOn(stopping.server);
    const post = slowPost(stopping.server.url, purchasePath, sale.buyer.access, {
      ...sale.order,
      payment_method: 'card',
    });
    await stopAndCheckGrace(stopping);
    await waitForRefusal(stopping);

    post.finish();
    const { status, body: created } = await post.answer;
    expect(status).toBe(201);
    expect(await stopping.entry.exited).toBe(0);

    const after = await afterRestart(() => processes.start(), sale, created.purchase_id);
    expect(linesOf(after.purchase)).toEqual(linesOf(created));
    expect(after.quantity).toBe(sale.product.quantity - 1);
  });

  it('exits at once, and not with 0, on a second signal', async () => {
    // A grace no test waits out: the exit can only come from the second signal.
    const stopping = await processes.start({ SHUTDOWN_GRACE_SECONDS: '600' });
    await stopAndCheckGrace(stopping);
    stopping.entry.child.kill('SIGTERM');
    expect(await stopping.entry.exited).toBe(1);
  });
});
