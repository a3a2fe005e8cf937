import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The stylesheets `chunk` and its static imports bring, theirs first, as Vite orders a page's. */
function stylesOf(chunk: OutputChunk, bundle: OutputBundle, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const imported = chunk.imports.flatMap((file) => {
    const output = bundle[file];
    return output?.type === 'chunk' ? stylesOf(output, bundle, seen) : [];
  });
  return [...imported, ...(chunk.viteMetadata?.importedCss ?? new Set<string>())];
}

/**
 * Links in `index.html`'s head the stylesheets of the chunk holding `module` and of the chunks it
 * imports: the app, which the page imports later (app/src/boot.ts imports main.tsx after the first
 * frame). Vite links only the page's own entry's styles; without these, the screen the server drew
 * would paint unstyled until the app loaded.
 */
export function stylesInHead(module: string): Plugin {
  return {
    name: 'plaza:styles-in-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const app = Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && output.moduleIds.includes(module),
        );
        if (!app) throw new Error(`${module} is not in the build: what does the page import?`);
        const linked = (file: string) => html.includes(`href="/${file}"`);
        return [...new Set(stylesOf(app, bundle))]
          .filter((file) => !linked(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
