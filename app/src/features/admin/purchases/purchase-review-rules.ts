import { REFUNDS_AWAITING_ADMIN, type Purchase, type PurchaseStatus } from '@plaza/api';

/** Statuses an administrator may refuse a purchase from: anything paid or waiting, before it is sent. */
const REFUSABLE = new Set<PurchaseStatus>(['pending_approval', 'approved', 'preparing']);

/** Whether an administrator may refuse `purchase` (the server allows it before anything is sent). */
export const isRefusable = (purchase: Pick<Purchase, 'status'>): boolean =>
  REFUSABLE.has(purchase.status);

/** Whether refusing `purchase` gives money back: it was paid (refusing a transfer under review does not). */
export const refusingRefunds = (purchase: Pick<Purchase, 'status'>): boolean =>
  isRefusable(purchase) && purchase.status !== 'pending_approval';

/**
 * Whether `purchase` has a refund an administrator still has to pay back by hand: a bank
 * transfer's, or one its provider refused.
 */
export const awaitsManualRefund = (purchase: Pick<Purchase, 'transaction'>): boolean => {
  const status = purchase.transaction.refund?.status;
  return status !== undefined && (REFUNDS_AWAITING_ADMIN as readonly string[]).includes(status);
};
