import type { Withdrawal } from '@plaza/api';
import { Money, type DataTableColumn } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import { toCents } from '../../../lib/money';
import { WithdrawalStatusBadge } from './withdrawal-status';

/**
 * A withdrawal's columns as the user's list and the administrators' list both show them: date,
 * amount, destination, status and the administrator's note.
 */
export function useWithdrawalColumns<W extends Withdrawal>(): DataTableColumn<W>[] {
  const say = useMessage();
  const intl = useIntl();
  return [
    {
      id: 'date',
      label: say('dashboard.withdrawals.date'),
      cell: (withdrawal) => intl.formatDate(withdrawal.created_at, { dateStyle: 'medium' }),
    },
    {
      id: 'amount',
      label: say('dashboard.withdrawals.amount'),
      align: 'end',
      cell: (withdrawal) => <Money cents={toCents(withdrawal.amount)} />,
    },
    {
      id: 'destination',
      label: say('dashboard.withdrawals.destination'),
      cell: (withdrawal) => withdrawal.destination,
    },
    {
      id: 'status',
      label: say('dashboard.withdrawals.status'),
      cell: (withdrawal) => <WithdrawalStatusBadge status={withdrawal.status} />,
    },
    {
      id: 'note',
      label: say('dashboard.withdrawals.note'),
      cell: (withdrawal) => withdrawal.note ?? '',
    },
  ];
}
