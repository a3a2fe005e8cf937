import { PlazaProvider, themeOf } from '@plaza/ui';
import type { ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useLocation } from 'wouter';
import { HydrationProvider } from '../hooks/use-hydrated';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';
import type { MessageId, Messages } from '../i18n/messages';
import { swrConfig } from '../lib/swr-config';
import type { SavedPreferences } from '../stores/preferences';
import { PreferencesProvider } from '../stores/use-preferences';

/** What the screens are drawn with: in the browser, this page's; on the server, the request's. */
export interface AppSettings {
  language: Language;
  /** The catalogue on show, or the part of it a first screen needs. */
  messages: Messages;
  layout: Readonly<SavedPreferences>;
  /** More of SWR's configuration: the server's answers for the screen it draws. */
  swr?: SWRConfiguration;
}

/** Everything a screen relies on: messages, the design system's theme and locale, and the data cache. */
export function AppProvider({
  language,
  messages,
  layout,
  swr,
  children,
}: AppSettings & { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <IntlProvider
      locale={language}
      defaultLocale={DEFAULT_LANGUAGE}
      messages={messages as Record<MessageId, MessageFormatElement[]>}
    >
      <PlazaProvider
        theme={themeOf(layout)}
        direction={layout.direction}
        locale={language}
        navigate={navigate}
      >
        <PreferencesProvider value={layout}>
          <SWRConfig value={swr ? { ...swrConfig, ...swr } : swrConfig}>
            <HydrationProvider>{children}</HydrationProvider>
          </SWRConfig>
        </PreferencesProvider>
      </PlazaProvider>
    </IntlProvider>
  );
}
