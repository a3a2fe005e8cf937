import type { MessageFormatElement } from 'react-intl';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import type { Language } from '../i18n/language';

/** Both whole catalogues: a page's words are a part of them, and the server has the room. */
export const catalogues = { es, en } as unknown as Record<
  Language,
  Record<string, MessageFormatElement[]>
>;
