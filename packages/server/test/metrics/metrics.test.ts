import { accountFormEndpoints as accountForms } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { bodyOf, call } from '../support/http.js';
import { useHostedShop, postWebhook } from '../support/hosted-shop.js';
import { payByCard } from '../support/orders.js';
import { testDatabaseKind } from '../support/test-database.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { waitFor } from '../support/wait-for.js';
import { METRICS_TOKEN, metricsAnswer, scrape, type Scraped } from './scrape.js';

/*
 * GET `/metrics` (docs/api.md, "Operating Plaza"): off without METRICS_TOKEN, behind its bearer
 * with it, and the shop's counters moving as purchases, webhooks, mails, jobs and kept answers do.
 */

describe('/metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is not there at all', async () => {
    expect((await metricsAnswer(server)).status).toBe(404);
    expect((await metricsAnswer(server, null)).status).toBe(404);
  });
});

describe('/metrics with an SMTP server that does not answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 1: each mail fails at once.
    server = await startTestServer({ METRICS_TOKEN, SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => server.close());

  it('counts the mail that could not be sent as failed', async () => {
    const user = await registerUser(server);
    const failed = async () =>
      (await scrape(server)).value('plaza_mails_total', { outcome: 'failed' });
    const before = await failed();
    bodyOf(await call(server, accountForms.sendResetCode, { body: { email: user.email } }), 200);
    await waitFor('the failed mail counted', async () =>
      (await failed()) > before ? true : undefined,
    );
    expect((await scrape(server)).value('plaza_mails_total', { outcome: 'sent' })).toBe(0);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const shop = useHostedShop({ METRICS_TOKEN });

  /** How much each of `reads` grew while `act` ran. */
  async function growth(act: () => Promise<void>, reads: Record<string, (s: Scraped) => number>) {
    const before = await scrape(shop.server);
    await act();
    const after = await scrape(shop.server);
    return Object.fromEntries(
      Object.entries(reads).map(([name, read]) => [name, read(after) - read(before)]),
    );
  }

  it('asks for the bearer token, compared whole', async () => {
    expect((await metricsAnswer(shop.server, null)).status).toBe(401);
    expect((await metricsAnswer(shop.server, `Bearer ${METRICS_TOKEN}x`)).status).toBe(401);
    expect((await metricsAnswer(shop.server, METRICS_TOKEN)).status).toBe(401);
    const answer = await metricsAnswer(shop.server);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('has the process’s own metrics, event-loop lag among them', async () => {
    const scraped = await scrape(shop.server);
    expect(scraped.labelsOf('nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(scraped.labelsOf('process_cpu_user_seconds_total')).toHaveLength(1);
  });

  it('has the PostgreSQL pool’s connections, and nothing for PGlite’s one', async () => {
    const scraped = await scrape(shop.server);
    const pool = scraped.labelsOf('plaza_db_pool_connections');
    if (testDatabaseKind() === 'pglite') {
      expect(pool).toEqual([]);
      return;
    }
    expect(pool).toEqual([{ state: 'total' }, { state: 'idle' }, { state: 'waiting' }]);
    expect(scraped.value('plaza_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
  });

  it('times requests by route pattern and status, never by address', async () => {
    const { purchase_id: id } = await shop.hostedPurchase('card');
    await fetch(`${shop.server.url}/api/marketplace/products/${id}999/`);
    const scraped = await scrape(shop.server);
    const routes = scraped.labelsOf('plaza_http_request_duration_seconds_count');
    expect(routes).toContainEqual({
      method: 'POST',
      route: '/api/marketplace/products-purchase/',
      status: '201',
    });
    expect(routes).toContainEqual({
      method: 'GET',
      route: '/api/marketplace/products/:id/',
      status: '404',
    });
    expect(routes.filter((labels) => /\d/.test(labels.route ?? ''))).toEqual([]);
  });

  it('counts a purchase created and paid by card, the mail the payment sends and the notifications it writes', async () => {
    const purchases = (event: string) => (s: Scraped) =>
      s.value('plaza_purchases_total', { event, method: 'card' });
    const sentMails = (s: Scraped) => s.value('plaza_mails_total', { outcome: 'sent' });
    const before = await scrape(shop.server);
    const grew = await growth(
      async () => {
        const { purchase_id: id } = await shop.hostedPurchase('card');
        await payByCard(shop.server, shop.buyer.access, id);
      },
      {
        created: purchases('created'),
        paid: purchases('paid'),
        // The buyer is told it is paid, and its one seller of the sale.
        buyerTold: (s) => s.value('plaza_notifications_total', { kind: 'purchase_paid' }),
        sellerTold: (s) => s.value('plaza_notifications_total', { kind: 'sale_made' }),
      },
    );
    expect(grew).toEqual({ created: 1, paid: 1, buyerTold: 1, sellerTold: 1 });
    // The buyer's and the seller's mails go after the answer.
    await waitFor('the payment’s mails counted', async () =>
      sentMails(await scrape(shop.server)) >= sentMails(before) + 2 ? true : undefined,
    );
  });

  it('counts a webhook’s events by provider and outcome, the payment and its refund', async () => {
    const { purchase_id: id } = await shop.hostedPurchase('stripe');
    bodyOf(await shop.payCall(id), 200);
    const events = (outcome: string) => (s: Scraped) =>
      s.value('plaza_webhook_events_total', { provider: 'stripe', outcome });
    const purchases = (event: string) => (s: Scraped) =>
      s.value('plaza_purchases_total', { event, method: 'stripe' });
    const paid = await growth(() => shop.driver('stripe').pay(id, { deliverWebhook: true }), {
      applied: events('paid'),
      paid: purchases('paid'),
    });
    expect(paid).toEqual({ applied: 1, paid: 1 });

    const webhook = shop.driver('stripe').paidWebhook(id);
    const again = await growth(
      async () => {
        expect(await postWebhook(webhook)).toBe(200);
        expect(await postWebhook({ ...webhook, body: `${webhook.body} ` })).toBe(400);
      },
      { duplicate: events('duplicate'), refused: events('refused'), paid: purchases('paid') },
    );
    expect(again).toEqual({ duplicate: 1, refused: 1, paid: 0 });

    const refunded = await growth(async () => void bodyOf(await shop.cancelCall(id), 200), {
      refunded: purchases('refunded'),
    });
    expect(refunded).toEqual({ refunded: 1 });
  });

  it('counts a purchase expired by the sweep, and the sweep’s pass', async () => {
    const { purchase_id: id } = await shop.hostedPurchase('card');
    await shop.closeWindow(id);
    const grew = await growth(
      async () => {
        expect(await shop.server.server.app.jobs.runOnce('expire-unpaid-purchases')).toBe('done');
      },
      {
        expired: (s) => s.value('plaza_purchases_total', { event: 'expired', method: 'card' }),
        passes: (s) =>
          s.value('plaza_job_passes_total', { job: 'expire-unpaid-purchases', outcome: 'done' }),
      },
    );
    expect(grew).toEqual({ expired: 1, passes: 1 });
  });

  it('counts the catalogue’s kept answers: a miss, then hits', async () => {
    const list = `${shop.server.url}/api/marketplace/products/?search=kept${Date.now()}`;
    const lookups = (outcome: string) => (s: Scraped) =>
      s.value('plaza_kept_answers_total', { cache: 'catalogue_answers', outcome });
    const grew = await growth(
      async () => {
        for (let i = 0; i < 3; i++) expect((await fetch(list)).status).toBe(200);
      },
      { misses: lookups('miss'), hits: lookups('hit') },
    );
    expect(grew).toEqual({ misses: 1, hits: 2 });
  });
});
