// A product's attribute and level rows, as the Repeater stories and the product form keep them.
import type { RepeaterLabels } from '@plaza/ui';

/** One attribute of a product: a name and its value. */
export interface Attribute {
  id: string;
  name: string;
  value: string;
}

/** One level of a product's network: the percentage of the payment it earns. */
export interface Level {
  id: string;
  percentage: number;
}

/** `rows` with the row of `id` changed by `patch`: how a controlled Repeater's owner edits one. */
export const updateRow = <Row extends { id: string }>(
  rows: readonly Row[],
  id: string,
  patch: Partial<Row>,
): Row[] => rows.map((row) => (row.id === id ? { ...row, ...patch } : row));

/** A Repeater's labels: the add button, then each row and its remove button, numbered. */
export const repeaterLabels = (add: string, row: string, remove: string): RepeaterLabels => ({
  add,
  row: (position) => `${row} ${position}`,
  remove: (position) => `${remove} ${position}`,
});
