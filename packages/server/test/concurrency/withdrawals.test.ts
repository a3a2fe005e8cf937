import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutEffects } from '../../src/changes/without-effects.js';
import { balanceOf } from '../../src/ledger/balance.js';
import { requestWithdrawal } from '../../src/ledger/withdrawals.js';
import { registerUser } from '../support/accounts.js';
import { fundUser } from '../support/ledger.js';
import { me } from '../support/network.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/*
 * Withdrawals racing for one balance through the server's own pool of PostgreSQL connections, each in
 * its own transaction. The ledger is raced directly: the HTTP call's codes are single use, so two
 * requests with one code never reach the balance together.
 */
describe('withdrawals at the same time', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const fundedUserId = async (cents: number) => {
    const { id } = await me(server, await registerUser(server));
    await fundUser(server, id, cents);
    return id;
  };

  it('lets one of ten withdrawals of the whole balance through, and never goes below zero', async () => {
    const { db } = server.server.database;
    const userId = await fundedUserId(1000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        requestWithdrawal(withoutEffects(db), userId, 1000, 'wallet'),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toMatchObject({ statusCode: 409, code: 'insufficient_balance' });
      }
    }
    expect(await balanceOf(db, userId)).toBe(0);
  });

  it('lets exactly as many partial withdrawals through as the balance covers', async () => {
    const { db } = server.server.database;
    const userId = await fundedUserId(1000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        requestWithdrawal(withoutEffects(db), userId, 300, 'wallet'),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    expect(await balanceOf(db, userId)).toBe(100);
  });
});
