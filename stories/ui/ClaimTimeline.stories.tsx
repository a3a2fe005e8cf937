import { ClaimTimeline, type ClaimEvent, type ClaimTimelineLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 15));

const labels: ClaimTimelineLabels = {
  title: 'Claim history',
  current: 'Current step',
  opened: 'Claim opened',
  offered: (amount) => `Seller offered ${amount} back`,
  returnRequested: 'Seller asked for the item back',
  returnSent: (code) => `Item sent back, tracking ${code}`,
  escalated: 'Passed to the administrator',
  outcomes: {
    refund_full: (amount) => `Refunded in full: ${amount}`,
    refund_partial: (amount) => `Partly refunded: ${amount}`,
    rejected: 'Claim rejected',
    withdrawn: 'Withdrawn by the buyer',
  },
};

/** An offer the buyer did not take, then the administrator's partial refund. */
const decided: ClaimEvent[] = [
  { id: 'opened', kind: 'opened', date: at(20, 9) },
  { id: 'offered', kind: 'offered', amount: 1500, date: at(21, 14) },
  { id: 'escalated', kind: 'escalated', date: at(22, 10) },
  { id: 'resolved', kind: 'resolved', outcome: 'refund_partial', amount: 2250, date: at(24, 16) },
];

/** The item sent back, waiting for the seller to receive it. */
const returning: ClaimEvent[] = [
  { id: 'opened', kind: 'opened', date: at(20, 9) },
  { id: 'return', kind: 'return_requested', date: at(20, 18) },
  { id: 'sent', kind: 'return_sent', trackingCode: 'AR-5521-88', date: at(23, 11) },
];

const meta = {
  title: 'Components/Commerce/ClaimTimeline',
  component: ClaimTimeline,
  tags: ['autodocs'],
  args: { events: decided, labels },
  argTypes: { labels: { control: false } },
  globals: { locale: 'en' },
  parameters: {
    docs: {
      description: {
        component:
          'A claim’s history drawn as Timeline draws a purchase’s: an ordered list, oldest first, of what happened (opened; the seller’s partial offer, return request or full refund; the return’s tracking code; the escalation to the administrator; the outcome), each with its own icon and its date in a `<time>`. The latest step is the current one: `aria-current="step"` and `labels.current` for screen readers. Amounts are given in cents and written as Money writes them, for the locale; they and the tracking code are isolated (as `<bdi>` would) so they read as one unit in right-to-left text.',
      },
    },
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof ClaimTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A step's words as the list gives them: isolated amounts and codes read as what they are. */
const words = (item: HTMLElement) => item.textContent?.replace(/[\u2068\u2069]/g, '');

export const Decided: Story = {
  name: 'Read in order, the outcome last',
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Claim history' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map(words)).toEqual([
      'Claim openedNov 20, 2026, 9:15 AM',
      'Seller offered $15.00 backNov 21, 2026, 2:15 PM',
      'Passed to the administratorNov 22, 2026, 10:15 AM',
      'Partly refunded: $22.50Current stepNov 24, 2026, 4:15 PM',
    ]);
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toEqual([items[3]]);
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
  },
};

export const Returning: Story = {
  name: 'A return on its way',
  args: { events: returning },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    // The code stays one unit, whatever the direction around it.
    await expect(items[2]).toHaveTextContent('Item sent back, tracking \u2068AR-5521-88\u2069');
  },
};

export const RefundedInFull: Story = {
  name: 'Refunded in full, its amount written',
  args: {
    events: [
      { id: 'opened', kind: 'opened', date: at(20, 9) },
      { id: 'resolved', kind: 'resolved', outcome: 'refund_full', amount: 4999, date: at(21, 8) },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('Refunded in full: \u2068$49.99\u2069');
  },
};

// Checked by `tsc -b`: a refund must say how much (it would otherwise be written as $0.00), and an
// ending that refunded nothing has no amount to give.
void ([
  // @ts-expect-error a refund without its amount
  { id: 'full', kind: 'resolved', outcome: 'refund_partial', date: at(21, 8) },
  // @ts-expect-error an amount on a refusal
  { id: 'rejected', kind: 'resolved', outcome: 'rejected', amount: 100, date: at(21, 8) },
] satisfies ClaimEvent[]);

export const Withdrawn: Story = {
  name: 'Ended without a refund',
  args: {
    events: [
      { id: 'opened', kind: 'opened', date: at(20, 9) },
      { id: 'resolved', kind: 'resolved', outcome: 'withdrawn', date: at(21, 8) },
    ],
  },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText('Withdrawn by the buyer').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current).not.toHaveTextContent('$');
  },
};

function Matrix() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem' }}>
      <ClaimTimeline events={decided} labels={labels} />
      <ClaimTimeline events={returning} labels={labels} />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
