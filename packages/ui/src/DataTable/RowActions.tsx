import { DotsThreeIcon } from '@phosphor-icons/react/dist/ssr/DotsThree';
import type { ComponentProps } from 'react';
import {
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Text,
  type MenuItemProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton.js';
import * as menuStyles from '../styles/menu.css.js';
import type { DataTableRowAction, DataTableViewProps } from './types.js';

interface RowActionsProps {
  /** The button's name, e.g. "Actions for Desk lamp". */
  label: string;
  actions: readonly DataTableRowAction[];
  onAction: (actionId: string) => void;
}

/**
 * An action that is off but says why stays focusable (announced as unavailable, with its reason),
 * since react-aria's menu skips disabled items with the keyboard and the reason would only be seen
 * with a mouse. One that is off without a reason is a plain disabled item.
 */
const isOffWithReason = (action: DataTableRowAction) =>
  Boolean(action.isDisabled && action.description);

/**
 * The menu item's element, announced as unavailable while react-aria still lets it take focus.
 * The props are a div's: a row action has no `href`, so react-aria draws no link.
 */
const renderUnavailable: MenuItemProps['render'] = (props) => (
  <div {...(props as ComponentProps<'div'>)} aria-disabled="true" />
);

/** A row's actions behind one "…" button, so every row keeps one tab stop and a narrow column. */
export function RowActions({ label, actions, onAction }: RowActionsProps) {
  const offIds = new Set(actions.filter((action) => action.isDisabled).map((action) => action.id));
  return (
    <MenuTrigger>
      <IconButton label={label} size="sm" showTooltip={false}>
        <DotsThreeIcon weight="bold" />
      </IconButton>
      <Popover placement="bottom end" className={menuStyles.popover}>
        <Menu
          items={actions}
          disabledKeys={actions
            .filter((action) => action.isDisabled && !isOffWithReason(action))
            .map((action) => action.id)}
          onAction={(id) => {
            if (!offIds.has(String(id))) onAction(String(id));
          }}
          className={menuStyles.menu}
        >
          {(action) => (
            <MenuItem
              textValue={action.label}
              // Choosing an unavailable action does nothing, like a disabled item: the menu stays.
              {...(isOffWithReason(action) && {
                render: renderUnavailable,
                shouldCloseOnSelect: false,
              })}
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
