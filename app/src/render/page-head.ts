import type { PageRequest } from '@plaza/api';
import { createIntl } from 'react-intl';
import { DEFAULT_LANGUAGE } from '../i18n/language';
import { catalogues } from './catalogues';
import type { HeadContext } from './page-heads';

/** What a page's head is written with for `request`: its reader's words and the site's origin. */
export function headContextOf({
  language,
  origin,
}: Pick<PageRequest, 'language' | 'origin'>): HeadContext {
  const intl = createIntl({
    locale: language,
    defaultLocale: DEFAULT_LANGUAGE,
    messages: catalogues[language],
  });
  return { intl, language, origin };
}
