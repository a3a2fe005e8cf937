import { AppShell, ToastRegion } from '@plaza/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { toasts } from '../../lib/toasts';
import { layoutChoices, preferences } from '../../stores/app-preferences';
import { usePreferences } from '../../stores/use-preferences';
import { AppFooter } from './app-footer';
import { Appearance } from './appearance';
import { AppHeader } from './app-header';
import { AppSidebar, AppTopNav } from './app-navigation';
import { VisitorLayout } from './public-layout';
import { useAuth } from '../../stores/use-auth';

/** The frame around every screen but the account forms: header, navigation, the page, footer (docs/product.md, section 2). */
export function AppLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { type, sidebarCollapsed } = usePreferences();
  const { contentWidth, navbar, footer } = useSnapshot(layoutChoices);
  const { isAuthenticated, isRestoring } = useAuth();
  return (
    <>
      {!isAuthenticated && !isRestoring ? (
        // docs/product.md, section 2: the public layout when not authenticated.
        <VisitorLayout>{children}</VisitorLayout>
      ) : (
        <AppShell
          header={<AppHeader />}
          sidebar={<AppSidebar />}
          // A phone's header has no room for the appearance button (app-header.css.ts).
          menuFooter={<Appearance inMenu />}
          topNav={<AppTopNav />}
          footer={<AppFooter />}
          layout={type}
          contentWidth={contentWidth}
          navbar={navbar}
          footerType={footer}
          sidebarCollapsed={sidebarCollapsed}
          onSidebarCollapsedChange={(collapsed) => (preferences.sidebarCollapsed = collapsed)}
          labels={{
            mobileMenu: intl.formatMessage({ id: 'shell.menu' }),
            skipToContent: intl.formatMessage({ id: 'shell.skipToContent' }),
          }}
        >
          {children}
        </AppShell>
      )}
      <ToastRegion
        queue={toasts}
        labels={{
          region: intl.formatMessage({ id: 'shell.notifications' }),
          close: intl.formatMessage({ id: 'common.close' }),
        }}
      />
    </>
  );
}
