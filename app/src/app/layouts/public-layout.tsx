import { Header, Logo } from '@plaza/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../../config/paths';
import { preferences } from '../../stores/app-preferences';
import { usePreferences } from '../../stores/use-preferences';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { LanguageSwitcher } from './language-switcher';
import { useHeaderLabels } from './use-header-labels';
import * as styles from './public-layout.css';

/**
 * The non-authenticated layout of the account screens (docs/product.md, section 2): the logo back to
 * Explore, language and dark mode, and the form in a card.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const headerLabels = useHeaderLabels();
  const { darkMode } = usePreferences();
  return (
    <div className={styles.root}>
      <Header
        logo={<Logo label={intl.formatMessage({ id: 'shell.logo' })} href={paths.explore} />}
        labels={headerLabels}
        isDarkMode={darkMode}
        onDarkModeChange={(isDark) => (preferences.darkMode = isDark)}
        languageMenu={<LanguageSwitcher />}
      />
      <main className={styles.main}>
        <div className={styles.card}>{children}</div>
      </main>
      <AppFooter />
    </div>
  );
}

/**
 * Explore, a product and the cart for visitors (docs/product.md, section 2: the public layout when not
 * authenticated): the header with the cart, sign in and register, the page, the footer; no
 * sidebar, whose other entries are for signed-in users.
 */
export function VisitorLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.root}>
      <AppHeader />
      <main className={styles.page}>{children}</main>
      <AppFooter />
    </div>
  );
}
