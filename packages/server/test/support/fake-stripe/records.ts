import { randomBytes } from 'node:crypto';

/*
 * What the fake Stripe remembers: Checkout Sessions, each paid at most once (its PaymentIntent and
 * charge are the session's own), and the refunds made on them.
 */

/** A Checkout Session as the fake keeps it. */
export interface FakeSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  /** Lowercase, as Stripe writes it. */
  currency: string;
  /** What the session charges; `setPaidAmount` changes it to make a payment of the wrong amount. */
  amountTotal: number;
  lineItems: { name: string; unitAmount: number; quantity: number }[];
  metadata: Record<string, string>;
  /** Copied onto the PaymentIntent and its charge when the session is paid. */
  paymentIntentMetadata: Record<string, string>;
  clientReferenceId: string | null;
  customerEmail: string | null;
  /** Unix seconds. */
  expiresAt: number;
  created: number;
  successUrl: string;
  cancelUrl: string;
  /** Set once paid. */
  paymentIntentId: string | null;
  chargeId: string | null;
  /** Refunded so far, in the session's minor units. */
  amountRefunded: number;
}

/** A refund as the fake made it. */
export interface FakeRefund {
  id: string;
  paymentIntentId: string;
  chargeId: string;
  amount: number;
  currency: string;
  status: 'succeeded';
  created: number;
}

/** Stripe-looking ids: a prefix and random letters. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export const unixNow = () => Math.floor(Date.now() / 1000);

/** The fake's memory, and the changes its API, its page and its tests make. */
export class FakeRecords {
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds: FakeRefund[] = [];

  /** The session, expired first if its time has passed (Stripe expires sessions on its own). */
  session(id: string): FakeSession | undefined {
    const session = this.sessions.get(id);
    if (session?.status === 'open' && unixNow() >= session.expiresAt) {
      session.status = 'expired';
    }
    return session;
  }

  /** The session with this id, or an error naming it (for test controls). */
  sessionNamed(id: string): FakeSession {
    const session = this.session(id);
    if (!session) throw new Error(`fake Stripe has no session ${id}`);
    return session;
  }

  /** The session paid by a PaymentIntent. */
  sessionPaidBy(paymentIntentId: string): FakeSession | undefined {
    return [...this.sessions.values()].find((s) => s.paymentIntentId === paymentIntentId);
  }

  /**
   * Takes the money: the session completes and gets its PaymentIntent and charge. A `delayed`
   * payment (a bank debit) completes the session unpaid, until `settle` says how it ended.
   */
  pay(id: string, { delayed = false } = {}): FakeSession {
    const session = this.sessionNamed(id);
    if (session.status !== 'open') throw new Error(`session ${id} is ${session.status}, not open`);
    session.status = 'complete';
    session.paymentIntentId = newId('pi');
    if (!delayed) this.settle(id, 'succeeded');
    return session;
  }

  /** How a delayed payment ended: paid, or failed (the session stays complete and unpaid). */
  settle(id: string, outcome: 'succeeded' | 'failed'): FakeSession {
    const session = this.sessionNamed(id);
    if (session.status !== 'complete' || session.paymentStatus === 'paid') {
      throw new Error(`session ${id} has no payment waiting`);
    }
    if (outcome === 'succeeded') {
      session.paymentStatus = 'paid';
      session.chargeId = newId('ch');
    }
    return session;
  }

  /** Closes an open session unpaid, as Stripe does at `expires_at` or when asked to expire it. */
  expire(id: string): FakeSession {
    const session = this.sessionNamed(id);
    if (session.status !== 'open') throw new Error(`session ${id} is ${session.status}, not open`);
    session.status = 'expired';
    return session;
  }
}
