import { Button, Dialog, DialogTrigger, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectOverlayPressIgnored, settledDialog } from '../play/dialog.js';
import { expectFocusOn } from '../play/focus.js';
import { closeWithEscape, expectClosed, openByKeyboard, pageOf } from '../play/overlay.js';
import { onPage } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

/** The dialogs' words as the app's catalogues word them, in each sample language. */
const wordsIn = {
  es: {
    trigger: 'Agregar código de seguimiento',
    title: 'Código de seguimiento',
    text: 'Escribe el código que te dio el transportista para esta venta.',
    close: 'Cerrar',
    cancel: 'Cancelar',
    save: 'Guardar',
    openControlled: 'Abrir el controlado',
    controlled: 'Controlado',
    controlledText: 'La app decide si está abierto.',
  },
  en: {
    trigger: 'Add tracking code',
    title: 'Tracking code',
    text: 'Enter the code the carrier gave you for this sale.',
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    openControlled: 'Open controlled',
    controlled: 'Controlled',
    controlledText: 'The app holds whether it is open.',
  },
};

type Words = (typeof wordsIn)['en'];

const meta = {
  title: 'Components/Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Tracking code',
    closeLabel: 'Close',
    size: 'md',
    isDismissable: true,
    children: <p style={{ margin: 0 }}>Enter the code the carrier gave you for this sale.</p>,
    actions: (close) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Save</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    title: { control: false },
    closeLabel: { control: false },
    children: { control: false },
    actions: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return (
      <DialogTrigger>
        <Button variant="secondary">{words.trigger}</Button>
        <Dialog
          {...args}
          title={words.title}
          closeLabel={args.closeLabel && words.close}
          actions={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                {words.cancel}
              </Button>
              <Button onPress={close}>{words.save}</Button>
            </>
          )}
        >
          <p style={{ margin: 0 }}>{words.text}</p>
        </Dialog>
      </DialogTrigger>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog over a dimmed page, on react-aria’s ModalOverlay, Modal and Dialog. Focus moves into the dialog and stays there; Escape (and, unless `isDismissable` is false, a press on the overlay) closes it; focus then returns to the trigger. Place it after its trigger in a `DialogTrigger`, or control it with `isOpen` and `onOpenChange`. The title names it; `closeLabel` adds a × button; `actions` are end-aligned at the bottom and wrap on narrow screens with the last (main) one on top.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const words = inSampleLanguage(context, wordsIn);
    const trigger = within(canvasElement).getByRole('button', { name: words.trigger });
    const dialog = await openByKeyboard(canvasElement, 'dialog', { name: words.title });
    await expectFocusOn(dialog);

    // Focus is trapped: after the last button, Tab comes back to the first.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: words.close })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: words.save })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: words.close })).toHaveFocus();

    await closeWithEscape(canvasElement, 'dialog', { returnsFocusTo: trigger });
  },
};

export const CloseButton: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const words = inSampleLanguage(context, wordsIn);
    const trigger = within(canvasElement).getByRole('button', { name: words.trigger });
    await userEvent.click(trigger);
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: words.title });
    await userEvent.click(within(dialog).getByRole('button', { name: words.close }));
    await expectClosed(canvasElement, 'dialog', { returnsFocusTo: trigger });
  },
};

/** A press on the overlay leaves it open; Escape still closes. */
export const NotDismissable: Story = {
  args: { isDismissable: false, closeLabel: undefined },
  play: async (context) => {
    const { canvasElement } = context;
    const words = inSampleLanguage(context, wordsIn);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.trigger }));
    const dialog = await settledDialog(canvasElement, words.title);
    await expectOverlayPressIgnored(canvasElement, dialog);
    // Escape reaches the dialog through the focus react-aria keeps inside it.
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await closeWithEscape(canvasElement, 'dialog');
  },
};

function Controlled({ words }: { words: Words }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{words.openControlled}</Button>
      <Dialog
        title={words.controlled}
        isOpen={isOpen}
        onOpenChange={setOpen}
        closeLabel={words.close}
      >
        <p style={{ margin: 0 }}>{words.controlledText}</p>
      </Dialog>
    </>
  );
}

export const WithState: Story = {
  render: (_args, context) => <Controlled words={inSampleLanguage(context, wordsIn)} />,
  play: async (context) => {
    const { canvasElement } = context;
    const words = inSampleLanguage(context, wordsIn);
    const trigger = within(canvasElement).getByRole('button', { name: words.openControlled });
    await openByKeyboard(canvasElement, 'dialog', { name: words.controlled });
    await closeWithEscape(canvasElement, 'dialog', { returnsFocusTo: trigger });
  },
};

function Open() {
  return (
    <Dialog
      defaultOpen
      title="Tracking code"
      closeLabel="Close"
      actions={
        <>
          <Button variant="secondary">Cancel</Button>
          <Button>Save</Button>
        </>
      }
    >
      <p style={{ margin: 0, marginBlockEnd: vars.space.sm }}>
        Enter the code the carrier gave you for this sale. The buyer sees it with the purchase.
      </p>
    </Dialog>
  );
}

// The dialog is portalled to <body>, which only the toolbar theme reaches: one full page per scheme.
export const TestLight: Story = { ...onPage('lightLtr', Open), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...onPage('darkRtl', Open), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...onPage('semiDarkLtr', Open),
  tags: ['!autodocs', 'visual'],
};
