import { PlazaProvider, themeOf } from '@plaza/ui';
import type { ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { SWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { DEFAULT_LANGUAGE, language } from '../i18n/language';
import { useCatalogue } from '../i18n/catalogue';
import type { MessageId } from '../i18n/messages';
import { swrConfig } from '../lib/swr-config';
import { preferences } from '../stores/app-preferences';

/** Everything a screen relies on: messages, the design system's theme and locale, and the data cache. */
export function AppProvider({ children }: { children: ReactNode }) {
  const messages = useCatalogue();
  const layout = useSnapshot(preferences);
  const [, navigate] = useLocation();
  return (
    // Part of the catalogue until the rest arrives; the screens that need the rest wait for it.
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
        <SWRConfig value={swrConfig}>{children}</SWRConfig>
      </PlazaProvider>
    </IntlProvider>
  );
}
