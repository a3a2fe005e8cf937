// Modal dialogs and drawers: react-aria renders each as a dialog in a modal in a dimmed overlay.
import { expect, userEvent, waitFor } from 'storybook/test';
import { pageOf } from './overlay.js';

/**
 * The dialog (a drawer, a modal) named `name` once it has finished coming in. Two things race a play
 * function on a busy machine: under reduced motion the entering animation takes 0 s, yet until the
 * next frame the dialog still has its first opacity (0); and a re-render of the story (new globals)
 * can leave the previous dialog in the page, fading out, beside the new one.
 */
export function settledDialog(canvas: HTMLElement, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const settled = pageOf(canvas)
      .getAllByRole('dialog', { name })
      .filter((dialog) => !dialog.closest('[data-entering], [data-exiting]'));
    expect(settled).toHaveLength(1);
    return settled[0]!;
  });
}

/** The dimmed overlay around a modal `dialog` (dialog in modal in overlay): a press there is "outside". */
export const overlayOf = (dialog: HTMLElement) => dialog.parentElement!.parentElement!;

/**
 * Presses the overlay around a modal that ignores such presses, and checks a `role` is still open
 * with focus back inside `dialog`. The press blurs the dialog and react-aria's focus scope takes
 * focus back a frame later; a key pressed before then (Escape on a loaded CI machine) went to
 * <body>, where the dialog does not hear it.
 */
export async function expectOverlayPressIgnored(
  canvas: HTMLElement,
  dialog: HTMLElement,
  role = 'dialog',
): Promise<void> {
  await userEvent.click(overlayOf(dialog));
  await expect(pageOf(canvas).getByRole(role)).toBeInTheDocument();
  await waitFor(() =>
    expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement),
  );
}
