import { ListIcon } from '@phosphor-icons/react/dist/ssr/List';
import { MoonIcon } from '@phosphor-icons/react/dist/ssr/Moon';
import { ShoppingCartIcon } from '@phosphor-icons/react/dist/ssr/ShoppingCart';
import { useState, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useAppShell } from '../AppShell/context.js';
import { Badge } from '../Badge/Badge.js';
import { button } from '../Button/Button.css.js';
import { IconButton } from '../IconButton/IconButton.js';
import { icon as iconStyle, square } from '../IconButton/IconButton.css.js';
import { visuallyHidden } from '../styles/visuallyHidden.css.js';
import { Tooltip } from '../Tooltip/Tooltip.js';
import * as styles from './Header.css.js';

export interface HeaderLabels {
  /** The menu button, e.g. "Menu". */
  menu: string;
  /** The dark-mode toggle, e.g. "Dark mode". */
  darkMode: string;
  /** The cart button's name for a count, e.g. 3 → "Cart, 3 products"; also announced on change. */
  cart: (count: number) => string;
}

export interface HeaderProps {
  /** The logo, e.g. `<Logo label="Plaza" href="/explore" />`. */
  logo: ReactNode;
  /** Text for the header's own buttons. */
  labels: HeaderLabels;
  /**
   * Number of distinct products in the cart, shown as a badge.
   * @default 0
   */
  cartCount?: number;
  /**
   * Opens the cart drawer. Without it there is no cart button.
   * @default undefined
   */
  onCartPress?: () => void;
  /**
   * Whether dark mode is on.
   * @default false
   */
  isDarkMode?: boolean;
  /**
   * Called when the dark-mode toggle is pressed. Without it there is no toggle.
   * @default undefined
   */
  onDarkModeChange?: (isDarkMode: boolean) => void;
  /**
   * The language switcher, e.g. `<LanguageMenu … />`.
   * @default undefined
   */
  languageMenu?: ReactNode;
  /**
   * The account area at the end: a `<UserMenu>`, or a log-in link for visitors.
   * @default undefined
   */
  account?: ReactNode;
}

/**
 * The top bar: menu button (inside an AppShell), logo, and at the end the language switcher,
 * dark-mode toggle, cart with its count, and the account menu.
 */
export function Header({
  logo,
  labels,
  cartCount = 0,
  onCartPress,
  isDarkMode = false,
  onDarkModeChange,
  languageMenu,
  account,
}: HeaderProps) {
  const shell = useAppShell();
  const cartLabel = labels.cart(cartCount);
  // Announce the count only once it changes: a live region's first content is not news.
  const [announced, setAnnounced] = useState({ count: cartCount, text: '' });
  if (announced.count !== cartCount) setAnnounced({ count: cartCount, text: cartLabel });

  return (
    <header className={styles.root}>
      <div className={styles.group}>
        {shell && (
          <span className={shell.layout === 'horizontal' ? styles.menuToggleHorizontal : undefined}>
            <IconButton
              label={labels.menu}
              aria-expanded={shell.isDesktop ? !shell.isSidebarCollapsed : shell.isMobileMenuOpen}
              onPress={shell.toggleNavigation}
            >
              <ListIcon />
            </IconButton>
          </span>
        )}
        {logo}
      </div>
      <div className={styles.group}>
        {languageMenu}
        {onDarkModeChange && (
          <Tooltip content={labels.darkMode}>
            <ToggleButton
              aria-label={labels.darkMode}
              isSelected={isDarkMode}
              onChange={onDarkModeChange}
              className={`${button({ variant: 'ghost' })} ${square}`}
            >
              <span aria-hidden className={iconStyle}>
                <MoonIcon weight={isDarkMode ? 'fill' : 'regular'} />
              </span>
            </ToggleButton>
          </Tooltip>
        )}
        {onCartPress && (
          <>
            <IconButton
              label={cartLabel}
              onPress={onCartPress}
              badge={cartCount > 0 && <Badge tone="danger">{cartCount}</Badge>}
            >
              <ShoppingCartIcon />
            </IconButton>
            <span role="status" className={visuallyHidden}>
              {announced.text}
            </span>
          </>
        )}
        {account}
      </div>
    </header>
  );
}
