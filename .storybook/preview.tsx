import type { Preview } from '@storybook/react-vite';
import { axeRunOptions, excludedFromAxe } from './a11y.js';
import { componentModes } from './modes.js';
import { viewports } from './viewports.js';
import { withPlaza } from './withPlaza.js';

type GlobalType = NonNullable<Preview['globalTypes']>[string];
type Toolbar = NonNullable<GlobalType['toolbar']>;

/** A global chosen from the toolbar, whose button shows the chosen item's title. */
function toolbar(
  description: string,
  title: string,
  icon: Toolbar['icon'],
  items: Toolbar['items'],
): GlobalType {
  return { description, toolbar: { title, icon, items, dynamicTitle: true } };
}

const preview: Preview = {
  decorators: [withPlaza],
  globalTypes: {
    theme: toolbar('Colour scheme', 'Theme', 'contrast', [
      { value: 'light', title: 'Light' },
      { value: 'dark', title: 'Dark' },
      { value: 'semi-dark', title: 'Semi-dark' },
    ]),
    direction: toolbar('Writing direction', 'Direction', 'transfer', [
      { value: 'ltr', title: 'Left to right' },
      { value: 'rtl', title: 'Right to left' },
    ]),
    locale: toolbar('Locale', 'Locale', 'globe', [
      { value: 'es', title: 'Español' },
      { value: 'en', title: 'English' },
      // Not an app language: a right-to-left locale, so react-aria's keys and number
      // formatting are mirrored too when reviewing RTL.
      { value: 'ar', title: 'العربية (RTL review)' },
    ]),
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
    // The sidebar: the introduction, whole screens, the tokens, then the components by group, each
    // level alphabetical.
    options: {
      storySort: {
        method: 'alphabetical',
        order: ['Introduction', 'Screens', 'Tokens', 'Components'],
      },
    },
    // The same rules as the test runner's gate; in the panel, violations show as warnings.
    a11y: { options: axeRunOptions, context: { exclude: excludedFromAxe }, test: 'todo' },
    // Required props first: a component's own `label` before react-aria's many optional ones.
    controls: { expanded: true, sort: 'requiredFirst' },
    viewport: { options: viewports },
    // What Chromatic snapshots each story in; screens and the shell take pageModes.
    chromatic: { modes: componentModes },
  },
};

export default preview;
