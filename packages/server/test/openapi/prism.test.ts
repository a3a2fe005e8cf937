import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import {
  accountEndpoints as account,
  accountFormEndpoints as accountForms,
  baseEndpoints as base,
  catalogueEndpoints as catalogue,
  notificationEndpoints as notifications,
  productEditingEndpoints as productEditing,
  questionEndpoints as questions,
  reviewEndpoints as reviews,
  type Endpoint,
  type NotificationPage,
  type Question,
} from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { call, type EndpointArguments } from '../support/http.js';
import { ADMIN, adminToken, approvedProduct, createdProduct } from '../support/products.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/*
 * Stoplight Prism, in proxy mode, stands between these calls and the real server and checks every
 * request and answer against the OpenAPI document; each breach comes back in its `sl-violations`
 * header. A tool nobody here wrote, reading the document as any client would.
 */

const PRISM = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

async function startPrism(document: string, upstream: string): Promise<[ChildProcess, string]> {
  const port = await freePort();
  const prism = spawn(
    process.execPath,
    [PRISM, 'proxy', document, upstream, '--port', String(port), '--errors', 'false'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  prism.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  prism.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries += 1) {
    if (prism.exitCode !== null) throw new Error(`Prism stopped: ${log}`);
    if (log.includes('Prism is listening')) return [prism, url];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  prism.kill();
  throw new Error(`Prism did not start: ${log}`);
}

describe('the API behind Stoplight Prism’s proxy', () => {
  let server: TestServer;
  let prism: ChildProcess;
  /** The proxy, in the shape `call()` takes. */
  let proxied: TestServer;
  const violations: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(ADMIN);
    const document = join(server.dataDir, 'openapi.json');
    const answer = await fetch(`${server.url}/api/openapi.json`);
    await writeFile(document, await answer.text());
    const [child, url] = await startPrism(document, server.url);
    prism = child;
    proxied = { ...server, url };
  }, 180_000);
  afterAll(async () => {
    prism?.kill();
    await server?.close();
  });

  /** One call through Prism; its violations are kept for the last test. */
  async function through<E extends Endpoint>(endpoint: E, ...options: EndpointArguments<E>) {
    const answer = await call(proxied, endpoint, ...options);
    const found = answer.headers.get('sl-violations');
    if (found) violations.push(`${endpoint.method} ${endpoint.path} ${answer.status}: ${found}`);
    return answer;
  }

  it('sees a visitor, a seller and an administrator through their day', async () => {
    const seller = await registerUser(server);
    const admin = await adminToken(server);
    expect((await through(base.health)).status).toBe(200);
    expect((await through(base.live)).status).toBe(200);
    expect((await through(base.ready)).status).toBe(200);
    expect((await through(catalogue.categories)).status).toBe(200);
    expect((await through(base.countries)).status).toBe(200);
    expect((await through(base.geolocate)).status).toBe(200);
    expect((await through(account.user, { token: seller.access })).status).toBe(200);
    const signIn = await through(accountForms.login, {
      body: { username: seller.username, password: seller.password },
    });
    expect(signIn.status).toBe(200);
    const refreshed = await through(account.refresh, {
      body: { refresh: (signIn.body as { refresh: string }).refresh },
    });
    expect(refreshed.status).toBe(200);

    // Straight to the server: Prism's proxy re-encodes a multipart body as text, which breaks the
    // bytes of the photo a new product needs. The fuzz run sends multipart bodies directly.
    const { id } = await createdProduct(server, seller.access);
    const approved = await through(productEditing.setProductStatus, {
      params: { id },
      token: admin,
      body: { status: 'approved' },
    });
    expect(approved.status).toBe(200);
    // The approval is the seller's first notification: read, then marked read.
    const bell = await through(notifications.notifications, {
      query: { unread: true },
      token: seller.access,
    });
    expect(bell.status).toBe(200);
    const [approval] = (bell.body as unknown as NotificationPage).results;
    const read = await through(notifications.markNotificationsRead, {
      token: seller.access,
      body: { ids: [approval!.id] },
    });
    expect(read.body).toEqual({ unread_count: 0 });
    const everyOne = { token: seller.access, body: { all: true } };
    expect((await through(notifications.markNotificationsRead, everyOne)).status).toBe(200);
    expect((await through(catalogue.products, { query: { search: 'camiseta' } })).status).toBe(200);
    expect((await through(catalogue.product, { params: { id } })).status).toBe(200);
    expect((await through(productEditing.myProducts, { token: seller.access })).status).toBe(200);
    expect(
      (await through(productEditing.adminProducts, { query: { status: 'approved' }, token: admin }))
        .status,
    ).toBe(200);
    expect((await through(reviews.productReviews, { params: { id } })).status).toBe(200);
    expect((await through(reviews.seller, { params: { username: seller.username } })).status).toBe(
      200,
    );
    expect(
      (await through(reviews.sellerReviews, { params: { username: seller.username } })).status,
    ).toBe(200);
    expect((await through(reviews.adminReviews, { token: admin })).status).toBe(200);
    const changed = await through(productEditing.updateProduct, {
      params: { id },
      token: seller.access,
      body: { quantity: 3 },
    });
    expect(changed.status).toBe(200);
    expect(
      (
        await through(accountForms.updateUser, {
          token: seller.access,
          body: { first_name: 'Eva' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await through(productEditing.deleteProduct, { params: { id }, token: seller.access }))
        .status,
    ).toBe(204);
  });

  it('sees the errors a client meets', async () => {
    expect((await through(catalogue.product, { params: { id: 999_999 } })).status).toBe(404);
    expect((await through(account.user, { token: 'expired.or.forged' })).status).toBe(401);
    const wrong = await through(accountForms.login, {
      body: { username: 'nobody_here', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect((await through(catalogue.products, { query: { page: 99 } })).status).toBe(404);
    const buyer = await registerUser(server);
    const unknownItem = await through(reviews.createReview, {
      token: buyer.access,
      body: { purchase_item: 999_999, rating: 5 },
    });
    expect(unknownItem.status).toBe(404);
    expect((await through(reviews.seller, { params: { username: 'nobody_here' } })).status).toBe(
      404,
    );
    const forged = { token: 'expired.or.forged' };
    expect((await through(notifications.notifications, forged)).status).toBe(401);
    const nothing = await through(notifications.markNotificationsRead, {
      token: buyer.access,
      body: {},
    });
    expect(nothing.status).toBe(400);
  });

  it('sees a question asked, listed, answered, refused and deleted', async () => {
    const seller = await registerUser(server);
    const asker = await registerUser(server);
    const admin = await adminToken(server);
    const { id } = await approvedProduct(server, seller.access, admin);
    const onProduct = { params: { id } };
    const asked = await through(questions.askQuestion, {
      ...onProduct,
      token: asker.access,
      body: { question: '¿Tiene garantía?' },
    });
    expect(asked.status).toBe(201);
    const question = asked.body as unknown as Question;
    const own = { ...onProduct, token: seller.access, body: { question: '¿Y la mía?' } };
    expect((await through(questions.askQuestion, own)).status).toBe(403);
    const listed = { ...onProduct, token: asker.access };
    expect((await through(questions.productQuestions, listed)).status).toBe(200);
    const mine = { query: { answered: false }, token: seller.access };
    expect((await through(questions.myQuestions, mine)).status).toBe(200);
    const onQuestion = { params: { id: question.id } };
    const answered = { ...onQuestion, token: seller.access, body: { answer: 'Sí, un año.' } };
    expect((await through(questions.answerQuestion, answered)).status).toBe(200);
    expect((await through(questions.answerQuestion, answered)).status).toBe(409);
    expect((await through(questions.productQuestions, onProduct)).status).toBe(200);
    const remove = (token: string) => through(questions.deleteQuestion, { ...onQuestion, token });
    expect((await remove(asker.access)).status).toBe(409);
    expect((await remove(seller.access)).status).toBe(204);
    expect((await remove(seller.access)).status).toBe(404);
  });

  it('found no request or answer that breaks the document', () => {
    expect(violations).toEqual([]);
  });
});
