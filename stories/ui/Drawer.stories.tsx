import { Button, Drawer, DrawerHeader, type DrawerProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Heading } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { overlayOf, settledDialog } from '../play/dialog.js';
import { expectFocusOn } from '../play/focus.js';
import { closeWithEscape, expectClosed, openByKeyboard } from '../play/overlay.js';
import { inSampleLanguage, type SampleLanguage } from './support/sample-language.js';

/** The sample panel's words, in each sample language. */
const wordsIn = {
  es: { open: 'Abrir el panel', title: 'Filtros', done: 'Listo', close: 'Cerrar' },
  en: { open: 'Open drawer', title: 'Filters', done: 'Done', close: 'Close' },
} satisfies Record<SampleLanguage, Record<string, string>>;

type Words = (typeof wordsIn)[SampleLanguage];

/** The sample panel: a title and a button that closes it. */
const filters =
  (word: Words): DrawerProps['children'] =>
  (close) => (
    <div style={{ display: 'grid', gap: '1rem', padding: '1.5rem', inlineSize: 320 }}>
      <Heading slot="title" style={{ margin: 0 }}>
        {word.title}
      </Heading>
      <Button variant="secondary" onPress={close}>
        {word.done}
      </Button>
    </div>
  );

/** The sample panel with a DrawerHeader: its title and its close button. */
const withHeader =
  (word: Words): DrawerProps['children'] =>
  (close) => (
    <div style={{ inlineSize: 320 }}>
      <DrawerHeader title={word.title} closeLabel={word.close} onClose={close} />
    </div>
  );

function WithTrigger({
  open,
  ...props
}: Omit<DrawerProps, 'isOpen' | 'onOpenChange'> & { open: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{open}</Button>
      <Drawer {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/** A story's render: `panel` in the toolbar's language, opened from a button. */
const withTriggerOf =
  (panel: (word: Words) => DrawerProps['children']) =>
  (
    { isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }: DrawerProps,
    context: { globals: { locale?: unknown } },
  ) => {
    const word = inSampleLanguage(context, wordsIn);
    return (
      <WithTrigger {...args} open={word.open}>
        {panel(word)}
      </WithTrigger>
    );
  };

const meta = {
  title: 'Components/Overlays/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: {
    isOpen: false,
    onOpenChange: () => {},
    placement: 'end',
    children: filters(wordsIn.en),
  },
  argTypes: { placement: { control: 'inline-radio', options: ['start', 'end'] } },
  // The panel's words follow the Locale toolbar, as the app's messages do.
  render: withTriggerOf(filters),
  parameters: {
    docs: {
      description: {
        component:
          'The modal side panel under CartDrawer, Customizer and the mobile navigation, on react-aria’s ModalOverlay and Dialog; DrawerHeader is their top bar (title and close button): focus moves in and is trapped, Escape or a press on the overlay closes it, and focus returns to the trigger. `start` and `end` follow the writing direction. The consumer sets the width with `className`.',
      },
    },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EscapeCloses: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const word = inSampleLanguage(context, wordsIn);
    const trigger = within(canvasElement).getByRole('button', { name: word.open });
    const dialog = await openByKeyboard(canvasElement, 'dialog', { name: word.title });
    await expectFocusOn(dialog);
    await closeWithEscape(canvasElement, 'dialog', { returnsFocusTo: trigger });
  },
};

export const OverlayCloses: Story = {
  args: { placement: 'start' },
  play: async (context) => {
    const { canvasElement } = context;
    const word = inSampleLanguage(context, wordsIn);
    await userEvent.click(within(canvasElement).getByRole('button', { name: word.open }));
    const dialog = await settledDialog(canvasElement, word.title);
    // Start is the left edge left to right.
    await expect(dialog.getBoundingClientRect().left).toBe(0);
    // A press on the dimmed overlay outside the panel closes it.
    await userEvent.click(overlayOf(dialog));
    await expectClosed(canvasElement, 'dialog');
  },
};

/** DrawerHeader: the title names the dialog, and its button closes it, giving focus back. */
export const WithHeader: Story = {
  args: { children: withHeader(wordsIn.en) },
  render: withTriggerOf(withHeader),
  play: async (context) => {
    const { canvasElement } = context;
    const word = inSampleLanguage(context, wordsIn);
    const trigger = within(canvasElement).getByRole('button', { name: word.open });
    await userEvent.click(trigger);
    const dialog = await settledDialog(canvasElement, word.title);
    await expect(within(dialog).getByRole('heading', { name: word.title })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: word.close }));
    await expectClosed(canvasElement, 'dialog', { returnsFocusTo: trigger });
  },
};
