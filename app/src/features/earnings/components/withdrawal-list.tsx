import type { Withdrawal } from '@plaza/api';
import { Button, DataTable, EmptyState, Pagination } from '@plaza/ui';
import { useIntl } from 'react-intl';
import { CreateProductLink } from '../../../components/empty/create-product-link';
import { LoadError } from '../../../components/errors/load-error';
import { useMessage } from '../../../hooks/use-message';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { useWithdrawals, WITHDRAWALS_PAGE_SIZE } from '../api/get-withdrawals';
import { useWithdrawalColumns } from './withdrawal-columns';

interface WithdrawalListProps {
  page: number;
  onPageChange: (page: number) => void;
  /**
   * Takes the user to the withdrawal form; given while the balance has money to withdraw, without
   * it an empty list leads to earning some.
   */
  onRequest?: () => void;
}

/** The user's withdrawals, newest first, with their status and the administrator's note. */
export function WithdrawalList({ page, onPageChange, onRequest }: WithdrawalListProps) {
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
        emptyState={
          <EmptyState
            title={say('dashboard.withdrawals.empty')}
            text={onRequest ? undefined : say('dashboard.withdrawals.emptyText')}
            headingLevel={3}
            action={
              onRequest ? (
                <Button variant="secondary" onPress={onRequest}>
                  {say('dashboard.withdrawals.request')}
                </Button>
              ) : (
                <CreateProductLink />
              )
            }
          />
        }
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
