import type { ProductOrdering } from '@plaza/api';
import { ChipGroup } from '@plaza/ui';
import { useMessage } from '../../../hooks/use-message';
import type { MessageId } from '../../../i18n/messages';

const OPTIONS: { id: ProductOrdering; label: MessageId }[] = [
  { id: 'relevance', label: 'explore.sort.relevance' },
  { id: '-created', label: 'explore.sort.newest' },
  { id: '-rating', label: 'explore.sort.bestRated' },
  { id: 'price', label: 'explore.sort.priceAscending' },
  { id: '-price', label: 'explore.sort.priceDescending' },
  { id: 'name', label: 'explore.sort.name' },
];

interface SortFilterProps {
  /** The order in force. */
  value: ProductOrdering;
  /** Whether a search is on: relevance means something only then. */
  isSearching: boolean;
  onChange: (ordering: ProductOrdering) => void;
}

/** The order of the products (docs/api.md, Catalogue: `ordering`). */
export function SortFilter({ value, isSearching, onChange }: SortFilterProps) {
  const say = useMessage();
  const options = OPTIONS.filter((option) => isSearching || option.id !== 'relevance');
  return (
    <ChipGroup
      label={say('explore.sort')}
      items={options.map((option) => ({ id: option.id, label: say(option.label) }))}
      selectedKey={value}
      disallowEmptySelection
      onSelectionChange={(key) => {
        const chosen = options.find((option) => option.id === key);
        if (chosen) onChange(chosen.id);
      }}
    />
  );
}
