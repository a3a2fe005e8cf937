import type { ReactNode } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';

export interface DataTableColumn<T> {
  /** Unique among the columns; what `sortDescriptor.column` names. */
  id: string;
  /** The header text, and the term beside each value in the card view. */
  label: string;
  /** The cell's content for a row. */
  cell: (row: T) => ReactNode;
  /**
   * Whether the header sorts by this column (the app sorts the rows, see `onSortChange`).
   * @default false
   */
  isSortable?: boolean;
  /**
   * Whether this column names the row: screen readers announce it with every cell, and it is
   * each card's title. The first column when none is marked.
   * @default false
   */
  isRowHeader?: boolean;
  /**
   * `end` for numbers and money, so digits line up.
   * @default 'start'
   */
  align?: 'start' | 'end';
}

export interface DataTableRowAction {
  /** What `onRowAction` receives. */
  id: string;
  label: string;
  /**
   * An icon before the label, e.g. `<PencilSimpleIcon />`.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Whether the action is unavailable for this row.
   * @default false
   */
  isDisabled?: boolean;
}

export interface DataTableLabels {
  /** The table's (and card list's) name, e.g. "My purchases". */
  table: string;
  /** Said while `isLoading`, e.g. "Loading ...". */
  loading: string;
  /** The row actions column's header, e.g. "Actions"; needed with `rowActions`. */
  actions?: string;
  /** A row's actions button, e.g. `(name) => \`Actions for ${name}\``; needed with `rowActions`. */
  rowActions?: (rowName: string) => string;
  /** The search box's label, e.g. "Search purchases"; needed with `onSearchChange`. */
  search?: string;
  /** The search box's clear button, e.g. "Clear search"; needed with `onSearchChange`. */
  clearSearch?: string;
}

export interface DataTableViewProps<T> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => Key;
  getRowName: (row: T) => string;
  labels: DataTableLabels;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  rowActions?: (row: T) => readonly DataTableRowAction[];
  onRowAction?: (actionId: string, row: T) => void;
  isLoading: boolean;
  loadingRowCount: number;
  emptyState?: ReactNode;
}
