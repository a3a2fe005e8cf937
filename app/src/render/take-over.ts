import { themeOf } from '@plaza/ui';
import { mutate } from 'swr';
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
 * Puts the answers the server drew the screen from in the data cache, as if this page had asked
 * for them: the screen's hooks find them there (no second call) and draw what the server drew,
 * and they age, refresh and are dropped like any other answer.
 */
export function keepAnswers({ answers }: PageState): void {
  for (const [key, data] of answers) void mutate(key, data, { revalidate: false });
}
