import { expect, waitFor } from 'storybook/test';

/**
 * Waits until `element` has focus: react-aria moves focus a frame after an overlay opens or closes
 * (into the overlay, then back to its trigger), so an immediate check would race it.
 */
export function expectFocusOn(element: HTMLElement): Promise<void> {
  return waitFor(() => expect(element).toHaveFocus());
}
