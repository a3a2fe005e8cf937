import { reloadPage } from '../lib/leave-page';

/** The interface languages, each with a complete message catalogue. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** docs/product.md: the interface is in Spanish unless the user chose otherwise. */
export const DEFAULT_LANGUAGE: Language = 'es';

/** The local storage key holding the chosen language (docs/product.md, section 9). */
const LANGUAGE_STORAGE_KEY = 'language';

function isLanguage(value: string | null): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/**
 * The language to show for a saved value. docs/product.md names es the default and en the fallback; we read it
 * as "es when nothing usable is saved, en only when chosen": both catalogues are complete (messages.test.ts
 * checks it), so there is no per-message fallback that would mix the two languages on one screen.
 */
export function resolveLanguage(saved: string | null): Language {
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be switched off or missing (private modes, tests in Node): use the default.
    return null;
  }
}

/** The language of this page load. Choosing another one reloads the page (docs/product.md, section 1). */
export const language: Language = resolveLanguage(readSavedLanguage());

/** Saves the chosen language and reloads, so every message and cached answer is in it (docs/product.md, section 1). */
export function chooseLanguage(chosen: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, chosen);
  } catch {
    // Without storage the choice cannot outlive the reload; staying put is better than looping.
    return;
  }
  reloadPage();
}
