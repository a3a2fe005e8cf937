import { Button, Dialog, DialogTrigger, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectOverlayPressIgnored, settledDialog } from '../play/dialog.js';
import { expectFocusOn } from '../play/focus.js';
import { closeWithEscape, expectClosed, openByKeyboard, pageOf } from '../play/overlay.js';
import { onPage } from './support/SchemeMatrix.js';

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
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Add tracking code</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
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
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add tracking code' });
    const dialog = await openByKeyboard(canvasElement, 'dialog', { name: 'Tracking code' });
    await expectFocusOn(dialog);

    // Focus is trapped: after the last button, Tab comes back to the first.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await closeWithEscape(canvasElement, 'dialog', { returnsFocusTo: trigger });
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add tracking code' });
    await userEvent.click(trigger);
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Tracking code' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed(canvasElement, 'dialog', { returnsFocusTo: trigger });
  },
};

/** A press on the overlay leaves it open; Escape still closes. */
export const NotDismissable: Story = {
  args: { isDismissable: false, closeLabel: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add tracking code' }));
    const dialog = await settledDialog(canvasElement, 'Tracking code');
    await expectOverlayPressIgnored(canvasElement, dialog);
    // Escape reaches the dialog through the focus react-aria keeps inside it.
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await closeWithEscape(canvasElement, 'dialog');
  },
};

function Controlled() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open controlled</Button>
      <Dialog title="Controlled" isOpen={isOpen} onOpenChange={setOpen} closeLabel="Close">
        <p style={{ margin: 0 }}>The app holds whether it is open.</p>
      </Dialog>
    </>
  );
}

export const WithState: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open controlled' });
    await openByKeyboard(canvasElement, 'dialog', { name: 'Controlled' });
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
