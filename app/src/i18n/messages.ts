import type { MessageFormatElement } from 'react-intl';
import type es from './es.json';
import esFirstLoad from './es.json?first-load';
import type { Language } from './language';

/** Every message id. es.json is the reference; messages.test.ts keeps en.json to the same ids. */
export type MessageId = keyof typeof es;

/**
 * A catalogue, or part of one (i18n/first-load-messages.ts): each message's parsed form, as the
 * build ships it (vite.config.ts).
 */
export type Messages = Partial<Record<MessageId, MessageFormatElement[]>>;

/**
 * The messages of `language` a first visit shows (i18n/first-load-messages.ts), before the first
 * render (choosing another language reloads the page). Spanish, the default, ships in the first
 * load; English is fetched only by those who chose it, so nobody downloads a catalogue they never
 * read.
 */
export async function loadFirstMessages(language: Language): Promise<Messages> {
  return language === 'es' ? esFirstLoad : (await import('./en.json?first-load')).default;
}

/** The rest of `language`'s messages: every screen but the first ones waits for them. */
export async function loadLaterMessages(language: Language): Promise<Messages> {
  return language === 'es'
    ? (await import('./es.json?later')).default
    : (await import('./en.json?later')).default;
}

// Types every `id` given to react-intl, so a mistyped or missing id fails `tsc`, not the screen.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's documented way to type ids
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
