import { Button } from '@plaza/ui';
import type { ReactNode, RefObject } from 'react';
import { useMessage } from '../../hooks/use-message';
import { focusFirstControl } from '../../lib/first-control';

interface ClearFiltersButtonProps {
  /** Sets every filter and the search back to "any". */
  onClear: () => void;
  /** The list's filters, where focus goes: the button leaves with the empty state it sits in. */
  filters: RefObject<HTMLElement | null>;
  /**
   * Its words, when others say better what clearing shows, e.g. "See all notifications".
   * @default "Clear filters"
   */
  children?: ReactNode;
}

/** The way out of a list that its filters left empty: all of it again. */
export function ClearFiltersButton({ onClear, filters, children }: ClearFiltersButtonProps) {
  const say = useMessage();
  return (
    <Button
      variant="secondary"
      onPress={() => {
        focusFirstControl(filters.current);
        onClear();
      }}
    >
      {children ?? say('common.clearFilters')}
    </Button>
  );
}
