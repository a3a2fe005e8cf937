const focusable =
  'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

const canTakeFocus = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement &&
  element.matches(focusable) &&
  !element.matches(':disabled') &&
  element.closest('[aria-hidden="true"]') === null;

/**
 * The react-aria field a hidden input belongs to: NumberField and ComboBox put it right after
 * their root, Select inside it.
 */
function fieldOf(hidden: Element): Element | null {
  const before = hidden.previousElementSibling;
  if (before?.hasAttribute('data-rac')) return before;
  const around = hidden.parentElement?.closest('[data-rac]');
  return around instanceof HTMLFormElement ? null : (around ?? null);
}

/**
 * Moves focus to the control of the field named `name` in `form`, with the field's label in
 * view. react-aria keeps the `name` of a NumberField or Select on a hidden input, so from there
 * it looks for the visible control of the same field. Returns whether a control took focus.
 */
export function focusField(form: HTMLFormElement, name: string): boolean {
  const named = form.querySelector(`[name="${CSS.escape(name)}"]`);
  if (!named) return false;
  const control = canTakeFocus(named)
    ? named
    : Array.from(fieldOf(named)?.querySelectorAll(focusable) ?? []).find(canTakeFocus);
  if (!control) return false;
  // Centred, so the label above the control is on screen too.
  control.scrollIntoView({ block: 'center' });
  control.focus({ preventScroll: true });
  return true;
}
