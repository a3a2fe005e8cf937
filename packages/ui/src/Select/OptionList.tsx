import { CheckIcon } from '@phosphor-icons/react/dist/ssr/Check';
import { ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import * as styles from './OptionList.css.js';

/** One choice of a Select or a ComboBox. */
export interface SelectOption {
  /** Handed back when chosen. */
  id: Key;
  /** The visible text, also used to type ahead and to filter. */
  label: string;
  /**
   * Whether it cannot be chosen.
   * @default false
   */
  isDisabled?: boolean;
}

interface OptionListProps {
  /** The options; a ComboBox gives its ListBox the filtered ones itself. */
  options?: readonly SelectOption[];
  /** Shown when no option is left, e.g. after filtering a ComboBox. */
  emptyLabel?: string;
}

/** The popover listbox under Select and ComboBox; the chosen option has a check, not colour only. */
export function OptionList({ options, emptyLabel }: OptionListProps) {
  return (
    <Popover className={styles.panel} offset={4}>
      <ListBox<SelectOption>
        items={options}
        className={styles.list}
        renderEmptyState={
          emptyLabel === undefined ? undefined : () => <p className={styles.empty}>{emptyLabel}</p>
        }
      >
        {(option) => (
          <ListBoxItem
            id={option.id}
            textValue={option.label}
            isDisabled={option.isDisabled}
            className={styles.option}
          >
            {({ isSelected }) => (
              <>
                <span className={styles.optionLabel}>{option.label}</span>
                {isSelected && <CheckIcon aria-hidden weight="bold" className={styles.check} />}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
