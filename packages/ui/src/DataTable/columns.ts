import type { DataTableColumn } from './types.js';

/** The column that names each row: the one marked `isRowHeader`, else the first. */
export const rowHeaderOf = <T>(columns: readonly DataTableColumn<T>[]) =>
  columns.find((column) => column.isRowHeader) ?? columns[0];
