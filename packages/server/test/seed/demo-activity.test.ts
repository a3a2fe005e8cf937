import {
  accountEndpoints as account,
  CLAIM_OUTCOMES,
  CLAIM_STATUSES,
  claimEndpoints,
  type ClaimPage,
  earningsEndpoints as earnings,
  messageEndpoints as messages,
  PURCHASE_STATUSES,
  type MessagePage,
  type User,
} from '@plaza/api';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { RELEASED_STATUSES } from '../../src/orders/state-machine.js';
import { demoClaims } from '../../src/seed/demo/activity/sale-claims.js';
import { demoConversations } from '../../src/seed/demo/activity/sale-conversations.js';
import { demoBuyers } from '../../src/seed/demo/buyers.js';
import { demoAdmin } from '../../src/seed/demo/demo-admin.js';
import { dealtProducts } from '../../src/seed/demo/seed-products.js';
import { demoSellers } from '../../src/seed/demo/sellers.js';
import { login } from '../support/accounts.js';
import { bodyOf, call, fetchFile } from '../support/http.js';
import { postMessage } from '../support/messages.js';
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

/** A demo account's access token, signed in with its published password. */
async function accessOf(server: TestServer, username: string): Promise<string> {
  const account = [...demoSellers, ...demoBuyers].find((demo) => demo.username === username);
  if (!account) throw new Error(`${username} is not a demo account`);
  return (await login(server, username, account.password)).access;
}

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
        'message_received',
        'claim_opened',
        'claim_updated',
        'claim_resolved',
      ]),
    );
  });

  /** The sale of the demo purchase of `product` (one each), with its buyer and seller. */
  async function saleOf(product: string) {
    const [sale] = await rows<{ id: number; buyer: string; seller: string }>(
      db,
      sql`select s.id, b.username as buyer, v.username as seller
          from purchase_items i join sales s on s.id = i.sale_id
          join purchases p on p.id = s.purchase_id
          join users b on b.id = p.buyer_id join users v on v.id = s.seller_id
          where i.product_name = ${product}`,
    );
    if (!sale) throw new Error(`nobody bought ${product}`);
    return sale;
  }

  it('has conversations on paid sales, each message written after the payment, in its order', async () => {
    const written = await rows<{ product: string; status: string; after_payment: boolean }>(
      db,
      sql`select i.product_name as product, s.status, m.created_at > t.paid_at as after_payment
          from sale_messages m join sales s on s.id = m.sale_id
          join purchase_items i on i.sale_id = s.id
          join transactions t on t.purchase_id = s.purchase_id
          order by m.sale_id, m.created_at`,
    );
    for (const { product, messages: planned } of demoConversations) {
      const own = written.filter((row) => row.product === product);
      expect(own, product).toHaveLength(planned.length);
      expect(
        own.every((row) => row.after_payment),
        product,
      ).toBe(true);
      expect(['approved', 'preparing', 'sent', 'received']).toContain(own[0]?.status);
    }
    // Read by date, each conversation is in the order it was written (by id).
    const [unordered] = await rows<{ count: number }>(
      db,
      sql`select count(*)::int as count from sale_messages m join sale_messages n
            on n.sale_id = m.sale_id and n.id > m.id and n.created_at <= m.created_at`,
    );
    expect(unordered?.count).toBe(0);
    const [spread] = await rows<{ sales: number; statuses: number; read: number; unread: number }>(
      db,
      sql`select count(distinct m.sale_id)::int as sales, count(distinct s.status)::int as statuses,
            count(*) filter (where m.read_at > m.created_at)::int as read,
            count(*) filter (where m.read_at is null)::int as unread
          from sale_messages m join sales s on s.id = m.sale_id`,
    );
    expect(spread).toMatchObject({ sales: demoConversations.length, unread: 2 });
    expect(spread?.statuses).toBeGreaterThanOrEqual(3);
    expect(spread?.read).toBe(written.length - 2);
  });

  it('leaves the first demo buyer and the first demo seller a message to read', async () => {
    for (const { username } of [demoBuyers[0], demoSellers[0]]) {
      const answer = await call<User>(server, account.user, {
        token: await accessOf(server, username),
      });
      expect(bodyOf(answer, 200).pending.messages, username).toBe(1);
    }
  });

  it('notifies each message to its reader when it was written', async () => {
    const [notified] = await rows<{ messages: number; notices: number; at_its_time: number }>(
      db,
      sql`select (select count(*) from sale_messages)::int as messages,
            count(n.id)::int as notices,
            count(n.id) filter (where abs(extract(epoch from n.created_at - m.created_at)) < 1)::int
              as at_its_time
          from sale_messages m join sales s on s.id = m.sale_id
          join purchases p on p.id = s.purchase_id
          join notifications n on n.key = 'message:' || m.id and n.kind = 'message_received'
            and n.user_id = case when m.author_id = p.buyer_id then s.seller_id else p.buyer_id end`,
    );
    expect(notified?.notices).toBe(notified?.messages);
    expect(notified?.at_its_time).toBe(notified?.messages);
  });

  it('masks the phone number a buyer wrote, as the contact filter does', async () => {
    const [masked] = await rows<{ text: string }>(
      db,
      sql`select text from sale_messages where text like '%celular%'`,
    );
    expect(masked?.text).toContain('mi celular es […].');
  });

  it('shows a buyer’s photo, kept private, to the seller by its signed link', async () => {
    const conversation = demoConversations.find(({ messages: planned }) =>
      planned.some((message) => message.photo),
    );
    const sale = await saleOf(conversation?.product ?? '');
    const page = await call<MessagePage>(server, messages.saleMessages, {
      params: { id: sale.id },
      token: await accessOf(server, sale.seller),
    });
    const photos = bodyOf(page, 200).results.flatMap(({ photo }) => (photo ? [photo] : []));
    expect(photos).toHaveLength(1);
    const file = await fetchFile(photos[0] ?? '');
    expect(file).toMatchObject({ status: 200, type: 'image/webp' });
    expect((await sharp(file.bytes).metadata()).format).toBe('webp');
    const [kept] = await rows<{ photo: string }>(
      db,
      sql`select photo from sale_messages where photo is not null`,
    );
    expect(kept?.photo).toMatch(/^private\/messages\//);
  });

  it('closes the conversation of a sale received more than 30 days ago, and only that one', async () => {
    const closed = await rows<{ product: string }>(
      db,
      sql`select distinct i.product_name as product from sale_messages m
          join sales s on s.id = m.sale_id join purchase_items i on i.sale_id = s.id
          where s.status = 'received' and s.updated_at < now() - interval '30 days'`,
    );
    expect(closed).toHaveLength(1);
    const sale = await saleOf(closed[0]?.product ?? '');
    const late = await postMessage(server, await accessOf(server, sale.buyer), sale.id, {
      text: '¿Sigue abierta?',
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'conversation_closed' });
  });

  it('has a claim in each status, the resolved ones with each outcome', async () => {
    const found = await rows<{ status: string; outcome: string | null }>(
      db,
      sql`select status, outcome from claims order by status, outcome`,
    );
    expect(found).toHaveLength(demoClaims.length);
    expect([...new Set(found.map(({ status }) => status))].sort()).toEqual(
      [...CLAIM_STATUSES].sort(),
    );
    const outcomes = found.flatMap(({ outcome }) => (outcome ? [outcome] : []));
    expect(outcomes.sort()).toEqual([...CLAIM_OUTCOMES].sort());
  });

  it('dates each claim after its sale was sent or within the window after its receipt, with no deadline passed', async () => {
    const claims = await rows<{
      id: number;
      status: string;
      sale_status: string;
      after_sent: boolean;
      in_window: boolean;
      in_order: boolean;
      deadline_days: number | null;
    }>(
      db,
      sql`select c.id, c.status, s.status as sale_status, c.created_at > s.sent_at as after_sent,
            c.created_at > s.updated_at - interval '1 minute'
              and c.created_at < s.updated_at + interval '7 days' as in_window,
            c.created_at < c.updated_at or c.status = 'open' as in_order,
            (extract(epoch from c.deadline - c.updated_at) / 86400)::float as deadline_days
          from claims c join sales s on s.id = c.sale_id`,
    );
    const due = { open: 3, offered: 7, return_requested: 7, return_sent: 7 } as Record<
      string,
      number | undefined
    >;
    for (const claim of claims) {
      const name = `claim ${claim.id} (${claim.status})`;
      expect(claim.after_sent, name).toBe(true);
      if (claim.sale_status === 'received') expect(claim.in_window, name).toBe(true);
      else expect(claim.sale_status, name).toBe('sent');
      expect(claim.in_order, name).toBe(true);
      // The deadline runs from the claim's last step, as the step wrote it; none once nobody's turn.
      const days = due[claim.status];
      if (days === undefined) expect(claim.deadline_days, name).toBeNull();
      else expect(claim.deadline_days, name).toBeCloseTo(days, 3);
    }
    const [passed] = await rows<{ count: number }>(
      db,
      sql`select count(*)::int as count from claims where deadline <= now()`,
    );
    expect(passed?.count).toBe(0);
  });

  it('refunds only sales that have credited nobody yet, each for what its claim says', async () => {
    const refunds = await rows<{ claim: number; sale_status: string; same: boolean }>(
      db,
      sql`select r.claim_id as claim, s.status as sale_status,
            r.amount = c.refund_amount and r.sale_id = c.sale_id
              and abs(extract(epoch from r.created_at - c.updated_at)) < 1 as same
          from payment_refunds r join claims c on c.id = r.claim_id join sales s on s.id = r.sale_id`,
    );
    const refunded = await rows<{ id: number }>(
      db,
      sql`select id from claims where refund_amount is not null`,
    );
    expect(refunds.map(({ claim }) => claim).sort()).toEqual(refunded.map(({ id }) => id).sort());
    expect(refunds.length).toBeGreaterThanOrEqual(2);
    for (const refund of refunds)
      expect(refund, `claim ${refund.claim}`).toMatchObject({
        sale_status: 'sent',
        same: true,
      });
    const [entries] = await rows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ledger_entries where kind = 'refund'`,
    );
    expect(entries?.count).toBe(0);
  });

  it('tells each claim’s parties of every step, when it was taken', async () => {
    const [told] = await rows<{ claims: number; opened: number; at_its_time: number }>(
      db,
      sql`select count(distinct c.id)::int as claims, count(n.id)::int as opened,
            count(n.id) filter (where abs(extract(epoch from n.created_at - c.created_at)) < 1)::int
              as at_its_time
          from claims c left join notifications n on n.key = 'claim:' || c.id || ':opened'`,
    );
    expect(told?.opened).toBe(told?.claims);
    expect(told?.at_its_time).toBe(told?.claims);
    const [resolved] = await rows<{ notices: number; at_its_time: number; claims: number }>(
      db,
      sql`select count(n.id)::int as notices, (select count(*) from claims
              where status = 'resolved')::int as claims,
            count(n.id) filter (where abs(extract(epoch from n.created_at - c.updated_at)) < 1)::int
              as at_its_time
          from claims c join notifications n on n.key = 'claim:' || c.id || ':resolved'`,
    );
    expect(resolved?.notices).toBe(2 * (resolved?.claims ?? 0));
    expect(resolved?.at_its_time).toBe(resolved?.notices);
  });

  it('puts the escalated claim first in the administrator’s queue', async () => {
    const { access } = await login(server, demoAdmin.username, demoAdmin.password);
    const queue = await call<ClaimPage>(server, claimEndpoints.adminClaims, { token: access });
    const { results } = bodyOf(queue, 200);
    expect(results).toHaveLength(demoClaims.length);
    expect(results[0]?.status).toBe('escalated');
  });
});
