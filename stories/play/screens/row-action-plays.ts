import { userEvent, within } from 'storybook/test';
import { pageOf } from '../overlay.js';

/** Opens the actions menu of the row named `rowName` in `table` (a DataTable with row actions). */
export async function openRowActions(table: HTMLElement, rowName: string): Promise<void> {
  await userEvent.click(
    await within(table).findByRole('button', { name: `Actions for ${rowName}` }),
  );
}

/** Chooses `action` in the actions menu of the row named `rowName` in `table`. */
export async function chooseRowAction(
  table: HTMLElement,
  rowName: string,
  action: string,
): Promise<void> {
  await openRowActions(table, rowName);
  await userEvent.click(await pageOf(table).findByRole('menuitem', { name: action }));
}

interface DialogEntry {
  /** The open dialog's name. */
  dialog: string;
  /** The label of its text box. */
  field: RegExp;
  text: string;
  /** The name of the button that sends it. */
  submit: string;
}

/** Types `text` into the box labelled `field` of the open dialog named `dialog`, then sends it. */
export async function sendInDialog(
  canvas: HTMLElement,
  { dialog, field, text, submit }: DialogEntry,
): Promise<void> {
  const found = await pageOf(canvas).findByRole('dialog', { name: dialog });
  await userEvent.type(within(found).getByRole('textbox', { name: field }), text);
  await userEvent.click(within(found).getByRole('button', { name: submit }));
}
