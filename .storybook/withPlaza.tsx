import type { Decorator } from '@storybook/react-vite';
import { PlazaProvider, type Direction, type PlazaThemeName } from '@plaza/ui';

/** Wraps every story in PlazaProvider, driven by the theme, direction and locale toolbars. */
export const withPlaza: Decorator = (Story, { globals }) => (
  <PlazaProvider
    theme={globals.theme as PlazaThemeName}
    direction={globals.direction as Direction}
    locale={globals.locale as string}
  >
    <Story />
  </PlazaProvider>
);
