import { Button, Drawer, DrawerHeader, type DrawerProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Heading } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { overlayOf, settledDialog } from '../play/dialog.js';
import { expectFocusOn } from '../play/focus.js';
import { closeWithEscape, expectClosed, openByKeyboard } from '../play/overlay.js';

function WithTrigger(props: Omit<DrawerProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open drawer</Button>
      <Drawer {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Components/Overlays/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: {
    isOpen: false,
    onOpenChange: () => {},
    placement: 'end',
    children: (close) => (
      <div style={{ display: 'grid', gap: '1rem', padding: '1.5rem', inlineSize: 320 }}>
        <Heading slot="title" style={{ margin: 0 }}>
          Filters
        </Heading>
        <Button variant="secondary" onPress={close}>
          Done
        </Button>
      </div>
    ),
  },
  argTypes: { placement: { control: 'inline-radio', options: ['start', 'end'] } },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => <WithTrigger {...args} />,
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
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open drawer' });
    const dialog = await openByKeyboard(canvasElement, 'dialog', { name: 'Filters' });
    await expectFocusOn(dialog);
    await closeWithEscape(canvasElement, 'dialog', { returnsFocusTo: trigger });
  },
};

export const OverlayCloses: Story = {
  args: { placement: 'start' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open drawer' }));
    const dialog = await settledDialog(canvasElement, 'Filters');
    // Start is the left edge left to right.
    await expect(dialog.getBoundingClientRect().left).toBe(0);
    // A press on the dimmed overlay outside the panel closes it.
    await userEvent.click(overlayOf(dialog));
    await expectClosed(canvasElement, 'dialog');
  },
};

/** DrawerHeader: the title names the dialog, and its button closes it, giving focus back. */
export const WithHeader: Story = {
  args: {
    children: (close) => (
      <div style={{ inlineSize: 320 }}>
        <DrawerHeader title="Filters" closeLabel="Close" onClose={close} />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open drawer' });
    await userEvent.click(trigger);
    const dialog = await settledDialog(canvasElement, 'Filters');
    await expect(within(dialog).getByRole('heading', { name: 'Filters' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed(canvasElement, 'dialog', { returnsFocusTo: trigger });
  },
};
