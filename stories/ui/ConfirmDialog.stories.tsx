import { Button, ConfirmDialog, DialogTrigger } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectOverlayPressIgnored } from '../play/dialog.js';
import { expectFocusOn } from '../play/focus.js';
import { closeWithEscape, expectClosed, openByKeyboard, pageOf } from '../play/overlay.js';
import { onPage } from './support/SchemeMatrix.js';

const meta = {
  title: 'Components/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Mark as sent?',
    children: 'The buyer is told the sale is on its way.',
    confirmLabel: 'Mark as sent',
    cancelLabel: 'Not yet',
    variant: 'default',
    onConfirm: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'destructive'] } },
  render: (args) => (
    <DialogTrigger>
      <Button variant={args.variant === 'destructive' ? 'danger' : 'primary'}>
        {args.confirmLabel}
      </Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Asks before an action, as an `alertdialog` built on Dialog: a confirm and a cancel button with the app’s labels. Confirm calls `onConfirm` and closes; cancel, Escape or closing otherwise only closes. A press outside does not close it. `destructive` adds a warning icon, paints the confirm button in danger and starts focus on cancel. Focus returns to the trigger either way.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Mark as sent' });
    const dialog = await openByKeyboard(canvasElement, 'alertdialog', { name: 'Mark as sent?' });
    await expectFocusOn(dialog);

    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Mark as sent' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expectClosed(canvasElement, 'alertdialog', { returnsFocusTo: trigger });
  },
};

export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Cancel this purchase?',
    children: 'Its stock goes back to the sellers. This cannot be undone.',
    confirmLabel: 'Cancel purchase',
    cancelLabel: 'Keep purchase',
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancel purchase' });
    const dialog = await openByKeyboard(canvasElement, 'alertdialog', {
      name: 'Cancel this purchase?',
    });
    // Focus starts on the safe choice: a hurried Enter keeps the purchase.
    await expectFocusOn(within(dialog).getByRole('button', { name: 'Keep purchase' }));
    await userEvent.keyboard('{Enter}');
    await expectClosed(canvasElement, 'alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expectFocusOn(trigger);
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Mark as sent' });
    await userEvent.click(trigger);
    const dialog = await pageOf(canvasElement).findByRole('alertdialog');
    // A press on the overlay is ignored; Escape backs out.
    await expectOverlayPressIgnored(canvasElement, dialog, 'alertdialog');
    await closeWithEscape(canvasElement, 'alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expectFocusOn(trigger);
  },
};

function Open() {
  return (
    <ConfirmDialog
      defaultOpen
      variant="destructive"
      title="Cancel this purchase?"
      confirmLabel="Cancel purchase"
      cancelLabel="Keep purchase"
      onConfirm={() => {}}
    >
      Its stock goes back to the sellers. This cannot be undone.
    </ConfirmDialog>
  );
}

// The dialog is portalled to <body>, which only the toolbar theme reaches: one full page per scheme.
export const TestLight: Story = { ...onPage('lightLtr', Open), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...onPage('darkRtl', Open), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...onPage('semiDarkLtr', Open),
  tags: ['!autodocs', 'visual'],
};
