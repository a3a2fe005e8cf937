import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { docgenOptions } from './docgen.js';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: {
    name: '@storybook/react-vite',
    options: {
      builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) },
    },
  },
  typescript: {
    // Resolves props declared through other files (recipe variants, react-aria types) for the docs.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: docgenOptions,
  },
  core: { disableTelemetry: true },
  // The screenshot matrices (`Test …` stories) are hidden from the sidebar until a reviewer
  // includes them from its tag filter; the test runner still runs them.
  tags: { visual: { defaultFilterSelection: 'exclude' } },
};

export default config;
