import type { DataTableLabels } from '@plaza/ui';

/** A sample DataTable's English labels, given the table's name. */
export function tableLabels(table: string): DataTableLabels {
  return { table, loading: 'Loading ...' };
}

/** The English labels of a sample DataTable's row actions: spread them beside `items` and `onAction`. */
export const rowActionLabels = {
  columnLabel: 'Actions',
  label: (rowName: string) => `Actions for ${rowName}`,
};
