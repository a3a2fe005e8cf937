// Opening and closing overlays (dialogs, drawers, popovers, menus, tooltips) the way a keyboard
// user does. react-aria portals them to <body>, outside the story's canvas, so they are looked up
// in the whole page.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFocusOn } from './focus.js';

/** Queries over the whole page, where portalled overlays live, for a story's `canvasElement`. */
export const pageOf = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

/**
 * Tabs to the story's next control, presses Enter on it and returns the overlay that opens (its
 * `role`, and `name` when given) once it shows. With `trigger`, checks first that Tab reached that
 * control.
 */
export async function openByKeyboard(
  canvas: HTMLElement,
  role: string,
  { name, trigger }: { name?: string; trigger?: HTMLElement } = {},
): Promise<HTMLElement> {
  await userEvent.tab();
  if (trigger) await expectFocusOn(trigger);
  await userEvent.keyboard('{Enter}');
  const overlay = await pageOf(canvas).findByRole(role, { name });
  await expectShown(overlay);
  return overlay;
}

interface Closing {
  /** The control that opened the overlay: once it is closed, focus must be back there. */
  returnsFocusTo?: HTMLElement;
  /**
   * How long the overlay may take to go, in ms (a toast's timer). The default leaves room for its
   * exit animation on a loaded CI machine, where Testing Library's 1 s was seen to run out.
   * @default 3000
   */
  timeout?: number;
}

/** Waits until no overlay of `role` is left in the page, then for focus on `returnsFocusTo`. */
export async function expectClosed(
  canvas: HTMLElement,
  role: string,
  { returnsFocusTo, timeout = 3000 }: Closing = {},
): Promise<void> {
  await waitFor(() => expect(pageOf(canvas).queryByRole(role)).not.toBeInTheDocument(), {
    timeout,
  });
  if (returnsFocusTo) await expectFocusOn(returnsFocusTo);
}

/** Presses Escape and waits as `expectClosed` does: the overlay gone, focus back where it belongs. */
export async function closeWithEscape(
  canvas: HTMLElement,
  role: string,
  closing: Closing = {},
): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await expectClosed(canvas, role, closing);
}

/**
 * Waits until `element` shows: what comes in with motion (a toast, a menu and its items) is
 * transparent for its first frames, and a person waits for it before reading it.
 */
export function expectShown(element: HTMLElement): Promise<void> {
  return waitFor(() => expect(element).toBeVisible());
}

/**
 * Waits for a toast (or other text in the page, outside the story's canvas) to show `text`, once it
 * has come within `timeout` ms (the time what it reports takes).
 */
export async function expectToast(
  canvas: HTMLElement,
  text: string | RegExp,
  timeout?: number,
): Promise<void> {
  await expectShown(await pageOf(canvas).findByText(text, {}, { timeout }));
}
