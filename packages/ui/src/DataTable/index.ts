export { DataTable, SEARCH_DELAY, type DataTableProps } from './DataTable.js';
export type {
  DataTableColumn,
  DataTableLabels,
  DataTableRowAction,
  DataTableRowActions,
} from './types.js';
export type { SortDescriptor } from 'react-aria-components';
