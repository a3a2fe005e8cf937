import type { MessageFormatElement } from 'react-intl';
import es from './es.json';
import type { Language } from './language';

/** Every message id. es.json is the reference; messages.test.ts keeps en.json to the same ids. */
export type MessageId = keyof typeof es;

/** A catalogue: each message's text, or its parsed form, as the build ships it (vite.config.ts). */
export type Messages = Record<MessageId, string> | Record<MessageId, MessageFormatElement[]>;

/**
 * The messages of `language`, before the first render (choosing another reloads the page). Spanish,
 * the default, ships in the first load; English is fetched only by those who chose it, so nobody
 * downloads a catalogue they never read.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  return language === 'es' ? es : (await import('./en.json')).default;
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
