import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconWeights } from '../scripts/icon-weights';

/**
 * Storybook's own Vite config. Without it the builder would load the root vite.config.ts, which is
 * the app's build (root `app/`, dev proxy) and has nothing to do with stories. Icons are slimmed
 * as in the app's build, so stories show what ships.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), iconWeights()],
});
