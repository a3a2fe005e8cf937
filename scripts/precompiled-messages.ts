import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { isFirstLoadMessage } from '../app/src/i18n/first-load-messages.ts';

const CATALOGUE = /\/app\/src\/i18n\/(es|en)\.json(\?(first-load|later))?$/;
const REFERENCE = new URL('../app/src/i18n/es.json', import.meta.url);

type Part = 'first-load' | 'later' | undefined;

const inPart = (messageId: string, part: Part) =>
  part === undefined || isFirstLoadMessage(messageId) === (part === 'first-load');

/**
 * The message catalogues parsed at build time, as react-intl's "pre-compiling messages" guide
 * does with `formatjs compile --ast`: the app then ships without the ICU message parser (8 KB of
 * the first load, gzipped), which `resolve.alias` swaps for its `no-parser` build. A message the
 * parser refuses fails the build, naming it, instead of showing its id on a screen.
 *
 * `es.json?first-load` and `es.json?later` are the two halves of a catalogue that
 * app/src/i18n/first-load-messages.ts draws; the build then checks that the first load's scripts
 * name no message of the later half.
 */
export function precompiledMessages({ checkFirstLoad }: { checkFirstLoad: boolean }): Plugin {
  return {
    name: 'plaza:precompiled-messages',
    // Before Vite's own JSON plugin, which turns the result into a module.
    enforce: 'pre',
    transform(code, id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const part = match[3] as Part;
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages)
          .filter(([messageId]) => inPart(messageId, part))
          .map(([messageId, text]) => {
            try {
              return [messageId, parse(text)];
            } catch (error) {
              throw new Error(`${id}: ${messageId} is not a valid ICU message`, { cause: error });
            }
          }),
      );
      const json = JSON.stringify(parsed);
      // A whole catalogue stays JSON, for Vite's JSON plugin; a half (a query on the file's name,
      // which that plugin leaves alone) becomes the module itself. JSON.parse of a string is
      // quicker for the browser than an object literal this size.
      if (part === undefined) return { code: json, map: null };
      return { code: `export default JSON.parse(${JSON.stringify(json)});`, map: null };
    },
    generateBundle(_options, bundle) {
      if (!checkFirstLoad) return;
      const named = laterMessagesNamedIn(firstLoadCode(bundle));
      if (named.length > 0) {
        this.error(
          `The first load names messages it does not ship: ${named.join(', ')}. ` +
            'Add them to app/src/i18n/first-load-messages.ts, or load their module lazily.',
        );
      }
    },
  };
}

/** The code of the entries and of every chunk they import statically: what a first visit runs. */
function firstLoadCode(bundle: OutputBundle): string {
  const chunks = Object.values(bundle).filter(
    (output): output is OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  return [...seen].map((chunk) => chunk.code).join('\n');
}

/**
 * The later half's ids that `code` names, quoted whole, or by a namespace it builds ids in
 * (`error.${code}`) when no message of that namespace ships first.
 */
function laterMessagesNamedIn(code: string): string[] {
  const ids = Object.keys(JSON.parse(readFileSync(REFERENCE, 'utf8')) as Record<string, string>);
  const later = ids.filter((id) => !isFirstLoadMessage(id));
  const firstNamespaces = new Set(
    ids.filter(isFirstLoadMessage).map((id) => id.slice(0, id.indexOf('.'))),
  );
  const quoted = later.filter((id) => code.includes(`"${id}"`) || code.includes(`'${id}'`));
  const built = [...new Set(later.map((id) => id.slice(0, id.indexOf('.'))))]
    .filter((namespace) => !firstNamespaces.has(namespace) && code.includes(`\`${namespace}.`))
    .map((namespace) => `${namespace}.*`);
  return [...quoted, ...built];
}

/** The parser's stand-in for a build whose messages all come parsed. */
export const withoutMessageParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
