import type { Decorator } from '@storybook/react-vite';
import { PlazaProvider, type Direction, type PlazaThemeName } from '@plaza/ui';
import { action } from 'storybook/actions';

// Links route through here instead of leaving the story; the Actions panel shows where they went.
const navigate = action('navigate');

/**
 * Wraps every story in PlazaProvider, driven by the theme, direction and locale toolbars, with
 * client-side navigation that stays on the story. A screen story (`parameters.appScreen`) is the
 * app itself, which has its own provider, fed by the same toolbars (stories/screens/support/).
 */
export const withPlaza: Decorator = (Story, { globals, parameters }) =>
  parameters.appScreen ? (
    <Story />
  ) : (
    <PlazaProvider
      theme={globals.theme as PlazaThemeName}
      direction={globals.direction as Direction}
      locale={globals.locale as string}
      navigate={navigate}
    >
      <Story />
    </PlazaProvider>
  );
