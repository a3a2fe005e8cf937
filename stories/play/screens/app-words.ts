import { createIntl, createIntlCache, type MessageFormatElement } from 'react-intl';
import { formatMoney } from '../../../app/src/hooks/use-format-money';
import type { MessageId } from '../../../app/src/i18n/messages';
import { catalogues, languageOf } from '../../screens/support/app-screen';

/** A message of the app's catalogue, formatted as the screen formats it. */
export type AppWords = (id: MessageId, values?: Record<string, string | number>) => string;

const cache = createIntlCache();

const intlIn = ({ globals }: { globals: { locale?: unknown } }) => {
  const language = languageOf(globals.locale);
  // Both catalogues are whole (app-screen.ts), so every id has its message.
  const messages = catalogues[language] as Record<MessageId, MessageFormatElement[]>;
  return createIntl({ locale: language, messages }, cache);
};

/**
 * The app's own words in the story's toolbar language: a screen's play finds what it reads and
 * presses by the catalogue's message, so it holds in Spanish (the runner's) and English (a
 * reviewer's) alike, and a reworded message changes the screen and its play together.
 */
export function appWordsIn(context: { globals: { locale?: unknown } }): AppWords {
  const intl = intlIn(context);
  return (id, values) => intl.formatMessage({ id }, values);
}

/**
 * An amount of US cents as the screen shows it in the story's toolbar language (the app's own
 * formatMoney), so a play reads a fixture's amount in Spanish and English alike.
 */
export function appMoneyIn(context: { globals: { locale?: unknown } }): (cents: number) => string {
  const intl = intlIn(context);
  return (cents) => formatMoney(intl, cents);
}

/**
 * `text` as a `*ByText` query (and so expectToast) must be given it: Testing Library folds the
 * page's spaces into plain ones, a Spanish amount's no-break space ("80,00 US$") among them, but
 * compares the text asked for as it is.
 */
export const asTextQuery = (text: string): string => text.replace(/\s+/g, ' ');
