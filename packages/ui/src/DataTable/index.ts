export { DataTable, SEARCH_DELAY } from './DataTable.js';
export type {
  DataTableColumn,
  DataTableLabels,
  DataTableProps,
  DataTableRowAction,
  DataTableRowActions,
} from './types.js';
export type { SortDescriptor } from 'react-aria-components';
