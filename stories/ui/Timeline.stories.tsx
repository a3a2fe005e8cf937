import { Timeline, type TimelineLabels, type TimelineStep } from '@plaza/ui';
import { ClockIcon } from '@phosphor-icons/react/dist/ssr/Clock';
import { CreditCardIcon } from '@phosphor-icons/react/dist/ssr/CreditCard';
import { HandshakeIcon } from '@phosphor-icons/react/dist/ssr/Handshake';
import { PackageIcon } from '@phosphor-icons/react/dist/ssr/Package';
import { TruckIcon } from '@phosphor-icons/react/dist/ssr/Truck';
import { XCircleIcon } from '@phosphor-icons/react/dist/ssr/XCircle';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage, type SampleLanguage } from './support/sample-language.js';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour, 30));

// A purchase's statuses from docs/api.md, in order.
const steps: TimelineStep[] = [
  { id: 'pending_payment', label: 'Waiting for payment', date: at(2, 9), icon: <ClockIcon /> },
  { id: 'approved', label: 'Payment approved', date: at(2, 11), icon: <CreditCardIcon /> },
  { id: 'preparing', label: 'Seller preparing', date: at(3, 15), icon: <PackageIcon /> },
  { id: 'sent', label: 'Sent', icon: <TruckIcon /> },
  { id: 'received', label: 'Received', icon: <HandshakeIcon /> },
];

const labels: TimelineLabels = { title: 'Purchase status', current: 'Current status' };

/** The labels and each step's words as the app's catalogues word them, in each sample language. */
const labelsIn: Record<SampleLanguage, { labels: TimelineLabels; steps: Record<string, string> }> =
  {
    es: {
      labels: { title: 'Estado de la compra', current: 'Estado actual' },
      steps: {
        pending_payment: 'Esperando el pago',
        approved: 'Pago aprobado',
        preparing: 'En preparación',
        sent: 'Enviada',
        received: 'Recibida',
        cancelled: 'Cancelada',
      },
    },
    en: {
      labels,
      steps: {
        pending_payment: 'Waiting for payment',
        approved: 'Payment approved',
        preparing: 'Seller preparing',
        sent: 'Sent',
        received: 'Received',
        cancelled: 'Cancelled',
      },
    },
  };

/** What a play reads, in each sample language. */
const shown = {
  es: {
    title: 'Estado de la compra',
    current: 'En preparaciónEstado actual',
    approvedAt: '2 mar 2026, 11:30',
    cancelled: 'Cancelada',
  },
  en: {
    title: 'Purchase status',
    current: 'Seller preparingCurrent status',
    approvedAt: 'Mar 2, 2026, 11:30 AM',
    cancelled: 'Cancelled',
  },
};

const meta = {
  title: 'Components/Data display/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: { steps, currentId: 'preparing', labels },
  argTypes: {
    currentId: { control: 'select', options: steps.map((step) => step.id) },
    labels: { control: false },
  },
  // The labels and the steps' words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    const steps = args.steps.map((step) => ({ ...step, label: text.steps[step.id] ?? step.label }));
    return <Timeline {...args} steps={steps} labels={text.labels} />;
  },
  parameters: {
    docs: {
      description: {
        component:
          'A purchase’s status history as an ordered list: each step with its icon, label and date (formatted for the locale in a `<time>` element). Steps before `currentId` are done (filled), the current one is ringed, marked `aria-current="step"` and followed by `labels.current` for screen readers; later ones are muted. Colour is never the only cue: done steps show a check or their filled icon, the current one is bold.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Preparing: Story = {
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const list = within(context.canvasElement).getByRole('list', { name: text.title });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent(text.current);
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(within(items[1]!).getByText(text.approvedAt)).toHaveAttribute(
      'datetime',
      '2026-03-02T11:30:00.000Z',
    );
  },
};

export const Cancelled: Story = {
  args: {
    steps: [
      steps[0]!,
      { id: 'cancelled', label: 'Cancelled', date: at(3, 10), icon: <XCircleIcon /> },
    ],
    currentId: 'cancelled',
  },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const current = within(context.canvasElement).getByText(text.cancelled).closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
  },
};

export const NoHistory: Story = {
  name: 'Only the first step',
  args: { steps: steps.slice(0, 1), currentId: 'pending_payment' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

function Matrix() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem' }}>
      <Timeline steps={steps} currentId="preparing" labels={labels} />
      <Timeline
        steps={steps.map(({ icon: _icon, ...step }) => step)}
        currentId="sent"
        labels={labels}
      />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
