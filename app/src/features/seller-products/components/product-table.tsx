import type { ProductSummary } from '@plaza/api';
import {
  DataTable,
  EmptyState,
  Money,
  Pagination,
  type DataTableColumn,
  type DataTableRowActions,
} from '@plaza/ui';
import { useRef, type ReactElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMessage } from '../../../hooks/use-message';
import { usePaginationLabels } from '../../../hooks/use-pagination-labels';
import { toCents } from '../../../lib/money';
import type { ListAnswer } from '../../../lib/list-answer';
import { REVIEW_PAGE_SIZE, type ReviewQuery } from '../../../lib/review-query';
import { ClearFiltersButton } from '../../../components/empty/clear-filters-button';
import { LoadError } from '../../../components/errors/load-error';
import { ProductStatusBadge, ProductStatusFilter } from './product-status';
import * as styles from './product-table.css';

interface ProductTableProps {
  /** The table's name, e.g. "My products". */
  label: string;
  query: ReviewQuery;
  onQueryChange: (query: ReviewQuery) => void;
  /** The list call's answer for `query` (with `productReviewQuery`). */
  answer: ListAnswer<ProductSummary>;
  /** Columns after name, status, price and stock, e.g. the seller. */
  extraColumns?: readonly DataTableColumn<ProductSummary>[];
  /** Each row's menu, under the "Actions" column. */
  actions: Pick<DataTableRowActions<ProductSummary>, 'items' | 'onAction'>;
  /** What the list shows with no products at all; one its filters leave empty offers to clear them. */
  empty: ReactElement;
}

/**
 * Products for review, as a seller's own list and the administrators' list show them: search,
 * status filter, name with the moderation reason of a suspended one, status, price, stock with the
 * units unpaid purchases hold, the caller's actions, and the pages. Cards replace rows on phones (DataTable).
 */
export function ProductTable({
  label,
  query,
  onQueryChange,
  answer: { data, error, isValidating, mutate },
  extraColumns = [],
  actions,
  empty,
}: ProductTableProps) {
  const intl = useIntl();
  const say = useMessage();
  const paginationLabels = usePaginationLabels();

  const columns: DataTableColumn<ProductSummary>[] = [
    {
      id: 'name',
      label: say('productTable.name'),
      isRowHeader: true,
      cell: (product) => <bdi>{product.name}</bdi>,
    },
    {
      id: 'status',
      label: say('productTable.status'),
      cell: (product) => (
        <span className={styles.status}>
          <ProductStatusBadge status={product.status} />
          {product.status === 'suspended' && product.moderation_reason && (
            <span className={styles.note}>
              <FormattedMessage
                id="productTable.reason"
                values={{ reason: <bdi>{product.moderation_reason}</bdi> }}
              />
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'price',
      label: say('productTable.price'),
      align: 'end',
      cell: (product) => <Money cents={toCents(product.price)} />,
    },
    {
      id: 'stock',
      label: say('productTable.stock'),
      align: 'end',
      cell: (product) => (
        <span className={styles.stock}>
          {intl.formatNumber(product.quantity)}
          {!!product.reserved_quantity && (
            <span className={styles.note}>
              <FormattedMessage
                id="productTable.held"
                values={{ count: product.reserved_quantity }}
              />
            </span>
          )}
        </span>
      ),
    },
    ...extraColumns,
  ];

  const change = (next: Partial<ReviewQuery>) => onQueryChange({ ...query, page: 1, ...next });
  const pageCount = data ? Math.ceil(data.count / REVIEW_PAGE_SIZE) : 0;
  const filters = useRef<HTMLDivElement>(null);
  const isFiltered = query.search !== '' || query.status !== null;

  return (
    <div ref={filters} className={styles.root}>
      <div className={styles.filters}>
        <ProductStatusFilter value={query.status} onChange={(status) => change({ status })} />
      </div>
      {error && !data ? (
        <LoadError error={error} onRetry={() => void mutate()} isRetrying={isValidating} />
      ) : (
        <DataTable
          rows={data?.results ?? []}
          columns={columns}
          getRowId={(product) => product.id}
          getRowName={(product) => product.name}
          labels={{ table: label, loading: say('common.loading') }}
          isLoading={!data}
          loadingRowCount={Math.min(REVIEW_PAGE_SIZE, 5)}
          rowActions={{
            ...actions,
            columnLabel: say('productTable.actions'),
            label: (name) => intl.formatMessage({ id: 'productTable.actionsFor' }, { name }),
          }}
          emptyState={
            isFiltered ? (
              <EmptyState
                title={say('productTable.noMatch')}
                headingLevel={2}
                action={
                  <ClearFiltersButton
                    onClear={() => onQueryChange({ search: '', status: null, page: 1 })}
                    filters={filters}
                  />
                }
              />
            ) : (
              empty
            )
          }
          search={{
            label: say('productTable.search'),
            clearLabel: say('explore.clearSearch'),
            value: query.search,
            onChange: (search) => change({ search: search.trim() }),
          }}
        />
      )}
      <Pagination
        page={query.page}
        pageCount={pageCount}
        onPageChange={(page) => onQueryChange({ ...query, page })}
        labels={paginationLabels}
      />
    </div>
  );
}
