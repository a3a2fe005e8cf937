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
import { inSampleLanguage, type SampleLanguage } from './support/sample-language.js';

const samples: ToastContent[] = [
  { tone: 'success', title: 'Product published', description: 'Buyers can see it now.' },
  { tone: 'error', title: 'Payment failed', description: 'Your card was declined.' },
  { tone: 'info', title: 'New message from support' },
  { tone: 'warning', title: 'Only 2 left in stock' },
];

const labels = { region: 'Notifications', close: 'Close' };

/** The sample toasts, the region's labels and the buttons' words. */
interface Words {
  samples: ToastContent[];
  labels: ToastRegionProps['labels'];
  show: Record<ToastContent['tone'], string>;
}

/** The story's words in each sample language. */
const wordsIn: Record<SampleLanguage, Words> = {
  es: {
    samples: [
      { tone: 'success', title: 'Producto publicado', description: 'Los compradores ya lo ven.' },
      { tone: 'error', title: 'El pago falló', description: 'Tu tarjeta fue rechazada.' },
      { tone: 'info', title: 'Nuevo mensaje de soporte' },
      { tone: 'warning', title: 'Quedan solo 2 en stock' },
    ],
    labels: { region: 'Notificaciones', close: 'Cerrar' },
    show: {
      success: 'Mostrar éxito',
      error: 'Mostrar error',
      info: 'Mostrar información',
      warning: 'Mostrar advertencia',
    },
  },
  en: {
    samples,
    labels,
    show: {
      success: 'Show success',
      error: 'Show error',
      info: 'Show info',
      warning: 'Show warning',
    },
  },
};

type Context = { globals: { locale?: unknown } };

/** A region with its own queue and a button per tone, as an app would raise them. */
function Raiser({ labels, words }: Pick<ToastRegionProps, 'labels'> & { words: Words }) {
  const [queue] = useState(() => new ToastQueue());
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      {words.samples.map((toast) => (
        <Button key={toast.tone} variant="secondary" onPress={() => queue.add(toast)}>
          {words.show[toast.tone]}
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
  argTypes: { queue: { control: false }, labels: { control: false } },
  // The labels and the toasts follow the Locale toolbar, as the app's messages do.
  render: (_args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return <Raiser labels={words.labels} words={words} />;
  },
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
/** The story's words, as its toolbar locale reads them. */
const wordsOf = (context: Context) => inSampleLanguage(context, wordsIn);
const regionOf = (canvas: HTMLElement, words: Words) =>
  pageOf(canvas).findByRole('region', { name: words.labels.region });

export const AutoCloses: Story = {
  name: 'Closes after 5000 ms',
  play: async (context) => {
    const { canvasElement } = context;
    const words = wordsOf(context);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = within(await regionOf(canvasElement, words));
    const toast = region.getByRole('alertdialog', { name: words.samples[0]!.title });
    // Announced politely: a status, not an alert.
    await expect(region.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    await sleep(TOAST_TIMEOUT - 600);
    await expect(toast).toBeInTheDocument();
    await expectClosed(canvasElement, 'alertdialog', { timeout: 1500 });
  },
};

export const PausesWhileFocused: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const words = wordsOf(context);
    const trigger = within(canvasElement).getByRole('button', { name: words.show.warning });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const toast = (await regionOf(canvasElement, words)).querySelector('[role=alertdialog]')!;

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
  play: async (context) => {
    const { canvasElement } = context;
    const words = wordsOf(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.show.info }));
    const region = await regionOf(canvasElement, words);
    await userEvent.hover(region);
    await sleep(TOAST_TIMEOUT + 500);
    await expect(
      pageOf(canvasElement).getByRole('alertdialog', { name: words.samples[2]!.title }),
    ).toBeVisible();
    await userEvent.unhover(region);
    await expectClosed(canvasElement, 'alertdialog', {
      timeout: TOAST_TIMEOUT + 500,
    });
  },
};

export const CloseButton: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const words = wordsOf(context);
    within(canvasElement).getByRole('button', { name: words.show.warning }).focus();
    await userEvent.keyboard('{Enter}');
    const region = within(await regionOf(canvasElement, words));
    // Past the last button: the toast, then its close button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(region.getByRole('button', { name: words.labels.close })).toHaveFocus();
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
