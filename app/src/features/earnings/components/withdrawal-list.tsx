import type { Withdrawal } from '@plaza/api';
import { DataTable, EmptyState, Money, Pagination, type DataTableColumn } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/errors/load-error';
import { useMessage } from '../../../hooks/use-message';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { toCents } from '../../../lib/money';
import { useWithdrawals, WITHDRAWALS_PAGE_SIZE } from '../api/get-withdrawals';
import { WithdrawalStatusBadge } from '../../../components/withdrawal-status';

/** The user's withdrawals, newest first, with their status and the administrator's note. */
export function WithdrawalList({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const say = useMessage();
  const intl = useIntl();
  const paginationLabels = usePaginationLabels();
  const { data, error, isValidating, mutate } = useWithdrawals(page);

  if (error && !data)
    return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;

  const columns: DataTableColumn<Withdrawal>[] = [
    {
      id: 'date',
      label: say('dashboard.withdrawals.date'),
      isRowHeader: true,
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

  return (
    <>
      <DataTable
        rows={data?.results ?? []}
        columns={columns}
        getRowId={(withdrawal) => withdrawal.id}
        getRowName={(withdrawal) => intl.formatDate(withdrawal.created_at, { dateStyle: 'medium' })}
        labels={{ table: say('dashboard.withdrawals.title'), loading: say('common.loading') }}
        isLoading={!data}
        loadingRowCount={2}
        emptyState={<EmptyState title={say('dashboard.withdrawals.empty')} headingLevel={3} />}
      />
      <Pagination
        page={page}
        pageCount={Math.ceil((data?.count ?? 0) / WITHDRAWALS_PAGE_SIZE)}
        onPageChange={onPageChange}
        labels={paginationLabels}
      />
    </>
  );
}
