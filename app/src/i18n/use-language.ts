import { useIntl } from 'react-intl';
import type { Language } from './language';

/**
 * The language the screen is drawn in. Read from the messages' provider rather than the page's
 * `language`: the server draws pages in either language in one process.
 */
export const useLanguage = (): Language => useIntl().locale as Language;
