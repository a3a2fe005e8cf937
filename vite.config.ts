import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { endpointDocsOff } from './scripts/endpoint-docs-off.ts';
import { iconWeights } from './scripts/icon-weights.ts';
import { stylesInHead } from './scripts/styles-in-head.ts';
import { precompiledMessages, withoutMessageParser } from './scripts/precompiled-messages.ts';
import { compression } from 'vite-plugin-compression2';

const appFile = (path: string) => fileURLToPath(new URL(`app/${path}`, import.meta.url));

/** The app, which the page's entry (app/src/boot.ts) imports after the first frame. */
const APP = appFile('src/main.tsx');

/** What explore imports once it is on show where its side column is: the filters. */
const EXPLORE_FILTERS = /\/app\/src\/features\/catalogue\/components\/explore-filters\.tsx$/;

/**
 * What a person types a number in on the first screens (explore's prices, a product's quantity),
 * imported once they reach for one: react-aria's number field, its parser and formatter.
 */
const NUMBER_FIELDS = /\/app\/src\/features\/catalogue\/components\/number-fields\.ts$/;

/** What a product page imports once it is on show: its reviews and questions. */
const PRODUCT_TALK =
  /\/app\/src\/(features\/(reviews\/components\/product-reviews|questions\/components\/product-questions)|components\/press-waiting)\.tsx$/;

/**
 * The app's build. In `npm run dev` the server runs beside it and `/api/` is proxied there.
 * `vite build --ssr` builds the server's way into the app (app/src/render/entry.ts) into
 * app/dist-server/: Node runs it, so none of the browser's budgets and copies apply.
 */
export default defineConfig(({ isSsrBuild = false }) => ({
  root: 'app',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria ships its own words ("Dismiss", "Clear search") in 30-odd languages; keep the
    // app's two (app/src/i18n/language.ts).
    optimizeLocales.vite({ locales: ['es-ES', 'en-US'] }),
    // Only the icon weights the design system draws (icon-weights.ts).
    iconWeights(),
    // Messages parsed here, not in every browser (precompiled-messages.ts); the server's entry
    // carries both whole catalogues, so the first load's check is the browser build's alone.
    precompiledMessages({ checkFirstLoad: !isSsrBuild }),
    ...(isSsrBuild
      ? []
      : [
          // The OpenAPI document's words stay on the server (endpoint-docs-off.ts).
          endpointDocsOff(),
          // A brotli and a gzip copy beside each text file, at the highest levels once here
          // instead of per request; the server sends the one the browser accepts (serve-app.ts).
          compression({ algorithms: ['brotliCompress', 'gzip'] }),
          // The page's entry imports the app after the first frame (app/src/boot.ts); its styles
          // are linked in the page's head all the same.
          stylesInHead(APP),
        ]),
  ],
  resolve: { alias: [withoutMessageParser] },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { checks: { pluginTimings: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Every browser that runs the app preloads modules itself; Vite's polyfill for those that
        // did not cost every first visit 0.4 kB.
        modulePreload: { polyfill: false },
        // The first-load chunk is about 620 kB before compression: `npm run size`
        // (scripts/first-visit-size.ts) holds a first visit to its budget, compressed, as it travels.
        chunkSizeWarningLimit: 700,
        rolldownOptions: {
          // A slow plugin is worth a profile, not a paragraph in every build's output.
          checks: { pluginTimings: false },
          output: {
            codeSplitting: {
              groups: [
                // What the page's entry imports (Vite's helper for its one dynamic import) stays
                // out of the first-load chunk, which would otherwise take it with the screens that
                // use it too and make the entry load and run all of it before the first frame.
                { name: 'boot', test: /^\0vite\/preload-helper/, priority: 1 },
                // The app and the first screens it imports (explore, a product) as one chunk;
                // Rolldown adds what they use (a group takes its modules' dependencies). Its
                // automatic chunking would split what the lazily imported app shares with the
                // other screens into dozens of chunks of a few hundred bytes, each a round trip on
                // a phone (/explore's first visit once made 43 requests). The other screens keep
                // automatic chunking (bench/README.md).
                { name: 'first-load', test: (id) => id === APP },
                // What the first screens import once on show, each as one chunk with what it
                // uses beyond the first load, not four or a dozen (issue 36): a product's reviews
                // and questions, explore's filters beside the products (from 768 px).
                { name: 'product-talk', test: PRODUCT_TALK },
                { name: 'explore-filters', test: EXPLORE_FILTERS },
                // The number fields, as one chunk for either screen when a person reaches for one.
                { name: 'number-fields', test: NUMBER_FIELDS },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
}));
