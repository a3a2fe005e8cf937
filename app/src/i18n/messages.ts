import en from './en.json';
import es from './es.json';
import type { Language } from './language';

/** Every message id. es.json is the reference; messages.test.ts keeps en.json to the same ids. */
export type MessageId = keyof typeof es;

/** Both catalogues ship in the bundle: they are small, and the language is known before the first render. */
export const messages: Record<Language, Record<MessageId, string>> = { es, en };

// Types every `id` given to react-intl, so a mistyped or missing id fails `tsc`, not the screen.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's documented way to type ids
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
