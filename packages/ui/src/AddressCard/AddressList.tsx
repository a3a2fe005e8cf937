import type { ReactNode } from 'react';
import { GridList, type Key } from 'react-aria-components';
import * as styles from './AddressCard.css.js';

export interface AddressListProps {
  /** Names the list, e.g. "Shipping address". */
  'aria-label': string;
  /** The chosen address's id, or `null` for none yet. */
  selectedId: string | null;
  /** Called with the id of the address chosen. */
  onSelectionChange: (id: string) => void;
  /** Shown when there are no addresses, e.g. "No addresses yet". */
  emptyLabel: string;
  /** `AddressCard`s. */
  children: ReactNode;
}

/**
 * Addresses to choose one from, as a react-aria GridList with single selection: arrow keys move
 * between cards, Space or Enter chooses (like a radio group), and the right and left arrows
 * reach each card's edit and delete buttons.
 */
export function AddressList({
  'aria-label': ariaLabel,
  selectedId,
  onSelectionChange,
  emptyLabel,
  children,
}: AddressListProps) {
  return (
    <GridList
      aria-label={ariaLabel}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedId === null ? [] : [selectedId]}
      onSelectionChange={(keys) => {
        const [key]: Key[] = keys === 'all' ? [] : [...keys];
        if (key !== undefined) onSelectionChange(String(key));
      }}
      renderEmptyState={() => <p className={styles.empty}>{emptyLabel}</p>}
      className={styles.list}
    >
      {children}
    </GridList>
  );
}
