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
  /**
   * Shown under the label and read with it: why the action is unavailable, or what it needs,
   * e.g. "Mark it as preparing first".
   * @default undefined
   */
  description?: string;
}

export interface DataTableRowActions<T> {
  /** The actions of a row, in menu order. */
  items: (row: T) => readonly DataTableRowAction[];
  /** Called with the chosen action's id and its row. */
  onAction: (actionId: string, row: T) => void;
  /** The actions column's header, e.g. "Actions". */
  columnLabel: string;
  /** A row's actions button, given the row's name, e.g. `(name) => \`Actions for ${name}\``. */
  label: (rowName: string) => string;
}

export interface DataTableSearch {
  /** Called with the box's text 350 ms after typing stops, and at once on Enter or clearing. */
  onChange: (text: string) => void;
  /** The box's name, also shown in it while empty, e.g. "Search purchases". */
  label: string;
  /** The clear button's name, e.g. "Clear search". */
  clearLabel: string;
  /**
   * The search in force, e.g. from the page's address: the box starts with it, and shows it again
   * when it changes elsewhere (Back, a "Clear filters" button) instead of what was typed.
   */
  value: string;
}

export interface DataTableLabels {
  /** The table's (and card list's) name, e.g. "My purchases". */
  table: string;
  /** Said while `isLoading`, e.g. "Loading ...". */
  loading: string;
}

export interface DataTableProps<T> {
  /** The rows of the current page, in the order to show them. */
  rows: readonly T[];
  /** The columns, in order. */
  columns: readonly DataTableColumn<T>[];
  /** A row's unique key. */
  getRowId: (row: T) => Key;
  /** A row's name in plain text (e.g. a product's name): for type-ahead and the actions button. */
  getRowName: (row: T) => string;
  /** Every word the table says itself. */
  labels: DataTableLabels;
  /**
   * The column and direction the rows are sorted by; shown in the header and told to screen
   * readers. The app sorts (or asks the API to) in `onSortChange`.
   * @default undefined
   */
  sortDescriptor?: SortDescriptor;
  /**
   * Called when a sortable header is pressed, with the column and the new direction.
   * @default undefined
   */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /**
   * Each row's actions, in a menu at the row's end (a column of its own in the table).
   * @default undefined
   */
  rowActions?: DataTableRowActions<T>;
  /**
   * Whether rows are loading: placeholder rows take their place and the table is `aria-busy`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * How many placeholder rows to show while loading; the page size is a good choice.
   * @default 5
   */
  loadingRowCount?: number;
  /**
   * Shown when there are no rows and nothing is loading, e.g. an `<EmptyState>`.
   * @default undefined
   */
  emptyState?: ReactNode;
  /**
   * A search box above the table, which calls `search.onChange` 350 ms after typing stops.
   * @default undefined
   */
  search?: DataTableSearch;
}

/** What the table and the card list get: the table's props, defaults filled in, less the search box. */
export type DataTableViewProps<T> = Omit<
  DataTableProps<T>,
  'isLoading' | 'loadingRowCount' | 'search'
> & { isLoading: boolean; loadingRowCount: number };
