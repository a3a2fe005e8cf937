import { userEvent } from 'storybook/test';

/** Moves focus straight to `control` and presses Enter on it, as a keyboard user acts on a control. */
export async function pressEnterOn(control: HTMLElement): Promise<void> {
  control.focus();
  await userEvent.keyboard('{Enter}');
}
