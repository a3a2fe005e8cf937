import type { Withdrawal } from '@plaza/api';
import { DataTable, EmptyState, Pagination } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/errors/load-error';
import { useMessage } from '../../../hooks/use-message';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { useWithdrawals, WITHDRAWALS_PAGE_SIZE } from '../api/get-withdrawals';
import { useWithdrawalColumns } from '../../../components/withdrawal-columns';

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
  const columns = useWithdrawalColumns<Withdrawal>();
  const { data, error, isValidating, mutate } = useWithdrawals(page);

  if (error && !data)
    return <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />;

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
