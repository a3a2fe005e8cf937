import type { Preview } from '@storybook/react-vite';
import { axeRunOptions, excludedFromAxe } from './a11y.js';
import { viewports } from './viewports.js';
import { withPlaza } from './withPlaza.js';

const preview: Preview = {
  decorators: [withPlaza],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'semi-dark', title: 'Semi-dark' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Writing direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'es', title: 'Español' },
          { value: 'en', title: 'English' },
          // Not an app language: a right-to-left locale, so react-aria's keys and number
          // formatting are mirrored too when reviewing RTL.
          { value: 'ar', title: 'العربية (RTL review)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    direction: 'ltr',
    locale: 'es',
    // In a browser driven by the test runner (navigator.webdriver), test-runner.ts runs axe; the
    // panel's automatic run would only repeat it and slow every story down.
    a11y: { manual: navigator.webdriver },
  },
  parameters: {
    // The same rules as the test runner's gate; in the panel, violations show as warnings.
    a11y: { options: axeRunOptions, context: { exclude: excludedFromAxe }, test: 'todo' },
    controls: { expanded: true },
    viewport: { options: viewports },
  },
};

export default preview;
