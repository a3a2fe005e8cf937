import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

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
    // Only the design system has props worth documenting.
    reactDocgenTypescriptOptions: { include: ['packages/ui/src/**/*.tsx'] },
  },
  core: { disableTelemetry: true },
};

export default config;
