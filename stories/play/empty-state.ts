import { expect, within } from 'storybook/test';
import { pressEnterOn } from './screens/keyboard.js';

/** An empty state as a user finds it: its heading, and its action by role and name. */
export interface EmptyStateRef {
  title: string;
  action: { role: 'link' | 'button'; name: string };
}

/**
 * Expects the empty state `title` in `container` and presses its action with Enter: an empty state
 * always leads somewhere. The story then checks where (a spy called, the list back).
 */
export async function pressEmptyStateAction(
  container: HTMLElement,
  { title, action }: EmptyStateRef,
): Promise<void> {
  const scope = within(container);
  await expect(scope.getByRole('heading', { name: title })).toBeVisible();
  await pressEnterOn(scope.getByRole(action.role, { name: action.name }));
}
