import { createHash, randomBytes } from 'node:crypto';
import { TEST_CARDS, type TestCardBody } from '@plaza/api';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { testPaymentTokens } from '../../db/schema/index.js';
import type { CardTokenProvider } from '../provider.js';

/*
 * The built-in `test` provider (docs/api.md, Purchases), the default outside production. It takes the
 * published test cards: 4000 0000 0000 0002 is declined, any other valid number pays. The number
 * lives only as long as the request that turns it into a token: what is kept is the token's hash and
 * the outcome the card stands for.
 */

const DECLINED_CARD = TEST_CARDS.declined.replaceAll(' ', '');
/** A token is meant for the payment that follows at once. */
const TOKEN_MINUTES = 15;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Turns a valid, unexpired test card (checked by `TestCardBody`) into a single-use token. */
export async function createTestToken(db: Db, card: TestCardBody): Promise<string> {
  const token = `tok_test_${randomBytes(24).toString('base64url')}`;
  // Spent and expired tokens are of no use to anyone: each new one clears them away.
  await db
    .delete(testPaymentTokens)
    .where(lt(testPaymentTokens.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(testPaymentTokens).values({
    tokenHash: hashOf(token),
    outcome: card.number === DECLINED_CARD ? 'declined' : 'paid',
    expiresAt: sql`now() + make_interval(mins => ${TOKEN_MINUTES})`,
  });
  return token;
}

export const testProvider: CardTokenProvider = {
  method: 'card',
  kind: 'card_token',
  name: 'Test card',
  // Nothing was taken from anyone: the refund is done as soon as it is asked for.
  refund: async ({ idempotencyKey }) => ({
    status: 'succeeded',
    refundId: `test_${idempotencyKey}`,
  }),
  async charge({ tx, token }) {
    // Spending the token and reading its outcome is one conditional update: a token pays once.
    const [spent] = await tx
      .update(testPaymentTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(testPaymentTokens.tokenHash, hashOf(token)),
          isNull(testPaymentTokens.usedAt),
          gt(testPaymentTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ outcome: testPaymentTokens.outcome });
    if (!spent) return { outcome: 'invalid_token' };
    if (spent.outcome === 'declined') return { outcome: 'declined' };
    return { outcome: 'paid', reference: `test_${randomBytes(8).toString('hex')}` };
  },
};
