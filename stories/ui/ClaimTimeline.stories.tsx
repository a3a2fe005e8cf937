import { ClaimTimeline, type ClaimEvent, type ClaimTimelineLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inEnglishScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

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

/** The labels as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    title: 'Historia del reclamo',
    current: 'Estado actual',
    opened: 'Reclamo abierto',
    offered: (amount) => `El vendedor ofreció ${amount}`,
    returnRequested: 'El vendedor pidió la devolución',
    returnSent: (code) => `Devolución enviada, seguimiento ${code}`,
    escalated: 'Pasó a Plaza para que decida',
    outcomes: {
      refund_full: (amount) => `Reembolso total de ${amount}`,
      refund_partial: (amount) => `Reembolso parcial de ${amount}`,
      rejected: 'Reclamo rechazado',
      withdrawn: 'Reclamo retirado',
    },
  },
  en: labels,
} satisfies Record<string, ClaimTimelineLabels>;

/** What a play reads, in each sample language. */
const shown = {
  es: {
    // Intl puts a no-break space before "US$".
    decided: [
      'Reclamo abierto20 nov 2026, 9:15',
      'El vendedor ofreció 15,00\u00a0US$21 nov 2026, 14:15',
      'Pasó a Plaza para que decida22 nov 2026, 10:15',
      'Reembolso parcial de 22,50\u00a0US$Estado actual24 nov 2026, 16:15',
    ],
    returnSent: 'Devolución enviada, seguimiento \u2068AR-5521-88\u2069',
    refundedInFull: 'Reembolso total de \u206849,99 US$\u2069',
  },
  en: {
    decided: [
      'Claim openedNov 20, 2026, 9:15 AM',
      'Seller offered $15.00 backNov 21, 2026, 2:15 PM',
      'Passed to the administratorNov 22, 2026, 10:15 AM',
      'Partly refunded: $22.50Current stepNov 24, 2026, 4:15 PM',
    ],
    returnSent: 'Item sent back, tracking \u2068AR-5521-88\u2069',
    refundedInFull: 'Refunded in full: \u2068$49.99\u2069',
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
  // The labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <ClaimTimeline {...args} labels={inSampleLanguage(context, labelsIn)} />
  ),
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
  play: async (context) => {
    const { title } = inSampleLanguage(context, labelsIn);
    const list = within(context.canvasElement).getByRole('list', { name: title });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items.map(words)).toEqual(inSampleLanguage(context, shown).decided);
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toEqual([items[3]]);
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
  },
};

export const Returning: Story = {
  name: 'A return on its way',
  args: { events: returning },
  play: async (context) => {
    const items = within(context.canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    // The code stays one unit, whatever the direction around it.
    await expect(items[2]).toHaveTextContent(inSampleLanguage(context, shown).returnSent);
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
  play: async (context) => {
    const items = within(context.canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent(inSampleLanguage(context, shown).refundedInFull);
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
  play: async (context) => {
    const { outcomes } = inSampleLanguage(context, labelsIn);
    const current = within(context.canvasElement).getByText(outcomes.withdrawn).closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
    // No amount, in either language's way of writing one ("$", "US$").
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

export const TestLight: Story = {
  ...inEnglishScheme('light', Matrix),
  tags: ['!autodocs', 'visual'],
};
export const TestDark: Story = {
  ...inEnglishScheme('dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
export const TestSemiDark: Story = {
  ...inEnglishScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
