import { Select } from '../Select/Select.js';
import * as styles from './Pagination.css.js';

export interface PageSizeChoice {
  /** Rows per page now. */
  value: number;
  /** The sizes offered, e.g. `[10, 20, 50, 100]` (API.md allows up to 100). */
  options: readonly number[];
  /** Called with the size chosen; the app usually goes back to page 1. */
  onChange: (pageSize: number) => void;
  /** The select's label, e.g. "Per page". */
  label: string;
}

/** How many rows a page holds, as the design system's Select. */
export function PageSizeSelect({ value, options, onChange, label }: PageSizeChoice) {
  return (
    <div className={styles.pageSize}>
      <Select
        label={label}
        options={options.map((size) => ({ id: size, label: String(size) }))}
        value={value}
        onChange={(size) => {
          if (size !== null) onChange(Number(size));
        }}
      />
    </div>
  );
}
