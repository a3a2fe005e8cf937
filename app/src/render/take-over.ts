import { themeOf } from '@plaza/ui';
import { unstable_serialize } from 'swr';
import { cache } from 'swr/_internal';
import type { Language } from '../i18n/language';
import type { SavedPreferences } from '../stores/preferences';
import { PAGE_STATE_ID, type PageState } from './page-state';

/**
 * The state of the screen the server drew in `root`, when this page may take it over as it is:
 * drawn in the language, direction and colours this browser keeps (its cookies told the server,
 * but local storage is what counts); else `null`, and the app draws the page by itself.
 */
export function serverScreenIn(
  root: HTMLElement,
  language: Language,
  layout: Readonly<SavedPreferences>,
): PageState | null {
  const script = document.getElementById(PAGE_STATE_ID);
  if (!script?.textContent || !root.hasChildNodes()) return null;
  const state = JSON.parse(script.textContent) as PageState;
  const isSame =
    state.language === language &&
    state.direction === layout.direction &&
    state.scheme === themeOf(layout);
  return isSame ? state : null;
}

/**
 * Puts the answers the server drew the screen from in the data cache before anything is drawn, as
 * if this page had asked for them: the screen's hooks find them there (no second call) and draw
 * what the server drew, and they age, refresh and are dropped like any other answer. Written into
 * SWR's cache itself rather than through `mutate`, which would note the key as empty before the
 * write and hydrate from that note (SWR's server snapshot): a loading screen, not the server's.
 */
export function keepAnswers({ answers }: PageState): void {
  for (const [key, data] of answers) cache.set(unstable_serialize(key), { data });
}
