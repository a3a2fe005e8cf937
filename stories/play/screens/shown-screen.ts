import { expect, waitFor, within } from 'storybook/test';
import { apiSettled, unansweredCalls } from '../../screens/support/fixture-api.js';

/** The loading words of both catalogues (`common.loading`): a screen still on its way. */
const LOADING = /^(Loading|Cargando) \.\.\.$/;

/**
 * Waits until the app's screen has come (its code, its answers, its heading) and nothing on it is
 * loading, and fails at once on a request no fixture answers. Every screen story's play starts
 * with it, so what it checks and what is screenshotted is the settled screen.
 */
export async function shownScreen(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(
    () => {
      if (unansweredCalls().length > 0) {
        throw new Error(`No story fixture answers ${unansweredCalls().join(', ')}`);
      }
      expect(apiSettled()).toBe(true);
      expect(canvas.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
      // Words kept for screen readers alone (a button's pending state, a table's) are not what
      // a screenshot shows; a screen's or a list's loading words are.
      const loading = canvas
        .queryAllByText(LOADING)
        .filter((found) => !found.closest('button') && found.getBoundingClientRect().width > 1);
      expect(loading).toEqual([]);
      expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    },
    { timeout: 15_000 },
  );
  return canvas;
}
