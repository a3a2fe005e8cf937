import { userEvent, within } from 'storybook/test';

/** Opens the actions menu of the row named `rowName` in `table` (a DataTable with row actions). */
export async function openRowActions(table: HTMLElement, rowName: string) {
  await userEvent.click(
    await within(table).findByRole('button', { name: `Actions for ${rowName}` }),
  );
}

/** Chooses `action` in the actions menu of the row named `rowName` in `table`. */
export async function chooseRowAction(table: HTMLElement, rowName: string, action: string) {
  await openRowActions(table, rowName);
  await userEvent.click(
    await within(table.ownerDocument.body).findByRole('menuitem', { name: action }),
  );
}

/** Types `text` into the box labelled `field` of the open dialog named `dialog`, then sends it. */
export async function sendInDialog(
  body: HTMLElement,
  { dialog, field, text, submit }: { dialog: string; field: RegExp; text: string; submit: string },
) {
  const found = await within(body).findByRole('dialog', { name: dialog });
  await userEvent.type(within(found).getByRole('textbox', { name: field }), text);
  await userEvent.click(within(found).getByRole('button', { name: submit }));
}
