import { SearchField } from '@plaza/ui';
import { useEffect, useState } from 'react';
import { useMessage } from '../../../hooks/use-message';

/** docs/product.md, section 2: type-ahead search settles 350 ms after the last key. */
export const SEARCH_DELAY_MS = 350;

interface ProductSearchProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, on Enter, and when cleared. */
  onSearch: (search: string) => void;
}

/** Type-ahead product search: the list follows the text as it is typed, without a request per key. */
export function ProductSearch({ value, onSearch }: ProductSearchProps) {
  const say = useMessage();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);

  // The search changed elsewhere (Back, a link, Clear filters): show it instead of the draft.
  if (value !== applied) {
    setApplied(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onSearch(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <SearchField
      label={say('explore.search')}
      clearLabel={say('explore.clearSearch')}
      value={draft}
      onChange={setDraft}
      onSubmit={(text) => onSearch(text.trim())}
      onClear={() => onSearch('')}
      maxLength={200}
    />
  );
}
