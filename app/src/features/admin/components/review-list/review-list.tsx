import {
  DataTable,
  EmptyState,
  Pagination,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRowActions,
} from '@plaza/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../../components/errors/load-error';
import { useMessage } from '../../../../hooks/use-message';
import { usePaginationLabels } from '../../../../hooks/use-pagination-labels';
import { REVIEW_PAGE_SIZE, type ReviewAnswer } from '../../../../lib/review-query';
import * as styles from './review-list.css';

interface ReviewListProps<T> {
  /** The table's name, e.g. "Withdrawals". */
  label: string;
  answer: ReviewAnswer<T>;
  page: number;
  onPageChange: (page: number) => void;
  columns: readonly DataTableColumn<T>[];
  getRowId: DataTableProps<T>['getRowId'];
  getRowName: (row: T) => string;
  /** The empty state's title, e.g. "No withdrawals". */
  emptyTitle: string;
  /** What stands above the table, e.g. a StatusFilter. */
  filters?: ReactNode;
  /** A search box over the table; `onChange` gets the trimmed text. */
  search?: { label: string; value: string; onChange: (text: string) => void };
  /** Each row's menu of decisions, under the administrators' "Actions" column. */
  actions: Pick<DataTableRowActions<T>, 'items' | 'onAction'>;
  /** The dialogs the actions open, e.g. a ReasonDialog. */
  children?: ReactNode;
}

/**
 * An administrators' review list: filters, the table with each row's actions (cards on phones),
 * a retry when the first page fails, the pages, and the dialogs the actions open.
 */
export function ReviewList<T>({
  label,
  answer: { data, error, isValidating, mutate },
  page,
  onPageChange,
  emptyTitle,
  filters,
  search,
  actions,
  children,
  ...table
}: ReviewListProps<T>) {
  const say = useMessage();
  const intl = useIntl();
  const paginationLabels = usePaginationLabels();
  return (
    <div className={styles.root}>
      {filters}
      {error && !data ? (
        <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
      ) : (
        <DataTable
          {...table}
          rows={data?.results ?? []}
          labels={{ table: label, loading: say('common.loading') }}
          isLoading={!data}
          emptyState={<EmptyState title={emptyTitle} headingLevel={2} />}
          search={
            search && {
              label: search.label,
              clearLabel: say('explore.clearSearch'),
              defaultValue: search.value,
              onChange: (text) => search.onChange(text.trim()),
            }
          }
          rowActions={{
            ...actions,
            columnLabel: say('admin.actions'),
            label: (name) => intl.formatMessage({ id: 'admin.actionsFor' }, { name }),
          }}
        />
      )}
      <Pagination
        page={page}
        pageCount={Math.ceil((data?.count ?? 0) / REVIEW_PAGE_SIZE)}
        onPageChange={onPageChange}
        labels={paginationLabels}
      />
      {children}
    </div>
  );
}
