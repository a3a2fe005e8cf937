import type { Status } from '@plaza/ui';

/** Every status word in English, as the app translates them, in the order of docs/api.md. */
export const statusLabels: Record<Status, string> = {
  pending_approval: 'Pending approval',
  approved: 'Approved',
  suspended: 'Suspended',
  pending_payment: 'Pending payment',
  preparing: 'Preparing',
  sent: 'Sent',
  received: 'Received',
  cancelled: 'Cancelled',
  refused: 'Refused',
  expired: 'Expired',
  requested: 'Requested',
  paid: 'Paid',
  rejected: 'Rejected',
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};
