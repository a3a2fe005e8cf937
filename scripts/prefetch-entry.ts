import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const START = fileURLToPath(new URL('../app/src/prefetch/start.ts', import.meta.url));

/**
 * app/src/prefetch/start.ts as an entry of its own, in the page's head as an `async` module: it
 * runs as soon as it arrives, without waiting for the app's scripts (a plain module script waits
 * for those before it in the page), and the app imports none of it. Builds only: in `npm run dev`
 * the app asks for everything itself.
 */
export function prefetchEntry(): Plugin {
  return {
    name: 'plaza:prefetch-entry',
    apply: 'build',
    config: (config) => ({
      build: {
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL(`../${config.root}/index.html`, import.meta.url)),
            prefetch: START,
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const entry = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'prefetch',
        );
        if (!entry) throw new Error('the build has no prefetch entry');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${entry.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
