import {
  Button,
  TOAST_TIMEOUT,
  ToastQueue,
  ToastRegion,
  vars,
  type ToastContent,
  type ToastRegionProps,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { expectClosed, pageOf } from '../play/overlay.js';
import { onPageInEveryScheme } from './support/SchemeMatrix.js';

const samples: ToastContent[] = [
  { tone: 'success', title: 'Product published', description: 'Buyers can see it now.' },
  { tone: 'error', title: 'Payment failed', description: 'Your card was declined.' },
  { tone: 'info', title: 'New message from support' },
  { tone: 'warning', title: 'Only 2 left in stock' },
];

const labels = { region: 'Notifications', close: 'Close' };

/** A region with its own queue and a button per tone, as an app would raise them. */
function Raiser({ labels }: Pick<ToastRegionProps, 'labels'>) {
  const [queue] = useState(() => new ToastQueue());
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      {samples.map((toast) => (
        <Button key={toast.tone} variant="secondary" onPress={() => queue.add(toast)}>
          {`Show ${toast.tone}`}
        </Button>
      ))}
      <ToastRegion queue={queue} labels={labels} />
    </div>
  );
}

const meta = {
  title: 'Components/Feedback/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  args: { queue: new ToastQueue(), labels },
  argTypes: { queue: { control: false } },
  render: (args) => <Raiser labels={args.labels} />,
  parameters: {
    docs: {
      description: {
        component:
          'Toasts on react-aria’s ToastRegion: success, error, info and warning, each with an icon of its own shape. `queue.add({ tone, title, description })` raises one; it closes after 5000 ms, waits while the region is hovered or focused, and is announced politely. The region is a landmark (F6 jumps to it) at the bottom end of the screen.',
      },
    },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const regionOf = (canvas: HTMLElement) =>
  pageOf(canvas).findByRole('region', { name: 'Notifications' });

export const AutoCloses: Story = {
  name: 'Closes after 5000 ms',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = within(await regionOf(canvasElement));
    const toast = region.getByRole('alertdialog', { name: 'Product published' });
    // Announced politely: a status, not an alert.
    await expect(region.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    await sleep(TOAST_TIMEOUT - 600);
    await expect(toast).toBeInTheDocument();
    await expectClosed(canvasElement, 'alertdialog', { timeout: 1500 });
  },
};

export const PausesWhileFocused: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show warning' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const toast = (await regionOf(canvasElement)).querySelector('[role=alertdialog]')!;

    // The region comes after the page, so Tab from the last button reaches the toast.
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await sleep(TOAST_TIMEOUT + 500);
    await expect(toast).toBeInTheDocument();

    // Leaving it starts the clock again from where it stopped.
    await userEvent.tab({ shift: true });
    await expectClosed(canvasElement, 'alertdialog', {
      timeout: TOAST_TIMEOUT + 500,
    });
  },
};

export const PausesWhileHovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
    const region = await regionOf(canvasElement);
    await userEvent.hover(region);
    await sleep(TOAST_TIMEOUT + 500);
    await expect(
      pageOf(canvasElement).getByRole('alertdialog', { name: 'New message from support' }),
    ).toBeVisible();
    await userEvent.unhover(region);
    await expectClosed(canvasElement, 'alertdialog', {
      timeout: TOAST_TIMEOUT + 500,
    });
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Show warning' }).focus();
    await userEvent.keyboard('{Enter}');
    const region = within(await regionOf(canvasElement));
    // Past the last button: the toast, then its close button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(region.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectClosed(canvasElement, 'alertdialog');
  },
};

/** All four tones at once, kept open, for visual review. */
function AllTones() {
  const [queue] = useState(() => {
    const all = new ToastQueue();
    samples.forEach((toast) => all.add(toast, { timeout: 0 }));
    return all;
  });
  return <ToastRegion queue={queue} labels={labels} />;
}

// The region is portalled to <body>, so each scheme and direction is a page of its own.
export const TestEveryScheme: Story = {
  ...onPageInEveryScheme(AllTones),
  tags: ['!autodocs', 'visual'],
};
