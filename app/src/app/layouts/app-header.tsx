import { Header, Logo } from '@plaza/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { useAuth } from '../../stores/use-auth';
import { cart } from '../../features/cart/stores/app-cart';
import { useHydrated } from '../../hooks/use-hydrated';
import { withAllMessages } from '../../i18n/catalogue';
import { lazyOnOpen } from '../../components/lazy-on-open';
import { preferences } from '../../stores/app-preferences';
import { usePreferences } from '../../stores/use-preferences';
import { Appearance } from './appearance';
import * as styles from './app-header.css';
import { LanguageSwitcher } from './language-switcher';
import { useHeaderLabels } from './use-header-labels';

const CartPanel = lazyOnOpen(
  async () => (await import('../../features/cart/components/cart-panel')).CartPanel,
);

/**
 * The bell, for signed-in users only: a visitor's first load carries none of its code or words.
 */
const NotificationCenter = lazy(async () => ({
  default: (
    await withAllMessages(
      () => import('../../features/notifications/components/notification-center'),
    )
  ).NotificationCenter,
}));

/**
 * The top bar: logo home to Explore, language switcher, appearance, dark mode, the cart with its
 * count of distinct products opening the cart drawer, the notification bell, and the account menu
 * (docs/product.md, section 2).
 */
export function AppHeader() {
  const intl = useIntl();
  const headerLabels = useHeaderLabels();
  const { darkMode } = usePreferences();
  const { items } = useSnapshot(cart);
  // The server's HTML shows an empty cart: the cart lives in this browser's storage.
  const cartCount = useHydrated() ? items.length : 0;
  const { isAuthenticated } = useAuth();
  const [isCartOpen, setCartOpen] = useState(false);

  return (
    <>
      <Header
        logo={
          <span className={isAuthenticated ? styles.logoWhenRoomy : styles.appearance}>
            <Logo label={intl.formatMessage({ id: 'shell.logo' })} href={paths.explore} />
          </span>
        }
        labels={headerLabels}
        cartCount={cartCount}
        onCartPress={() => setCartOpen(true)}
        isDarkMode={darkMode}
        onDarkModeChange={(isDark) => (preferences.darkMode = isDark)}
        languageMenu={
          <>
            <LanguageSwitcher />
            <span className={isAuthenticated ? styles.appearanceWhenRoomy : styles.appearance}>
              <Appearance />
            </span>
          </>
        }
        account={
          <>
            {isAuthenticated && (
              <Suspense fallback={null}>
                <NotificationCenter />
              </Suspense>
            )}
            <AccountMenu />
          </>
        }
      />
      <CartPanel isOpen={isCartOpen} onOpenChange={setCartOpen} />
    </>
  );
}
