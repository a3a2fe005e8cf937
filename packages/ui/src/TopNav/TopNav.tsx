import { CaretDownIcon } from '@phosphor-icons/react/dist/ssr/CaretDown';
import type { ReactNode } from 'react';
import { Button, Link, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { containsCurrent, type NavItem, type NavSection } from '../Sidebar/types.js';
import * as menuStyles from '../styles/menu.css.js';
import * as styles from './TopNav.css.js';

export interface TopNavProps {
  /** The same sections as the Sidebar's. */
  sections: readonly NavSection[];
  /** Name of the navigation landmark, e.g. "Main navigation". */
  label: string;
  /**
   * The current page's path.
   * @default undefined
   */
  currentHref?: string;
}

/**
 * The horizontal layout's menu bar: the sidebar's navigation in one row. Sections with a heading
 * (such as Administrator) and items with nested links become dropdown menus.
 */
export function TopNav({ sections, label, currentHref }: TopNavProps) {
  return (
    <nav aria-label={label} className={styles.root}>
      <ul className={styles.list}>
        {sections.flatMap((section) =>
          section.heading
            ? [
                <li key={section.id}>
                  <Dropdown
                    label={section.heading}
                    items={section.items.flatMap((item) => item.children ?? [item])}
                    currentHref={currentHref}
                  />
                </li>,
              ]
            : section.items.map((item) => (
                <li key={item.id}>
                  {item.children?.length ? (
                    <Dropdown
                      label={item.label}
                      icon={item.icon}
                      items={item.children}
                      currentHref={currentHref}
                    />
                  ) : (
                    <Link
                      href={item.href}
                      aria-current={item.href === currentHref ? 'page' : undefined}
                      className={styles.entry}
                    >
                      <span className={styles.icon} aria-hidden>
                        {item.icon}
                      </span>
                      {item.label}
                    </Link>
                  )}
                </li>
              )),
        )}
      </ul>
    </nav>
  );
}

interface DropdownProps {
  label: string;
  icon?: ReactNode;
  items: readonly NavItem[];
  currentHref: string | undefined;
}

function Dropdown({ label, icon, items, currentHref }: DropdownProps) {
  const holdsCurrent = items.some((item) => containsCurrent(item, currentHref));
  return (
    <MenuTrigger>
      <Button className={styles.entry} data-current-ancestor={holdsCurrent || undefined}>
        {icon && (
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
        )}
        {label}
        <CaretDownIcon aria-hidden size="0.875rem" />
      </Button>
      <Popover placement="bottom start" className={menuStyles.popover}>
        <Menu items={items} className={menuStyles.menu}>
          {(item) => (
            <MenuItem id={item.id} href={item.href} className={menuStyles.item}>
              {item.icon && (
                <span className={menuStyles.itemIcon} aria-hidden>
                  {item.icon}
                </span>
              )}
              <span className={menuStyles.itemLabel}>{item.label}</span>
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
