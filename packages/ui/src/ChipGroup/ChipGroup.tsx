import { CheckIcon } from '@phosphor-icons/react/dist/ssr/Check';
import { Label, Tag, TagGroup, TagList, type Key, type Selection } from 'react-aria-components';
import * as styles from './ChipGroup.css.js';

export interface ChipItem {
  /** Unique id, handed back on selection. */
  id: string | number;
  /** Visible text of the chip. */
  label: string;
}

interface ChipGroupBaseProps {
  /** Visible label of the group, e.g. "Categories". */
  label: string;
  /** The chips, in order. */
  items: readonly ChipItem[];
  /**
   * Text shown in place of the chips when `items` is empty, e.g. "No categories yet".
   * @default undefined (nothing is shown)
   */
  emptyLabel?: string;
  /**
   * Ids of chips that cannot be selected.
   * @default undefined
   */
  disabledKeys?: Iterable<Key>;
  /**
   * Whether at least one chip must stay selected; otherwise pressing a selected chip clears it.
   * @default false
   */
  disallowEmptySelection?: boolean;
}

export interface ChipGroupSingleProps extends ChipGroupBaseProps {
  /**
   * One chip at a time (a filter), or any number of them.
   * @default 'single'
   */
  selectionMode?: 'single';
  /**
   * The selected chip's id, or `null` for none (controlled).
   * @default undefined
   */
  selectedKey?: Key | null;
  /**
   * The chip selected at first (uncontrolled).
   * @default undefined
   */
  defaultSelectedKey?: Key | null;
  /**
   * Called with the newly selected id, or `null` when the selection is cleared.
   * @default undefined
   */
  onSelectionChange?: (key: Key | null) => void;
}

export interface ChipGroupMultipleProps extends ChipGroupBaseProps {
  /** One chip at a time (a filter), or any number of them. */
  selectionMode: 'multiple';
  /**
   * The selected chips' ids (controlled).
   * @default undefined
   */
  selectedKeys?: Iterable<Key>;
  /**
   * The chips selected at first (uncontrolled).
   * @default undefined
   */
  defaultSelectedKeys?: Iterable<Key>;
  /** Called with the ids of all selected chips. */
  onSelectionChange?: (keys: Set<Key>) => void;
}

export type ChipGroupProps = ChipGroupSingleProps | ChipGroupMultipleProps;

/**
 * A labelled, wrapping group of selectable chips on react-aria's TagGroup: one tab stop, arrow keys
 * move between chips, Enter or Space selects.
 */
export function ChipGroup(props: ChipGroupProps) {
  const { label, items, emptyLabel, disabledKeys, disallowEmptySelection } = props;
  return (
    <TagGroup
      {...selectionProps(props)}
      disabledKeys={disabledKeys}
      disallowEmptySelection={disallowEmptySelection}
      className={styles.group}
    >
      <Label className={styles.label}>{label}</Label>
      <TagList
        items={items}
        className={styles.list}
        renderEmptyState={
          emptyLabel === undefined
            ? undefined
            : () => <span className={styles.empty}>{emptyLabel}</span>
        }
      >
        {(item) => (
          <Tag id={item.id} textValue={item.label} className={styles.chip}>
            {({ isSelected }) => (
              <>
                {/* Selection is shown by shape as well as colour. */}
                {isSelected && (
                  <CheckIcon aria-hidden size="1em" weight="bold" className={styles.check} />
                )}
                <span className={styles.chipLabel}>{item.label}</span>
              </>
            )}
          </Tag>
        )}
      </TagList>
    </TagGroup>
  );
}

// Maps the key-or-null API for single selection onto react-aria's Set-based one.
function selectionProps(props: ChipGroupProps) {
  if (props.selectionMode === 'multiple') {
    const { selectedKeys, defaultSelectedKeys, onSelectionChange, items } = props;
    return {
      selectionMode: 'multiple' as const,
      selectedKeys,
      defaultSelectedKeys,
      // A plain Set: react-aria's subclass carries internal focus bookkeeping.
      onSelectionChange: (keys: Selection) =>
        onSelectionChange?.(new Set(keys === 'all' ? items.map((item) => item.id) : keys)),
    };
  }
  const { selectedKey, defaultSelectedKey, onSelectionChange } = props;
  return {
    selectionMode: 'single' as const,
    selectedKeys: selectedKey === undefined ? undefined : toKeys(selectedKey),
    defaultSelectedKeys: defaultSelectedKey === undefined ? undefined : toKeys(defaultSelectedKey),
    onSelectionChange: (keys: Selection) => {
      const [first = null] = keys === 'all' ? [] : keys;
      onSelectionChange?.(first);
    },
  };
}

const toKeys = (key: Key | null): Key[] => (key === null ? [] : [key]);
