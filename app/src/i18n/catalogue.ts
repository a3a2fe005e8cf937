import { language } from './language';
import { loadFirstMessages, loadLaterMessages, type Messages } from './messages';

/**
 * The messages on show: the first screens' at start, every message once the rest has come. The
 * rest is fetched by the first screen, drawer or dialog that needs it, alongside its code
 * (`withAllMessages`), so no screen ever shows a message's id and a first visit that goes no
 * further never fetches it (issue 36: every script a first visit fetches counts).
 *
 * One object for the page's whole life, which the rest is added to: react-intl looks a message up
 * when it draws it, so whatever draws after the rest came finds it, while nothing on show draws
 * again for messages it does not use. The first screens took the whole app's render when the
 * rest arrived (a slow phone's longest task after a server-drawn page). Nothing is ever replaced:
 * another language is another page load (language.ts).
 */
export const catalogue = {} as Messages;

function show(more: Messages) {
  Object.assign(catalogue, more);
}

/** Loads the first screens' messages, before the first render. */
export async function loadFirstCatalogue(): Promise<void> {
  show(await loadFirstMessages(language));
}

let rest: Promise<void> | undefined;

/** Fetches the rest of the messages once; settles when they are on show. */
export function loadWholeCatalogue(): Promise<void> {
  // A failed fetch is tried again by the next screen that asks, not kept as a failure.
  rest ??= loadLaterMessages(language).then(show, (error: unknown) => {
    rest = undefined;
    throw error;
  });
  return rest;
}

/** `load`, once every message is there: for the code of any screen but the first ones. */
export async function withAllMessages<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadWholeCatalogue()]);
  return loaded;
}
