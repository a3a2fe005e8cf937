import { createIntl, createIntlCache, type MessageFormatElement } from 'react-intl';
import type { MessageId } from '../../../app/src/i18n/messages';
import { catalogues, languageOf } from '../../screens/support/app-screen';

/** A message of the app's catalogue, formatted as the screen formats it. */
export type AppWords = (id: MessageId, values?: Record<string, string | number>) => string;

const cache = createIntlCache();

/**
 * The app's own words in the story's toolbar language: a screen's play finds what it reads and
 * presses by the catalogue's message, so it holds in Spanish (the runner's) and English (a
 * reviewer's) alike, and a reworded message changes the screen and its play together.
 */
export function appWordsIn({ globals }: { globals: { locale?: unknown } }): AppWords {
  const language = languageOf(globals.locale);
  // Both catalogues are whole (app-screen.ts), so every id has its message.
  const messages = catalogues[language] as Record<MessageId, MessageFormatElement[]>;
  const intl = createIntl({ locale: language, messages }, cache);
  return (id, values) => intl.formatMessage({ id }, values);
}
