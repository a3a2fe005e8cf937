import { pageModes } from '../../../.storybook/modes.js';
import { shownScreen } from '../../play/screens/shown-screen.js';
import { renderScreen, setUpScreen, type ScreenFixture } from './app-screen.js';

/**
 * The meta every screen story file shares (spread it into `meta`, beside the literal `title` and
 * `tags` Storybook's indexer reads): the app's own screen at `fixture`, drawn edge to edge in the
 * toolbar's locale (Spanish first, as the app; a file whose plays read English fixes `locale: 'en'` in
 * its meta), set up afresh before each story, and a play that waits
 * for it to settle (a story's own play starts with `shownScreen` too). `parameters` adds to the
 * meta's (`visualWidths`, `visualMask`).
 */
export function screenMeta(
  description: string,
  fixture: ScreenFixture,
  parameters: Record<string, unknown> = {},
) {
  return {
    render: renderScreen,
    beforeEach: setUpScreen,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await shownScreen(canvasElement);
    },
    parameters: {
      layout: 'fullscreen',
      appScreen: true,
      docs: { description: { component: description } },
      screen: fixture,
      chromatic: { modes: pageModes },
      ...parameters,
    },
  };
}

/** A story's own screen, other than its file's: where the app is, who is signed in, what the API answers. */
export const screenAt = (fixture: ScreenFixture) => ({ parameters: { screen: fixture } });
