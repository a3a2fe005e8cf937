import type { PagePreferences, RenderedPage } from '@plaza/api';
import { EARLY_PRESSES_SCRIPT } from '../http/early-presses.js';

const HTML_TAG = '<html lang="es">';
const TITLE = '<title>Plaza</title>';
const ROOT = '<div id="root"></div>';

/** A semi-dark page is light but for its frame: the browser's own parts stay light. */
const colorScheme = ({ scheme }: PagePreferences) => (scheme === 'dark' ? 'dark' : 'light');

/**
 * The built `index.html` as a function of a rendered page and the visitor's preferences: the
 * page's own title and tags where the app's bare title stands, its first screen in the root, and
 * `<html>` in their language, direction and theme; in the head, the script that holds a press
 * made before the app has taken the screen over (http/early-presses.ts). A dark visitor's page
 * says so in `color-scheme` before any style arrives, so it does not flash white. Fails at start
 * when the app's `index.html` has lost any of the marks.
 */
export function pageTemplate(indexHtml: string) {
  for (const mark of [HTML_TAG, TITLE, ROOT]) {
    if (!indexHtml.includes(mark)) {
      throw new Error(`app/index.html must hold ${mark}: pages are written there`);
    }
  }
  return ({ head, themeClass, screen, state }: RenderedPage, preferences: PagePreferences) =>
    indexHtml
      .replace(
        HTML_TAG,
        `<html lang="${preferences.language}" dir="${preferences.direction}" class="${themeClass}">`,
      )
      .replace(
        TITLE,
        () =>
          `<script>${EARLY_PRESSES_SCRIPT}</script>\n    ${head}\n    <meta name="color-scheme" content="${colorScheme(preferences)}">`,
      )
      .replace(ROOT, () => `<div id="root">${screen}</div>${state}`);
}
