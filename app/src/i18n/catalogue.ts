import { useSyncExternalStore } from 'react';
import { language } from './language';
import { loadFirstMessages, loadLaterMessages, type Messages } from './messages';

/*
 * The messages on show: the first screens' at start, every message once the rest has come. The
 * rest is fetched right after the first render; a screen that needs it waits for it as it loads
 * (`withAllMessages`), so no screen ever shows a message's id.
 */

let messages: Messages = {};
const listeners = new Set<() => void>();

function show(more: Messages) {
  messages = { ...messages, ...more } as Messages;
  listeners.forEach((listener) => listener());
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

const onShow = () => messages;

/** The messages on show, re-rendering when the rest arrive. */
export function useCatalogue(): Messages {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onShow,
    // Taking over the server's screen: the first screens' messages, which it was drawn with.
    onShow,
  );
}
