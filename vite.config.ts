import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunk } from './scripts/first-load-chunk.ts';
import { iconWeights } from './scripts/icon-weights.ts';
import { precompiledMessages, withoutMessageParser } from './scripts/precompiled-messages.ts';
import { compression } from 'vite-plugin-compression2';

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
          // A brotli and a gzip copy beside each text file, at the highest levels once here
          // instead of per request; the server sends the one the browser accepts (serve-app.ts).
          compression({ algorithms: ['brotliCompress', 'gzip'] }),
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
        // Lists each route's chunks, for the budgets in .size-limit.js.
        manifest: true,
        // A first visit's scripts in one chunk beside the entry, not dozens (first-load-chunk.ts).
        rolldownOptions: {
          // A slow plugin is worth a profile, not a paragraph in every build's output.
          checks: { pluginTimings: false },
          output: {
            codeSplitting: { groups: [{ name: firstLoadChunk, debugName: 'first-load' }] },
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
