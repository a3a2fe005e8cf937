import type { Decorator } from '@storybook/react-vite';
import { PlazaProvider, vars, type Direction, type PlazaThemeName } from '@plaza/ui';
import { action } from 'storybook/actions';

// Links route through here instead of leaving the story; the Actions panel shows where they went.
const navigate = action('navigate');

/**
 * Wraps every story in PlazaProvider, driven by the theme, direction and locale toolbars, with
 * client-side navigation that stays on the story. A screen story (`parameters.appScreen`) is the
 * app itself, which has its own provider, fed by the same toolbars (stories/screens/support/).
 */
export const withPlaza: Decorator = (Story, { globals, parameters, viewMode }) => {
  if (parameters.appScreen) return <Story />;
  // A docs page is Storybook's own page around the examples: the toolbar's theme and direction
  // apply to each example's box, not to the page, whose text and props table stay readable.
  const onDocsPage = viewMode === 'docs';
  return (
    <PlazaProvider
      theme={globals.theme as PlazaThemeName}
      direction={globals.direction as Direction}
      locale={globals.locale as string}
      navigate={navigate}
      scope={onDocsPage ? 'element' : 'document'}
    >
      {onDocsPage ? (
        <div style={{ padding: vars.space.lg }}>
          <Story />
        </div>
      ) : (
        <Story />
      )}
    </PlazaProvider>
  );
};
