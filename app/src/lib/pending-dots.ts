import type { User } from '@plaza/api';

/*
 * Where the user's pending dots show (`User.pending`), for the sidebar and the user menu alike.
 * Unread messages and claims waiting for the user are counted over what they bought and what they
 * sold together, so each marks both.
 */

type Pending = User['pending'];

/** Purchases to pay or confirm, or a conversation or claim waiting for the user. */
export const purchasesWait = (pending: Pending) =>
  pending.purchases + pending.messages + pending.claims > 0;

/** Sales to prepare or send, or a conversation or claim waiting for the user. */
export const salesWait = (pending: Pending) =>
  pending.sales + pending.messages + pending.claims > 0;
