import { SignOutIcon } from '@phosphor-icons/react/dist/ssr/SignOut';
import type { ReactNode } from 'react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar.js';
import { Dot } from '../Badge/Dot.js';
import { flipInRtl } from '../styles/flip.css.js';
import * as menuStyles from '../styles/menu.css.js';
import * as styles from './UserMenu.css.js';

export interface UserMenuItem {
  id: string;
  label: string;
  /** Where the item goes; without it, `onAction` handles it. */
  href?: string;
  /** An icon, e.g. `<ReceiptIcon />`. */
  icon?: ReactNode;
  /** Shows a pending dot, e.g. on My Purchases when some purchase awaits action. */
  isPending?: boolean;
}

export interface UserMenuUser {
  email: string;
  /** Display name; the e-mail stands in when there is none. */
  name?: string;
  /** Photo URL; initials otherwise. */
  avatarSrc?: string;
}

export interface UserMenuProps {
  /** Who is signed in. */
  user: UserMenuUser;
  /** The menu's links, e.g. Profile, Explore, My Products, My Purchases, My Sales, Cart, Support. */
  items: readonly UserMenuItem[];
  /** Text of the last item, e.g. "Log out". */
  logoutLabel: string;
  /** Called when Log out is chosen. */
  onLogout: () => void;
  /** `trigger`: the avatar button's name, e.g. "Account"; `pending`: read out for pending dots. */
  labels: { trigger: string; pending: string };
  /**
   * Called with an item's `id` when it is chosen (links navigate on their own as well).
   * @default undefined
   */
  onAction?: (id: string) => void;
  /**
   * Whether the menu is open at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
}

/**
 * The account menu on react-aria's Menu: the avatar opens it (Enter, Space, arrow keys or a press),
 * arrows move through items, typing jumps to one, Escape closes and returns focus.
 */
export function UserMenu({
  user,
  items,
  logoutLabel,
  onLogout,
  labels,
  onAction,
  defaultOpen,
}: UserMenuProps) {
  const hasPending = items.some((item) => item.isPending);
  const displayName = user.name ?? user.email;

  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button aria-label={labels.trigger} className={styles.trigger}>
        <Avatar name={displayName} src={user.avatarSrc} isDecorative />
        {hasPending && (
          <span className={styles.triggerDot}>
            <Dot label={labels.pending} />
          </span>
        )}
      </Button>
      <Popover placement="bottom end" className={menuStyles.popover}>
        <Menu
          onAction={(id) => (id === LOGOUT ? onLogout() : onAction?.(String(id)))}
          className={menuStyles.menu}
        >
          <MenuSection>
            <Header className={styles.identity}>
              <Avatar name={displayName} src={user.avatarSrc} size="lg" isDecorative />
              <span className={styles.who}>
                {user.name && (
                  <span dir="auto" className={styles.name}>
                    {user.name}
                  </span>
                )}
                <span className={styles.email}>{user.email}</span>
              </span>
            </Header>
            {items.map((item) => (
              <MenuItem
                key={item.id}
                id={item.id}
                href={item.href}
                textValue={item.label}
                className={menuStyles.item}
              >
                <span className={menuStyles.itemIcon} aria-hidden>
                  {item.icon}
                </span>
                <span className={menuStyles.itemLabel}>{item.label}</span>
                {item.isPending && <Dot label={labels.pending} />}
              </MenuItem>
            ))}
          </MenuSection>
          <Separator className={menuStyles.separator} />
          <MenuSection>
            <MenuItem id={LOGOUT} textValue={logoutLabel} className={menuStyles.item}>
              <span className={menuStyles.itemIcon} aria-hidden>
                <SignOutIcon className={flipInRtl} />
              </span>
              <span className={menuStyles.itemLabel}>{logoutLabel}</span>
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

// A key no app item will use, so Log out never collides with `items`.
const LOGOUT = '@plaza/ui:logout';
