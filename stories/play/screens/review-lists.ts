// The administrators' review lists (withdrawals, users, tickets): a table whose rows each have a
// menu of decisions, a decision that asks for a text in a dialog, and a select over the table.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { settledDialog } from '../dialog.js';
import { pageOf } from '../overlay.js';
import { pressEnterOn } from './keyboard.js';

/** Opens the actions menu named `menuName` in `table`; gives its item `action`. */
async function menuActionIn(table: HTMLElement, menuName: string, action: string) {
  await userEvent.click(await within(table).findByRole('button', { name: menuName }));
  return pageOf(table).findByRole('menuitem', { name: action });
}

/** Opens the actions menu of the row named `rowName` in `table`; gives its item `action`. */
const rowActionIn = (table: HTMLElement, rowName: string, action: string) =>
  menuActionIn(table, `Actions for ${rowName}`, action);

/** Chooses `action` from the actions menu of the row named `rowName` in `table`. */
export async function chooseRowAction(
  table: HTMLElement,
  rowName: string,
  action: string,
): Promise<void> {
  const item = await rowActionIn(table, rowName, action);
  await expect(item).not.toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(item);
}

/**
 * Chooses `action` from the row's actions menu named `menuName` (the app's "Actions for {name}"
 * in the story's language, from appWordsIn), for a play that reads the toolbar's language.
 */
export async function chooseMenuAction(
  table: HTMLElement,
  menuName: string,
  action: string,
): Promise<void> {
  const item = await menuActionIn(table, menuName, action);
  await expect(item).not.toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(item);
}

/** Expects `action` off in the menu of the row `rowName` of `table` (already decided), and closes it. */
export async function expectRowActionDisabled(
  table: HTMLElement,
  rowName: string,
  action: string,
): Promise<void> {
  await expectMenuActionDisabled(table, `Actions for ${rowName}`, action);
}

/**
 * Expects `action` off in the row's actions menu named `menuName` (as chooseMenuAction: the app's
 * "Actions for {name}" in the story's language), and closes it.
 */
export async function expectMenuActionDisabled(
  table: HTMLElement,
  menuName: string,
  action: string,
): Promise<void> {
  await expect(await menuActionIn(table, menuName, action)).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(pageOf(table).queryByRole('menu')).toBeNull());
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

/** Types `text` into the box labelled `field` of the dialog named `dialog`, sends it, waits for it to go. */
export async function sendInDialog(
  canvas: HTMLElement,
  { dialog, field, text, submit }: DialogEntry,
): Promise<void> {
  const found = await settledDialog(canvas, dialog);
  await userEvent.type(within(found).getByRole('textbox', { name: field }), text);
  await pressEnterOn(within(found).getByRole('button', { name: submit }));
  await waitFor(() => expect(pageOf(canvas).queryByRole('dialog')).toBeNull(), { timeout: 5000 });
}

/** Chooses `option` in the select labelled `label` (a list's filter), by keyboard. */
export async function chooseInSelect(
  canvas: HTMLElement,
  label: string,
  option: string,
): Promise<void> {
  const button = within(canvas).getByRole('button', { name: new RegExp(label) });
  await pressEnterOn(button);
  await userEvent.click(await pageOf(canvas).findByRole('option', { name: option }));
  await waitFor(() => expect(button).toHaveTextContent(option));
}
