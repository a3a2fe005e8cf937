import type { WithdrawalStatus } from '@plaza/api';
import { StatusBadge } from '@plaza/ui';
import { useMessage } from '../../../hooks/use-message';
import type { MessageId } from '../../../i18n/messages';

/** Each withdrawal status's message, for its badge and the administrators' filter. */
export const WITHDRAWAL_STATUS_LABEL: Record<WithdrawalStatus, MessageId> = {
  requested: 'withdrawal.status.requested',
  paid: 'withdrawal.status.paid',
  rejected: 'withdrawal.status.rejected',
};

/** A withdrawal's status as a badge, in the interface language. */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const say = useMessage();
  return <StatusBadge status={status} label={say(WITHDRAWAL_STATUS_LABEL[status])} />;
}
