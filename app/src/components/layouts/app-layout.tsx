import { AppShell, Footer } from '@plaza/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { preferences } from '../../stores/app-preferences';
import { AppHeader } from './app-header';
import { AppNavigation } from './app-navigation';

/** The frame around every screen: header, navigation, the page, footer (SPEC.md, section 2). */
export function AppLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { type, sidebarCollapsed } = useSnapshot(preferences);
  return (
    <AppShell
      header={<AppHeader />}
      sidebar={<AppNavigation />}
      footer={
        <Footer>
          <FormattedMessage id="shell.copyright" values={{ year: new Date().getFullYear() }} />
        </Footer>
      }
      layout={type}
      sidebarCollapsed={sidebarCollapsed}
      onSidebarCollapsedChange={(collapsed) => (preferences.sidebarCollapsed = collapsed)}
      labels={{
        mobileMenu: intl.formatMessage({ id: 'shell.menu' }),
        skipToContent: intl.formatMessage({ id: 'shell.skipToContent' }),
      }}
    >
      {children}
    </AppShell>
  );
}
