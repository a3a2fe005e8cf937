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

const meta = {
  title: 'Components/Data display/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: { steps, currentId: 'preparing', labels },
  argTypes: {
    currentId: { control: 'select', options: steps.map((step) => step.id) },
    labels: { control: false },
  },
  globals: { locale: 'en' },
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
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Purchase status' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('Seller preparingCurrent status');
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(within(items[1]!).getByText('Mar 2, 2026, 11:30 AM')).toHaveAttribute(
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
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText('Cancelled').closest('li');
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
