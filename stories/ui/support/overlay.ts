import { expect, waitFor, within } from 'storybook/test';

/**
 * The dialog (a drawer, a modal) named `name` once it has finished coming in. Two things race a play
 * function on a busy machine: under reduced motion the entering animation takes 0 s, yet until the
 * next frame the dialog still has its first opacity (0); and a re-render of the story (new globals)
 * can leave the previous dialog in the page, fading out, beside the new one.
 */
export function settledDialog(body: HTMLElement, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const settled = within(body)
      .getAllByRole('dialog', { name })
      .filter((dialog) => !dialog.closest('[data-entering], [data-exiting]'));
    expect(settled).toHaveLength(1);
    return settled[0]!;
  });
}
