import {
  accountFormEndpoints as accountForms,
  earningsEndpoints as endpoints,
  type AdminWithdrawal,
  type AdminWithdrawalPage,
  type Earnings,
  type Withdrawal,
  type WithdrawalPage,
} from '@plaza/api';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestCode, registerUser, type TestUser } from '../support/accounts.js';
import { call } from '../support/http.js';
import { fundUser } from '../support/ledger.js';
import { me } from '../support/network.js';
import { useAdminServer } from '../support/shop.js';

describe('withdrawals', () => {
  const shop = useAdminServer();

  /** A new user with `cents` in their balance. */
  const funded = async (cents: number) => {
    const user = await registerUser(shop.server);
    await fundUser(shop.server, (await me(shop.server, user)).id, cents);
    return user;
  };
  const withdrawalCode = async (user: TestUser) => {
    const sent = await call(shop.server, accountForms.sendCode, {
      token: user.access,
      body: { isWithdrawal: true },
    });
    expect(sent.status).toBe(200);
    return latestCode(shop.server, user.email);
  };
  const withdraw = (user: TestUser, body: Record<string, unknown>) =>
    call<Withdrawal>(shop.server, endpoints.requestWithdrawal, { token: user.access, body });
  const earnings = async (user: TestUser) =>
    (await call<Earnings>(shop.server, endpoints.earnings, { token: user.access })).body;
  const decide = (id: number, body: unknown, token = shop.admin) =>
    call<AdminWithdrawal>(shop.server, endpoints.decideWithdrawal, {
      params: { id },
      token,
      body,
    });

  it('takes the amount out of the balance at once, with a mailed code, and mails a receipt', async () => {
    const user = await funded(5000);
    const code = await withdrawalCode(user);
    const answer = await withdraw(user, { amount: '12.50', code, destination: ' IBAN ES12 3456 ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      amount: '12.50',
      destination: 'IBAN ES12 3456',
      status: 'requested',
      note: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const after = await earnings(user);
    expect(after.balance).toBe('37.50');
    expect(after.entries.results[0]).toMatchObject({
      kind: 'withdrawal',
      amount: '-12.50',
      purchase_id: null,
      sale_id: null,
    });
    const [receipt] = await shop.server.api.devMail(user.email);
    expect(receipt?.subject).toBe('Pediste un retiro de US$ 12.50');
    const mine = await call<WithdrawalPage>(shop.server, endpoints.withdrawals, {
      token: user.access,
    });
    expect(mine.body.results.map((w) => w.id)).toEqual([answer.body.id]);
    // The code worked once.
    const again = await withdraw(user, { amount: '1', code, destination: 'x' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'invalid_code' });
  });

  it('refuses more than the balance with 409 insufficient_balance, keeping the code', async () => {
    const user = await funded(1000);
    const code = await withdrawalCode(user);
    const over = await withdraw(user, { amount: '10.01', code, destination: 'wallet' });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      detail: 'The amount is more than the balance.',
      code: 'insufficient_balance',
    });
    const whole = await withdraw(user, { amount: '10', code, destination: 'wallet' });
    expect(whole.status).toBe(201);
    expect((await earnings(user)).balance).toBe('0.00');
  });

  it('refuses wrong amounts, codes and destinations', async () => {
    const user = await funded(1000);
    const code = await withdrawalCode(user);
    for (const amount of ['0', '-1', '1.234', 'ten', 0]) {
      const answer = await withdraw(user, { amount, code, destination: 'wallet' });
      expect(answer.status, String(amount)).toBe(400);
      expect(Object.keys(answer.body)).toEqual(['amount']);
    }
    const blank = await withdraw(user, { amount: '1', code, destination: '  ' });
    expect(blank.body).toEqual({ destination: ['Enter 1 to 500 characters.'] });
    const wrong = await withdraw(user, {
      amount: '1',
      code: code === '000000' ? '111111' : '000000',
      destination: 'wallet',
    });
    expect(wrong.body).toMatchObject({ code: 'invalid_code' });
    // A code for changing the password does not pay out.
    await call(shop.server, accountForms.sendCode, { token: user.access, body: {} });
    const changeCode = await latestCode(shop.server, user.email);
    const other = await withdraw(user, { amount: '1', code: changeCode, destination: 'wallet' });
    expect(other.body).toMatchObject({ code: 'invalid_code' });
    expect((await earnings(user)).balance).toBe('10.00');
    expect((await call(shop.server, endpoints.requestWithdrawal, { body: {} })).status).toBe(401);
  });

  it('lets an administrator pay one, or reject one and return its amount, once', async () => {
    const user = await funded(3000);
    const first = (
      await withdraw(user, {
        amount: '10',
        code: await withdrawalCode(user),
        destination: 'wallet',
      })
    ).body;
    const second = (
      await withdraw(user, {
        amount: '5.25',
        code: await withdrawalCode(user),
        destination: 'bank',
      })
    ).body;
    expect((await earnings(user)).balance).toBe('14.75');

    const paid = await decide(first.id, { status: 'paid', note: 'Transferencia 991' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'paid',
      note: 'Transferencia 991',
      user: { username: user.username, email: user.email },
    });
    expect((await shop.server.api.devMail(user.email))[0]?.subject).toBe(
      'Pagamos tu retiro de US$ 10.00',
    );

    const rejected = await decide(second.id, { status: 'rejected', note: 'Cuenta inválida' });
    expect(rejected.body.status).toBe('rejected');
    const after = await earnings(user);
    expect(after.balance).toBe('20.00');
    expect(after.entries.results[0]).toMatchObject({ kind: 'withdrawal_returned', amount: '5.25' });
    expect((await shop.server.api.devMail(user.email))[0]?.subject).toBe('Tu retiro fue rechazado');

    // Only a requested withdrawal is decided: no second return of the same money.
    const twice = await decide(second.id, { status: 'rejected' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'invalid_status' });
    expect((await decide(first.id, { status: 'rejected' })).status).toBe(409);
    expect((await earnings(user)).balance).toBe('20.00');
    expect((await decide(999999, { status: 'paid' })).status).toBe(404);
    expect((await decide(first.id, { status: 'requested' })).status).toBe(400);
  });

  it('lists every withdrawal to administrators, by status, and to nobody else', async () => {
    const user = await funded(1000);
    const made = (
      await withdraw(user, {
        amount: '1',
        code: await withdrawalCode(user),
        destination: 'wallet',
      })
    ).body;
    const list = (query: Record<string, string | number>, token = shop.admin) =>
      call<AdminWithdrawalPage>(shop.server, endpoints.adminWithdrawals, { query, token });
    const requested = await list({ status: 'requested', page_size: 100 });
    expect(requested.status).toBe(200);
    expect(requested.body.results.map((w) => w.id)).toContain(made.id);
    expect(requested.body.results.every((w) => w.status === 'requested')).toBe(true);
    expect(
      (await list({ status: 'paid', page_size: 100 })).body.results.map((w) => w.id),
    ).not.toContain(made.id);
    expect((await list({ status: 'lost' })).status).toBe(400);
    expect((await list({}, user.access)).status).toBe(403);
    expect((await decide(made.id, { status: 'paid' }, user.access)).status).toBe(403);
    // Another user sees only their own.
    const other = await registerUser(shop.server);
    const theirs = await call<WithdrawalPage>(shop.server, endpoints.withdrawals, {
      token: other.access,
    });
    expect(theirs.body.count).toBe(0);
  });

  it('keeps the balance the sum of the entries, and refuses to change an entry', async () => {
    const user = await funded(2500);
    await withdraw(user, { amount: '7', code: await withdrawalCode(user), destination: 'w' });
    const { balance, entries } = await earnings(user);
    const sum = entries.results.reduce((cents, e) => cents + Math.round(Number(e.amount) * 100), 0);
    expect(balance).toBe('18.00');
    expect(sum).toBe(1800);
    const db = shop.db();
    await expect(db.execute(sql`update ledger_entries set amount_cents = 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });
});
