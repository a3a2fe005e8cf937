import { PlazaProvider } from '@plaza/ui';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { DEFAULT_LANGUAGE, language } from '../i18n/language';
import { messages } from '../i18n/messages';
import { swrConfig } from '../lib/swr-config';

/** Everything a screen relies on: messages, the design system's theme and locale, and the data cache. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={messages[language]}>
      {/* The theme preferences (SPEC.md, section 9) arrive with the layout store in a later issue. */}
      <PlazaProvider theme="light" locale={language}>
        <SWRConfig value={swrConfig}>{children}</SWRConfig>
      </PlazaProvider>
    </IntlProvider>
  );
}
