import {
  DataTable,
  EmptyState,
  Pagination,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRowActions,
} from '@plaza/ui';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ClearFiltersButton } from '../empty/clear-filters-button';
import { LoadError } from '../errors/load-error';
import { useMessage } from '../../hooks/use-message';
import { usePaginationLabels } from '../../hooks/use-pagination-labels';
import type { ListAnswer } from '../../lib/list-answer';
import { REVIEW_PAGE_SIZE } from '../../lib/review-query';
import { NothingToReview } from './nothing-to-review';
import * as styles from './review-list.css';
import { StatusFilter, type StatusFilterProps } from './status-filter';
import type { ReviewListState } from './use-review-list-state';

interface ReviewListProps<T, S extends string> {
  /** The table's name, e.g. "Withdrawals". */
  label: string;
  answer: ListAnswer<T>;
  /** The list's page and filters (`useReviewListState`), which the filter, search and pages change. */
  list: ReviewListState<{ status?: S | null; search?: string }>;
  columns: readonly DataTableColumn<T>[];
  getRowId: DataTableProps<T>['getRowId'];
  getRowName: (row: T) => string;
  /** What a list its filters leave empty says, e.g. "No withdrawals with this status". */
  noMatchTitle: string;
  /** A status filter above the table (one status, or any), on the list's `status`. */
  statusFilter?: Omit<StatusFilterProps<S>, 'value' | 'onChange'>;
  /** The name of a search box over the table, on the list's `search`. */
  searchLabel?: string;
  /** Each row's menu of decisions, under the administrators' "Actions" column. */
  actions: Pick<DataTableRowActions<T>, 'items' | 'onAction'>;
  /** The dialogs the actions open, e.g. a ReasonDialog. */
  children?: ReactNode;
}

/**
 * An administrators' review list: filters, the table with each row's actions (cards on phones),
 * a retry when the first page fails, the pages, and the dialogs the actions open.
 */
export function ReviewList<T, S extends string = never>({
  label,
  answer: { data, error, isValidating, mutate },
  list,
  noMatchTitle,
  statusFilter,
  searchLabel,
  actions,
  children,
  ...table
}: ReviewListProps<T, S>) {
  const say = useMessage();
  const intl = useIntl();
  const paginationLabels = usePaginationLabels();
  const filters = useRef<HTMLDivElement>(null);
  const isFiltered = !!list.status || !!list.search;
  return (
    <div ref={filters} className={styles.root}>
      {statusFilter && (
        <StatusFilter
          {...statusFilter}
          value={list.status ?? null}
          onChange={(status) => list.setFilter({ status })}
        />
      )}
      {error && !data ? (
        <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
      ) : (
        <DataTable
          {...table}
          rows={data?.results ?? []}
          labels={{ table: label, loading: say('common.loading') }}
          isLoading={!data}
          emptyState={
            isFiltered ? (
              <EmptyState
                title={noMatchTitle}
                headingLevel={2}
                action={
                  <ClearFiltersButton
                    onClear={() => list.setFilter({ status: null, search: '' })}
                    filters={filters}
                  />
                }
              />
            ) : (
              <NothingToReview />
            )
          }
          search={
            searchLabel === undefined
              ? undefined
              : {
                  label: searchLabel,
                  clearLabel: say('explore.clearSearch'),
                  value: list.search ?? '',
                  onChange: (text) => list.setFilter({ search: text.trim() }),
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
        page={list.page}
        pageCount={Math.ceil((data?.count ?? 0) / REVIEW_PAGE_SIZE)}
        onPageChange={list.setPage}
        labels={paginationLabels}
      />
      {children}
    </div>
  );
}
