import { expect, waitFor, within } from 'storybook/test';

/**
 * Waits until the item named `name` in an open `menu` has focus: react-aria focuses the first (or,
 * opened with Arrow Up, the last) item a frame after the menu opens. `role` is `menuitemradio` in a
 * menu of choices.
 */
export function expectMenuItemFocused(
  menu: HTMLElement,
  name: string,
  role = 'menuitem',
): Promise<void> {
  return waitFor(() => expect(within(menu).getByRole(role, { name })).toHaveFocus());
}
