import { request } from 'node:http';
import type { Product } from '@plaza/api';
import { expect } from 'vitest';
import { login, registerUser, type TestUser } from './accounts.js';
import { createdAddress } from './orders.js';
import { ADMIN, approvedProduct } from './products.js';
import type { ServerProcess } from './server-process.js';
import type { TestServer } from './test-server.js';
import { waitFor } from './wait-for.js';

/*
 * A server process told to stop (docs/api.md, Operating Plaza, Stopping): what stopping.test.ts and
 * concurrency/stopping-transaction.test.ts both watch of it.
 */

type Reached = { status: number; body: unknown } | { refused: string };

/**
 * GET `path` on a connection of its own, as a load balancer's new check or a new visitor opens
 * one (fetch would reuse a kept-alive one): its answer, or the connection's error code.
 */
function onNewConnection(url: string, path: string): Promise<Reached> {
  return new Promise((resolve) => {
    const sent = request(`${url}/api/${path}`, { agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
      );
    });
    sent.on('error', (error: NodeJS.ErrnoException) => resolve({ refused: error.code ?? 'error' }));
    sent.end();
  });
}

/** What a purchase needs: a buyer with an address, and an approved product of another seller. */
export interface Sale {
  buyer: TestUser;
  product: Product;
  order: { items: { product: number; quantity: number }[]; shipping_address: number };
}

export async function saleOn(server: TestServer): Promise<Sale> {
  const admin = (await login(server, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).access;
  const seller = await registerUser(server);
  const product = await approvedProduct(server, seller.access, admin);
  const buyer = await registerUser(server);
  const address = await createdAddress(server, buyer.access);
  return {
    buyer,
    product,
    order: { items: [{ product: product.id, quantity: 1 }], shipping_address: address.id },
  };
}

/** Signals the process, and waits until it has begun to stop: ready turns 503, live stays 200. */
export async function stopAndCheckGrace({ entry, server }: ServerProcess): Promise<void> {
  entry.child.kill('SIGTERM');
  const ready = await waitFor('health/ready/ to turn 503', async () => {
    // Killed by the signal rather than stopping: say so now, not after the wait runs out.
    if (entry.child.signalCode !== null || entry.child.exitCode !== null) {
      throw new Error(
        `the process ended (${entry.child.signalCode ?? entry.child.exitCode}):\n${entry.output()}`,
      );
    }
    const reached = await onNewConnection(server.url, 'health/ready/');
    return 'status' in reached && reached.status === 503 ? reached : undefined;
  });
  expect(ready.body).toEqual({ detail: 'The server is stopping.', code: 'stopping' });
  // Still served during the grace: what a load balancer sends before it reads ready, on new
  // connections too.
  expect(await onNewConnection(server.url, 'health/live/')).toEqual({
    status: 200,
    body: { status: 'ok' },
  });
  expect(await onNewConnection(server.url, 'health/')).toMatchObject({ status: 200 });
}

/**
 * Waits until the grace is over and the server no longer listens: a new connection is refused,
 * while the process still runs. (Between the two, one may be accepted and closed unanswered as the
 * server closes its idle connections: no request of it had begun.)
 */
export async function waitForRefusal({ entry, server }: ServerProcess): Promise<void> {
  await waitFor('new connections to be refused', async () => {
    const next = await onNewConnection(server.url, 'health/live/');
    return 'refused' in next && next.refused === 'ECONNREFUSED' ? true : undefined;
  });
  expect(entry.child.exitCode, 'the process left before the request in flight ended').toBeNull();
}
