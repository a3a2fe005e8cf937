import type { PurchaseStatus } from '@plaza/api';
import {
  DataTable,
  EmptyState,
  Pagination,
  type DataTableColumn,
  type DataTableRowActions,
} from '@plaza/ui';
import { ReceiptIcon } from '@phosphor-icons/react/dist/ssr/Receipt';
import { useRef, useState, type ReactElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMessage } from '../../hooks/use-message';
import type { ListAnswer } from '../../lib/list-answer';
import { ClearFiltersButton } from '../empty/clear-filters-button';
import { LoadError } from '../errors/load-error';
import * as styles from './orders.css';
import { StatusFilter } from './status-filter';

/** Rows per page of the purchase and sale lists. */
export const ORDER_PAGE_SIZE = 10;

/** A list's filters and page, as docs/api.md's list calls take them. */
export interface OrderListQuery {
  page: number;
  page_size: number;
  search?: string;
  status?: PurchaseStatus;
}

/** The query of a purchase or sale list, with setters that go back to page 1 when a filter changes. */
export function useOrderListQuery(initialStatus?: PurchaseStatus) {
  const [query, setQuery] = useState<OrderListQuery>({
    page: 1,
    page_size: ORDER_PAGE_SIZE,
    status: initialStatus,
  });
  return {
    query,
    setSearch: (search: string) =>
      setQuery((current) => ({ ...current, page: 1, search: search.trim() || undefined })),
    setStatus: (status: PurchaseStatus | undefined) =>
      setQuery((current) => ({ ...current, page: 1, status })),
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
    clearFilters: () => setQuery((current) => ({ page: 1, page_size: current.page_size })),
  };
}

interface OrderListProps<T> {
  /** The list's name, e.g. "My purchases". */
  label: string;
  /** The search box's name, e.g. "Search purchases". */
  searchLabel: string;
  list: ReturnType<typeof useOrderListQuery>;
  /** The list call's answer for `list.query`; SWR keeps the previous page while the next loads. */
  answer: ListAnswer<T>;
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => number;
  getRowName: (row: T) => string;
  rowActions?: DataTableRowActions<T>;
  /**
   * What an empty list says it is for and where to go from it, e.g. "Explore" from My purchases;
   * a list emptied by its search or filter says so instead, and offers to clear them.
   */
  empty: { text?: string; action: ReactElement };
}

/**
 * A paginated list of purchases or sales: search, status filter, the table (cards on phones), how
 * many there are, and the pages. My purchases, My sales and Made purchases share it.
 */
export function OrderList<T>({
  label,
  searchLabel,
  list,
  answer: { data: page, error, isValidating, mutate },
  empty,
  ...table
}: OrderListProps<T>) {
  const intl = useIntl();
  const say = useMessage();
  const { query } = list;
  const pageCount = Math.max(1, Math.ceil((page?.count ?? 0) / query.page_size));
  const isFiltered = query.search !== undefined || query.status !== undefined;
  const filters = useRef<HTMLDivElement>(null);

  return (
    <div ref={filters} className={styles.list}>
      <div className={styles.filters}>
        <StatusFilter value={query.status} onChange={list.setStatus} />
      </div>
      {error && !page ? (
        <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
      ) : (
        <>
          <DataTable
            {...table}
            rows={page?.results ?? []}
            isLoading={!page}
            loadingRowCount={3}
            labels={{ table: label, loading: say('common.loading') }}
            search={{
              label: searchLabel,
              clearLabel: say('orders.clearSearch'),
              onChange: list.setSearch,
              value: query.search ?? '',
            }}
            emptyState={
              isFiltered ? (
                <EmptyState
                  title={say('orders.noMatch')}
                  headingLevel={2}
                  action={<ClearFiltersButton onClear={list.clearFilters} filters={filters} />}
                />
              ) : (
                <EmptyState
                  title={say('orders.empty')}
                  text={empty.text}
                  action={empty.action}
                  icon={<ReceiptIcon />}
                  headingLevel={2}
                />
              )
            }
          />
          {page && page.count > 0 && (
            <p className={styles.count} role="status">
              <FormattedMessage id="orders.count" values={{ count: page.count }} />
            </p>
          )}
          {pageCount > 1 && (
            <Pagination
              page={query.page}
              pageCount={pageCount}
              onPageChange={list.setPage}
              labels={{
                navigation: say('orders.pages'),
                previous: say('orders.previousPage'),
                next: say('orders.nextPage'),
                page: (number) => intl.formatMessage({ id: 'orders.page' }, { page: number }),
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
