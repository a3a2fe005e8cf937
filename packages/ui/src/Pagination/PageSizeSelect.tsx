import { CaretDownIcon } from '@phosphor-icons/react/dist/ssr/CaretDown';
import { lazy, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { field, label as labelStyle } from '../Field/Field.css.js';
import { LazyPart } from '../lazy/LazyPart.js';
import * as selectStyles from '../Select/Select.css.js';
import * as styles from './Pagination.css.js';

export interface PageSizeChoice {
  /** Rows per page now. */
  value: number;
  /** The sizes offered, e.g. `[10, 20, 50, 100]` (docs/api.md allows up to 100). */
  options: readonly number[];
  /** Called with the size chosen; the app usually goes back to page 1. */
  onChange: (pageSize: number) => void;
  /** The select's label, e.g. "Per page". */
  label: string;
}

/**
 * The design system's Select, with its list box and popover, comes when the size is about to be
 * changed: it is about 6 KB of a first visit's script (gzipped) that a list's first screen never
 * uses (issue 36).
 */
const loadSelect = () => import('../Select/Select.js');
const Select = lazy(async () => ({ default: (await loadSelect()).Select }));

/** Keys that open a select's list. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * How many rows a page holds, as the design system's Select. Until it is opened, a button that
 * looks and reads as the select's closed trigger stands in; hovering or focusing it fetches the
 * select, and pressing it (or an arrow key) shows the select open, focused. If the select's code
 * cannot be fetched, the stand-in stays.
 */
export function PageSizeSelect({ value, options, onChange, label }: PageSizeChoice) {
  const [isOpened, setOpened] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const open = () => setOpened(true);
  const standIn = (
    <div className={field}>
      <span id={labelId} className={labelStyle}>
        {label}
      </span>
      <Button
        className={selectStyles.trigger}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${valueId} ${labelId}`}
        onHoverStart={() => void loadSelect()}
        onFocus={() => void loadSelect()}
        onPress={open}
        onKeyDown={(event) => {
          if (OPENING_KEYS.has(event.key)) open();
          else event.continuePropagation();
        }}
      >
        <span id={valueId} className={selectStyles.value}>
          {value}
        </span>
        <CaretDownIcon aria-hidden className={selectStyles.chevron} />
      </Button>
    </div>
  );
  return (
    <div className={styles.pageSize}>
      {isOpened ? (
        <LazyPart fallback={standIn}>
          <Select
            label={label}
            options={options.map((size) => ({ id: size, label: String(size) }))}
            value={value}
            onChange={(size) => {
              if (size !== null) onChange(Number(size));
            }}
            defaultOpen
            // It takes the place of the stand-in that was just pressed, which had focus.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
        </LazyPart>
      ) : (
        standIn
      )}
    </div>
  );
}
