import { Button, ConfirmDialog, DialogTrigger, type ConfirmDialogProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectOverlayPressIgnored } from '../play/dialog.js';
import { expectFocusOn } from '../play/focus.js';
import { closeWithEscape, expectClosed, openByKeyboard, pageOf } from '../play/overlay.js';
import { onPage } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

/** The dialogs' words as the app's catalogues word them, in each sample language. */
const wordsIn = {
  es: {
    sent: {
      title: '¿Marcar como enviada?',
      children: 'El comprador sabrá que la venta va en camino.',
      confirmLabel: 'Marcar como enviada',
      cancelLabel: 'Todavía no',
    },
    cancel: {
      title: '¿Cancelar esta compra?',
      children: 'Sus unidades vuelven a la venta. No se puede deshacer.',
      confirmLabel: 'Cancelar compra',
      cancelLabel: 'Volver',
    },
  },
  en: {
    sent: {
      title: 'Mark as sent?',
      children: 'The buyer is told the sale is on its way.',
      confirmLabel: 'Mark as sent',
      cancelLabel: 'Not yet',
    },
    cancel: {
      title: 'Cancel this purchase?',
      children: 'Its stock goes back to the sellers. This cannot be undone.',
      confirmLabel: 'Cancel purchase',
      cancelLabel: 'Keep purchase',
    },
  },
};

type Context = { globals: { locale?: unknown } };

/** A dialog's words in the story's sample language. */
const wordsOf = (context: Context, dialog: keyof (typeof wordsIn)['en']) =>
  inSampleLanguage(context, wordsIn)[dialog];

/**
 * The dialog behind its trigger, worded in the Locale toolbar's language as the app's messages
 * are.
 */
const dialogIn =
  (dialog: keyof (typeof wordsIn)['en']) => (args: ConfirmDialogProps, context: Context) => {
    const words = wordsOf(context, dialog);
    return (
      <DialogTrigger>
        <Button variant={args.variant === 'destructive' ? 'danger' : 'primary'}>
          {words.confirmLabel}
        </Button>
        <ConfirmDialog {...args} {...words} />
      </DialogTrigger>
    );
  };

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
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'destructive'] },
    title: { control: false },
    children: { control: false },
    confirmLabel: { control: false },
    cancelLabel: { control: false },
  },
  render: dialogIn('sent'),
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const words = wordsOf(context, 'sent');
    const trigger = within(canvasElement).getByRole('button', { name: words.confirmLabel });
    const dialog = await openByKeyboard(canvasElement, 'alertdialog', { name: words.title });
    await expectFocusOn(dialog);

    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: words.confirmLabel })).toHaveFocus();
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
  render: dialogIn('cancel'),
  play: async (context) => {
    const { args, canvasElement } = context;
    const words = wordsOf(context, 'cancel');
    const trigger = within(canvasElement).getByRole('button', { name: words.confirmLabel });
    const dialog = await openByKeyboard(canvasElement, 'alertdialog', { name: words.title });
    // Focus starts on the safe choice: a hurried Enter keeps the purchase.
    await expectFocusOn(within(dialog).getByRole('button', { name: words.cancelLabel }));
    await userEvent.keyboard('{Enter}');
    await expectClosed(canvasElement, 'alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expectFocusOn(trigger);
  },
};

export const EscapeCancels: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const trigger = within(canvasElement).getByRole('button', {
      name: wordsOf(context, 'sent').confirmLabel,
    });
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
