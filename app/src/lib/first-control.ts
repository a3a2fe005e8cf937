/**
 * Puts focus on the first control in `root` a keyboard user can reach: a field, or a button such as
 * a select's. For an empty state's action that leads to a form beside it, or that goes away with
 * the empty state it sat in (focus left on nothing would send a keyboard user back to the top).
 */
export function focusFirstControl(root: HTMLElement | null): void {
  const controls = root?.querySelectorAll<HTMLElement>('input, textarea, button') ?? [];
  [...controls]
    .find(
      (control) =>
        control.tabIndex >= 0 &&
        !control.matches(':disabled') &&
        // A select's hidden native twin, there for autofill, is no place for focus.
        !control.closest('[aria-hidden="true"]'),
    )
    ?.focus();
}
