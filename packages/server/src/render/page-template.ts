import type { PagePreferences } from './page-preferences.js';

const HTML_TAG = '<html lang="es">';
const TITLE = '<title>Plaza</title>';

/**
 * The built `index.html` as a function of a page's head and the visitor's preferences: the page's
 * own title and tags where the app's bare title stands, and `<html>` in their language and
 * direction. A dark visitor's page says so in `color-scheme` before any style arrives, so it does
 * not flash white. Fails at start when the app's `index.html` has lost either mark.
 */
export function pageTemplate(indexHtml: string) {
  if (!indexHtml.includes(HTML_TAG) || !indexHtml.includes(TITLE)) {
    throw new Error(`app/index.html must hold ${HTML_TAG} and ${TITLE}: pages are written there`);
  }
  return (head: string, preferences: PagePreferences): string =>
    indexHtml
      .replace(HTML_TAG, `<html lang="${preferences.language}" dir="${preferences.direction}">`)
      .replace(
        TITLE,
        () => `${head}\n    <meta name="color-scheme" content="${preferences.scheme}">`,
      );
}
