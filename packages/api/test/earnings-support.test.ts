import { validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  Earnings,
  TicketBody,
  TicketUpdateBody,
  WithdrawalBody,
  type Ticket,
  type Withdrawal,
} from '../src/index.js';
import { clientAnswering } from './support/client-answering.js';

const messagesOf = <T, S>(value: unknown, struct: Struct<T, S>) =>
  (validate(value, struct, { coerce: true })[0]?.failures() ?? []).map(
    (failure) => `${failure.path.join('.') || '-'}: ${failure.message}`,
  );

const emptyPage = { count: 0, next: null, previous: null, results: [] };

describe('the earnings and support calls', () => {
  it('reads the network, the earnings and the withdrawals with their queries', async () => {
    const { client, sent } = clientAnswering(200, { levels: [], members: emptyPage });
    await client.network({ level: 2, page: 3 });
    const earnings = { balance: '1.00', pending: '0.00', entries: emptyPage };
    const money = clientAnswering(200, earnings);
    await expect(money.client.earnings()).resolves.toEqual(earnings);
    const lists = clientAnswering(200, emptyPage);
    await lists.client.withdrawals({ page: 2 });
    await lists.client.adminWithdrawals({ status: 'requested' });
    await lists.client.adminUsers({ search: 'ana' });
    await lists.client.tickets();
    await lists.client.adminTickets({ status: 'open', search: 'pago' });
    expect([sent[0]?.url, money.sent[0]?.url, ...lists.sent.map((request) => request.url)]).toEqual(
      [
        'http://shop.test/api/auth/user/tree/?level=2&page=3',
        'http://shop.test/api/marketplace/earnings/',
        'http://shop.test/api/marketplace/withdrawals/?page=2',
        'http://shop.test/api/marketplace/admin/withdrawals/?status=requested',
        'http://shop.test/api/marketplace/admin/users/?search=ana',
        'http://shop.test/api/support/tickets/',
        'http://shop.test/api/support/admin/tickets/?status=open&search=pago',
      ],
    );
  });

  it('sends a withdrawal and the decisions as JSON', async () => {
    const withdrawal: Withdrawal = {
      id: 4,
      amount: '12.50',
      destination: 'IBAN',
      status: 'requested',
      note: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const { client, sent } = clientAnswering(201, withdrawal);
    await client.requestWithdrawal({ amount: '12.50', code: '123456', destination: 'IBAN' });
    expect(sent[0]?.init.method).toBe('POST');
    const admin = clientAnswering(200, {
      ...withdrawal,
      status: 'paid',
      user: { id: 1, username: 'ana', email: 'ana@example.com' },
    });
    await admin.client.decideWithdrawal(4, { status: 'paid', note: 'ok' });
    const user = clientAnswering(200, {
      id: 9,
      username: 'ana',
      email: 'ana@example.com',
      is_admin: false,
      has_membership: true,
      date_joined: '2026-01-01T00:00:00.000Z',
    });
    await expect(user.client.setMembership(9, { has_membership: true })).resolves.toMatchObject({
      has_membership: true,
    });
    expect(
      [...admin.sent, ...user.sent].map((request) => [request.init.method, request.url]),
    ).toEqual([
      ['PATCH', 'http://shop.test/api/marketplace/admin/withdrawals/4/'],
      ['PATCH', 'http://shop.test/api/marketplace/admin/users/9/'],
    ]);
  });

  it('opens a ticket as multipart with its image', async () => {
    const ticket: Ticket = {
      id: 1,
      subject: 'Ayuda',
      information: 'No llega',
      purchase: 3,
      attachment: null,
      status: 'open',
      answer: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const { client, sent } = clientAnswering(201, ticket);
    await client.createTicket({
      subject: 'Ayuda',
      information: 'No llega',
      purchase: 3,
      attachment: new Blob([new Uint8Array([1])], { type: 'image/png' }),
    });
    const form = sent[0]?.init.body as FormData;
    expect([form.get('subject'), form.get('purchase')]).toEqual(['Ayuda', '3']);
    expect(form.get('attachment')).toBeInstanceOf(Blob);
  });

  it('checks bodies with the rules the server applies', () => {
    expect(messagesOf({ amount: '0', code: '12', destination: '' }, WithdrawalBody)).toEqual([
      'amount: Enter an amount greater than 0 with at most two decimals.',
      'code: Enter the 6-digit code.',
      'destination: Enter 1 to 500 characters.',
    ]);
    expect(messagesOf({ amount: 12.5, code: '123456', destination: 'x' }, WithdrawalBody)).toEqual(
      [],
    );
    expect(messagesOf({ subject: 'a', information: 'b', purchase: '7' }, TicketBody)).toEqual([]);
    expect(messagesOf({}, TicketUpdateBody)).toEqual(['-: Give an answer, a status or both.']);
    expect(messagesOf({ balance: '1.00', pending: '0.00', entries: emptyPage }, Earnings)).toEqual(
      [],
    );
  });
});
