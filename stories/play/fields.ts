// What the field stories (text, number, choice and upload fields) check again and again, driven
// from the keyboard first as a user of the design system would: Tab in, type, read what is said.
import { expect, userEvent, within } from 'storybook/test';

/** A `fn()` spy from a story's `args`, typed there as the prop it stands for (maybe undefined). */
type Spy = unknown;

/** A story's canvas queries, `within(canvasElement)`. */
type Queries = ReturnType<typeof within>;

/** Presses Tab once and expects focus on `element`. */
export async function tabTo(element: HTMLElement): Promise<void> {
  await userEvent.tab();
  await expect(element).toHaveFocus();
}

/** Tabs into `field` and expects its help text, `description`, to be read with it. */
export async function tabToDescribed(field: HTMLElement, description: string): Promise<void> {
  await tabTo(field);
  await expect(field).toHaveAccessibleDescription(description);
}

/** Types `text` into the focused field and expects `onChange` last called with `value`. */
export async function typeAndExpectChange(
  text: string,
  onChange: Spy,
  value: unknown,
): Promise<void> {
  await userEvent.keyboard(text);
  await expect(onChange).toHaveBeenLastCalledWith(value);
}

/** Types each text into the next tab stop in turn, as a keyboard user fills in a form. */
export async function fillByTab(...texts: string[]): Promise<void> {
  for (const text of texts) {
    await userEvent.tab();
    await userEvent.keyboard(text);
  }
}

/** Selects the whole value of `field` (a triple click) and types `text` over it. */
export async function retype(field: HTMLElement, text: string): Promise<void> {
  await userEvent.tripleClick(field);
  await userEvent.keyboard(text);
}

/** Expects `field` disabled and passed over by Tab. */
export async function expectDisabledAndSkipped(field: HTMLElement): Promise<void> {
  await expect(field).toBeDisabled();
  await userEvent.tab();
  await expect(field).not.toHaveFocus();
}

/** Expects `field` empty, with `attribute` (a placeholder, a number of rows) set to `value`. */
export async function expectEmptyWith(
  field: HTMLElement,
  attribute: string,
  value: string,
): Promise<void> {
  await expect(field).toHaveValue('');
  await expect(field).toHaveAttribute(attribute, value);
}

/** Expects `field` marked invalid, with `description` (its help text and error) read with it. */
export async function expectInvalid(
  field: HTMLElement,
  description: string | RegExp,
): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(description);
}

/** Expects `field` marked invalid and its error `message` in view. */
export async function expectErrorShown(
  canvas: Queries,
  field: HTMLElement,
  message: string,
): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(canvas.getByText(message)).toBeVisible();
}

/** Expects `field` valid again and its error `message` gone from the page. */
export async function expectErrorGone(
  canvas: Queries,
  field: HTMLElement,
  message: string | RegExp,
): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(canvas.queryByText(message)).not.toBeInTheDocument();
}

/** With `control` focused, Space turns it on then off, each reported to `onChange`. */
export async function toggleTwiceBySpace(control: HTMLElement, onChange: Spy): Promise<void> {
  await userEvent.keyboard(' ');
  await expect(control).toBeChecked();
  await expect(onChange).toHaveBeenLastCalledWith(true);
  await userEvent.keyboard(' ');
  await expect(control).not.toBeChecked();
  await expect(onChange).toHaveBeenLastCalledWith(false);
}

/** Presses `target` (a disabled control's label) and expects `onChange` never called. */
export async function expectPressIgnored(target: HTMLElement, onChange: Spy): Promise<void> {
  await userEvent.click(target);
  await expect(onChange).not.toHaveBeenCalled();
}

/**
 * The hidden file input behind an upload field's button (FileUpload, ImageUpload, a message's photo):
 * `userEvent.upload` on it gives what choosing in the system's file dialog gives.
 */
export const fileInputOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** A play function, for the stories whose whole play is one of the checks above. */
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/**
 * The field a story plays with, found as a user finds it: by its ARIA `role` (`textbox`,
 * `searchbox`) and accessible `name`; and the plays made of it alone.
 */
export function fieldOf(role: string, name: string | RegExp) {
  /** The field in the story's canvas. */
  const get = (canvasElement: HTMLElement) => within(canvasElement).getByRole(role, { name });
  /** A play that expects the field marked invalid, with `description` read with it. */
  const playInvalid =
    (description: string): Play =>
    ({ canvasElement }) =>
      expectInvalid(get(canvasElement), description);
  /** A play that expects the field disabled and passed over by Tab. */
  const playDisabledAndSkipped: Play = ({ canvasElement }) =>
    expectDisabledAndSkipped(get(canvasElement));
  return { get, playInvalid, playDisabledAndSkipped };
}
