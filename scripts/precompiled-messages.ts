import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /\/app\/src\/i18n\/(es|en)\.json$/;

/**
 * The message catalogues parsed at build time, as react-intl's "pre-compiling messages" guide
 * does with `formatjs compile --ast`: the app then ships without the ICU message parser (8 KB of
 * the first load, gzipped), which `resolve.alias` swaps for its `no-parser` build. A message the
 * parser refuses fails the build, naming it, instead of showing its id on a screen.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'plaza:precompiled-messages',
    // Before Vite's own JSON plugin, which turns the result into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([messageId, text]) => {
          try {
            return [messageId, parse(text)];
          } catch (error) {
            throw new Error(`${id}: ${messageId} is not a valid ICU message`, { cause: error });
          }
        }),
      );
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}

/** The parser's stand-in for a build whose messages all come parsed. */
export const withoutMessageParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
