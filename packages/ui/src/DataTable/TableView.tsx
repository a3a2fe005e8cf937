import { ArrowDownIcon } from '@phosphor-icons/react/dist/ssr/ArrowDown';
import { ArrowUpIcon } from '@phosphor-icons/react/dist/ssr/ArrowUp';
import { CaretUpDownIcon } from '@phosphor-icons/react/dist/ssr/CaretUpDown';
import type { ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type SortDirection,
} from 'react-aria-components';
import { rowHeaderOf } from './columns.js';
import * as styles from './DataTable.css.js';
import { LoadingPlaceholders } from './LoadingPlaceholders.js';
import { rowActionsOf } from './RowActions.js';
import type { DataTableViewProps } from './types.js';

interface ViewColumn<T> {
  id: string;
  label: string;
  cell: (row: T) => ReactNode;
  isSortable: boolean;
  isRowHeader: boolean;
  align: 'start' | 'end';
}

// A key no app column will use, so the actions column never collides with `columns`.
const ACTIONS = '@plaza/ui:actions';

/** The wide layout: a react-aria Table with sortable headers and a row actions column. */
export function TableView<T>(props: DataTableViewProps<T>) {
  const { rows, columns, getRowId, getRowName, labels, isLoading, loadingRowCount, emptyState } =
    props;
  const rowHeader = rowHeaderOf(columns);
  const viewColumns: ViewColumn<T>[] = columns.map((column) => ({
    id: column.id,
    label: column.label,
    cell: column.cell,
    isSortable: column.isSortable ?? false,
    isRowHeader: column === rowHeader,
    align: column.align ?? 'start',
  }));
  if (props.rowActions) {
    viewColumns.push({
      id: ACTIONS,
      label: props.rowActions.columnLabel,
      isSortable: false,
      isRowHeader: false,
      align: 'end',
      cell: (row) => rowActionsOf(props, row),
    });
  }

  return (
    // Wide tables scroll sideways inside their box instead of widening the page.
    <div className={styles.scroller}>
      <Table
        aria-label={labels.table}
        sortDescriptor={props.sortDescriptor}
        onSortChange={props.onSortChange}
        className={styles.table}
      >
        <TableHeader columns={viewColumns} className={styles.header}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.isSortable}
              className={`${styles.column} ${styles.align[column.align]}`}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnLabel}>
                  {column.label}
                  {allowsSorting && <SortIcon direction={sortDirection} />}
                </span>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={isLoading ? [] : rows}
          dependencies={[viewColumns]}
          renderEmptyState={() =>
            isLoading ? (
              <LoadingPlaceholders label={labels.loading} count={loadingRowCount} look="rows" />
            ) : (
              emptyState
            )
          }
        >
          {(row) => (
            <Row
              id={getRowId(row)}
              columns={viewColumns}
              // react-aria's type-ahead matches this when letters are typed on a focused row.
              textValue={getRowName(row)}
              className={styles.row}
            >
              {(column) => (
                <Cell className={`${styles.cell} ${styles.align[column.align]}`}>
                  {column.cell(row)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

const sortIcons = { ascending: ArrowUpIcon, descending: ArrowDownIcon };

/** An arrow for the sorted column's direction; a faint double caret on the others it can sort by. */
function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  const Icon = direction ? sortIcons[direction] : CaretUpDownIcon;
  return (
    <span aria-hidden className={direction ? styles.sortIcon : styles.sortIconIdle}>
      <Icon weight="bold" />
    </span>
  );
}
