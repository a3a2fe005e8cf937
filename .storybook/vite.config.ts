import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconWeights } from '../scripts/icon-weights';
import { precompiledMessages, withoutMessageParser } from '../scripts/precompiled-messages';

/**
 * Storybook's own Vite config. Without it the builder would load the root vite.config.ts, which is
 * the app's build (root `app/`, dev proxy, chunk groups) and has nothing to do with stories. What
 * changes the code that runs is taken from it, so the screens' stories draw what ships: icons
 * slimmed, and the message catalogues parsed at build time with react-intl's parser left out
 * (the app's screens read them so).
 */
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    iconWeights(),
    precompiledMessages({ checkFirstLoad: false }),
  ],
  resolve: { alias: [withoutMessageParser] },
});
