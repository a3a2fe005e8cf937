import { DotsThreeIcon } from '@phosphor-icons/react/dist/ssr/DotsThree';
import { Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton.js';
import * as menuStyles from '../styles/menu.css.js';
import type { DataTableRowAction, DataTableViewProps } from './types.js';

interface RowActionsProps {
  /** The button's name, e.g. "Actions for Desk lamp". */
  label: string;
  actions: readonly DataTableRowAction[];
  onAction: (actionId: string) => void;
}

/** A row's actions behind one "…" button, so every row keeps one tab stop and a narrow column. */
export function RowActions({ label, actions, onAction }: RowActionsProps) {
  return (
    <MenuTrigger>
      <IconButton label={label} size="sm" showTooltip={false}>
        <DotsThreeIcon weight="bold" />
      </IconButton>
      <Popover placement="bottom end" className={menuStyles.popover}>
        <Menu
          items={actions}
          disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
          onAction={(id) => onAction(String(id))}
          className={menuStyles.menu}
        >
          {(action) => (
            <MenuItem
              textValue={action.label}
              className={`${menuStyles.item} ${action.description ? menuStyles.describedItem : ''}`}
            >
              {action.icon && (
                <span className={menuStyles.itemIcon} aria-hidden>
                  {action.icon}
                </span>
              )}
              {action.description ? (
                <span className={menuStyles.itemText}>
                  <Text slot="label">{action.label}</Text>
                  <Text slot="description" className={menuStyles.itemDescription}>
                    {action.description}
                  </Text>
                </span>
              ) : (
                <span className={menuStyles.itemLabel}>{action.label}</span>
              )}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** The actions button of `row` in either view, or nothing when the table has no row actions. */
export function rowActionsOf<T>({ rowActions, getRowName }: DataTableViewProps<T>, row: T) {
  if (!rowActions) return null;
  return (
    <RowActions
      label={rowActions.label(getRowName(row))}
      actions={rowActions.items(row)}
      onAction={(actionId) => rowActions.onAction(actionId, row)}
    />
  );
}
