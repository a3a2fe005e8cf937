import { earningsEndpoints as earnings, PURCHASE_STATUSES } from '@plaza/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { RELEASED_STATUSES } from '../../src/orders/state-machine.js';
import { demoBuyers } from '../../src/seed/demo/buyers.js';
import { dealtProducts } from '../../src/seed/demo/seed-products.js';
import { demoSellers } from '../../src/seed/demo/sellers.js';
import { login } from '../support/accounts.js';
import { call } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** `npm start` runs in development; test servers (NODE_ENV=test) get the categories only. */
const AS_NPM_START = { NODE_ENV: 'development', LOG_LEVEL: 'silent' };
/** The demo shop takes seconds to seed, more on a busy machine. */
const SEED_TIMEOUT = 180_000;

async function rows<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

interface Earnings {
  balance: string;
  pending: string;
  entries: { count: number; results: { kind: string; amount: string; created_at: string }[] };
}

const cents = (money: string) => Math.round(Number(money) * 100);

describe('the demo shop’s life on the first start of a new database', () => {
  let server: TestServer;
  let db: Db;
  beforeAll(async () => {
    server = await startTestServer(AS_NPM_START);
    db = server.server.database.db;
  }, SEED_TIMEOUT);
  afterAll(() => server.close());

  it('has purchases in every status but refused', async () => {
    const found = await rows<{ status: string }>(db, sql`select distinct status from purchases`);
    const expected = PURCHASE_STATUSES.filter((status) => status !== 'refused');
    expect(found.map(({ status }) => status).sort()).toEqual([...expected].sort());
    const tracked = await rows<{ tracking_code: string | null }>(
      db,
      sql`select s.tracking_code from sales s join purchase_items i on i.sale_id = s.id
          where s.status = 'sent' and not i.is_digital`,
    );
    expect(tracked.length).toBeGreaterThan(0);
    expect(tracked.every(({ tracking_code }) => !!tracking_code)).toBe(true);
  });

  it('gives each demo seller sales in at least three statuses and purchases of their own', async () => {
    for (const { username } of demoSellers) {
      const [row] = await rows<{ sold: number; bought: number }>(
        db,
        sql`select
          (select count(distinct s.status) from sales s join users u on u.id = s.seller_id
            where u.username = ${username})::int as sold,
          (select count(*) from purchases p join users u on u.id = p.buyer_id
            where u.username = ${username})::int as bought`,
      );
      expect(row?.sold, username).toBeGreaterThanOrEqual(3);
      expect(row?.bought, username).toBeGreaterThan(0);
    }
  });

  it('fills every screen of each demo seller: network, withdrawals, tickets, reviews, questions, notifications', async () => {
    for (const { username } of demoSellers) {
      const [row] = await rows<Record<string, number>>(
        db,
        sql`with me as (select id from users where username = ${username})
          select
            (select count(*) from users where referred_by_id = (select id from me))::int as network,
            (select count(*) from withdrawals where user_id = (select id from me))::int as withdrawals,
            (select count(*) from support_tickets where user_id = (select id from me))::int as tickets,
            (select count(*) from reviews where seller_id = (select id from me))::int as reviews,
            (select count(*) from questions where seller_id = (select id from me))::int as questions,
            (select count(*) from notifications where user_id = (select id from me))::int as notifications`,
      );
      for (const [screen, count] of Object.entries(row ?? {})) {
        expect(count, `${username}: ${screen}`).toBeGreaterThan(0);
      }
    }
  });

  it('leaves each demo product the stock it began with, less what unended purchases hold', async () => {
    const held = await rows<{ name: string; quantity: number; held: number }>(
      db,
      sql`select p.name, p.quantity, coalesce(sum(i.quantity) filter (
            where pu.status not in (${sql.join(
              RELEASED_STATUSES.map((status) => sql`${status}`),
              sql`, `,
            )})), 0)::int as held
          from products p
          left join purchase_items i on i.product_id = p.id
          left join purchases pu on pu.id = i.purchase_id
          group by p.id`,
    );
    const byName = new Map(held.map((row) => [row.name, row]));
    const demo = dealtProducts().map(({ product }) => product);
    expect(held).toHaveLength(demo.length);
    for (const product of demo) {
      const row = byName.get(product.name);
      expect(row && row.quantity + row.held, product.name).toBe(product.quantity);
    }
    expect(held.some((row) => row.held > 0)).toBe(true);
  });

  it('shows each demo user a balance equal to their ledger, positive for sellers, earned over months', async () => {
    const kinds = new Set<string>();
    const months = new Set<string>();
    for (const { username, password } of [...demoSellers, ...demoBuyers]) {
      const { access } = await login(server, username, password);
      const { body } = await call<Earnings>(server, earnings.earnings, {
        query: { page_size: 100 },
        token: access,
      });
      expect(body.entries.count).toBeLessThanOrEqual(100);
      const sum = body.entries.results.reduce((total, entry) => total + cents(entry.amount), 0);
      expect(cents(body.balance), username).toBe(sum);
      if (demoSellers.some((seller) => seller.username === username)) {
        expect(cents(body.balance), username).toBeGreaterThan(0);
      }
      for (const entry of body.entries.results) {
        kinds.add(entry.kind);
        if (entry.kind === 'sale') months.add(entry.created_at.slice(0, 7));
      }
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['sale', 'commission', 'withdrawal']));
    const [fee] = await rows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ledger_entries where kind = 'fee'`,
    );
    expect(fee?.count).toBeGreaterThan(0);
    expect(months.size).toBeGreaterThanOrEqual(4);
  });

  it('credits the ledger for received sales only, each as the sale split it, on the day it was received', async () => {
    const sales = await rows<{
      id: number;
      status: string;
      total: number;
      net: number;
      credited: number | null;
      own: number | null;
      days_apart: number | null;
    }>(
      db,
      sql`select s.id, s.status, (s.subtotal + s.shipping)::int as total, s.net_amount::int as net,
            (select sum(amount_cents) from ledger_entries l where l.sale_id = s.id)::int as credited,
            (select sum(amount_cents) from ledger_entries l
              where l.sale_id = s.id and l.kind = 'sale')::int as own,
            (select max(abs(extract(epoch from l.created_at - p.updated_at)) / 86400)
              from ledger_entries l where l.sale_id = s.id)::float as days_apart
          from sales s join purchases p on p.id = s.purchase_id`,
    );
    const received = sales.filter((sale) => sale.status === 'received');
    expect(received.length).toBeGreaterThanOrEqual(10);
    for (const sale of received) {
      expect(sale.credited, `sale ${sale.id}`).toBe(sale.total);
      expect(sale.own, `sale ${sale.id}`).toBe(sale.net);
      expect(sale.days_apart, `sale ${sale.id}`).toBeLessThan(1);
    }
    for (const sale of sales.filter((row) => row.status !== 'received')) {
      expect(sale.credited, `sale ${sale.id}`).toBeNull();
    }
  });

  it('dates withdrawals over the weeks, each paid out of what its seller had earned by then', async () => {
    const made = await rows<{
      username: string;
      status: string;
      days_ago: number;
      paid_days_later: number;
    }>(
      db,
      sql`select u.username, w.status,
            (extract(epoch from now() - w.created_at) / 86400)::float as days_ago,
            (extract(epoch from w.updated_at - w.created_at) / 86400)::float as paid_days_later
          from withdrawals w join users u on u.id = w.user_id`,
    );
    for (const { username } of demoSellers) {
      const own = made.filter((withdrawal) => withdrawal.username === username);
      expect(own.map(({ status }) => status).sort(), username).toEqual(['paid', 'requested']);
      for (const withdrawal of own) expect(withdrawal.days_ago, username).toBeGreaterThan(1);
    }
    const paid = made.filter(({ status }) => status === 'paid');
    expect(Math.min(...paid.map(({ days_ago }) => days_ago))).toBeGreaterThan(20);
    for (const withdrawal of paid) expect(withdrawal.paid_days_later).toBeGreaterThan(1);

    // Read in the dashboard's order (by id), each user's ledger runs forward in time and its balance
    // never dips below zero: no withdrawal took money earned after it.
    const entries = await rows<{ user_id: number; cents: number; at: number }>(
      db,
      sql`select user_id, amount_cents::int as cents, extract(epoch from created_at)::float as at
          from ledger_entries where user_id is not null order by id`,
    );
    const last = new Map<number, { balance: number; at: number }>();
    for (const entry of entries) {
      const before = last.get(entry.user_id) ?? { balance: 0, at: 0 };
      const now = { balance: before.balance + entry.cents, at: entry.at };
      expect(now.at, `user ${entry.user_id}`).toBeGreaterThanOrEqual(before.at);
      expect(now.balance, `user ${entry.user_id}`).toBeGreaterThanOrEqual(0);
      last.set(entry.user_id, now);
    }
  });

  it('has a referral network at least three levels deep', async () => {
    const [top] = demoSellers;
    const { access } = await login(server, top.username, top.password);
    const { body } = await call<{ levels: { level: number; count: number }[] }>(
      server,
      earnings.network,
      { token: access },
    );
    expect(Math.max(...body.levels.map(({ level }) => level))).toBeGreaterThanOrEqual(3);
  });

  it('has a requested and a paid withdrawal, and an answered and an open ticket', async () => {
    const withdrawals = await rows<{ status: string }>(
      db,
      sql`select distinct status from withdrawals`,
    );
    expect(withdrawals.map(({ status }) => status)).toEqual(
      expect.arrayContaining(['requested', 'paid']),
    );
    const tickets = await rows<{ status: string }>(
      db,
      sql`select distinct status from support_tickets`,
    );
    expect(tickets.map(({ status }) => status)).toEqual(
      expect.arrayContaining(['answered', 'open']),
    );
  });

  it('has reviews of at least 10 products, some replied, and questions on at least 5, some answered', async () => {
    const [counted] = await rows<Record<string, number>>(
      db,
      sql`select
        (select count(distinct product_id) from reviews)::int as reviewed,
        (select count(*) from reviews where reply is not null)::int as replied,
        (select count(distinct product_id) from questions)::int as asked,
        (select count(*) from questions where answer is not null)::int as answered,
        (select count(*) from questions where answer is null)::int as unanswered`,
    );
    expect(counted?.reviewed).toBeGreaterThanOrEqual(10);
    expect(counted?.replied).toBeGreaterThan(0);
    expect(counted?.asked).toBeGreaterThanOrEqual(5);
    expect(counted?.answered).toBeGreaterThan(0);
    expect(counted?.unanswered).toBeGreaterThan(0);
  });

  it('dates each question’s ask with it, so no demo user starts with questions counted this hour', async () => {
    const [counted] = await rows<Record<string, number>>(
      db,
      sql`select
        (select count(*) from question_asks)::int as asks,
        (select count(*) from questions)::int as questions,
        (select count(*) from question_asks where created_at > now() - interval '1 hour')::int as recent`,
    );
    expect(counted?.asks).toBe(counted?.questions);
    expect(counted?.recent).toBe(0);
  });

  it('spreads the notifications over the hours of their days, none at the moment of seeding', async () => {
    const [spread] = await rows<{ total: number; times: number; recent: number }>(
      db,
      sql`select count(*)::int as total,
            count(distinct to_char(created_at, 'HH24:MI'))::int as times,
            count(*) filter (where created_at > now() - interval '15 minutes')::int as recent
          from notifications`,
    );
    expect(spread?.total).toBeGreaterThan(50);
    // The notices of one event share its time; moved by whole days only, all had the seed's few.
    expect(spread?.times).toBeGreaterThan(20);
    expect(spread?.recent).toBe(0);
  });

  it('wrote the notifications those events make', async () => {
    const kinds = await rows<{ kind: string }>(db, sql`select distinct kind from notifications`);
    expect(kinds.map(({ kind }) => kind)).toEqual(
      expect.arrayContaining([
        'sale_made',
        'purchase_paid',
        'purchase_sent',
        'purchase_expired',
        'commission_earned',
        'review_received',
        'question_asked',
        'question_answered',
        'ticket_answered',
        'withdrawal_paid',
      ]),
    );
  });
});
