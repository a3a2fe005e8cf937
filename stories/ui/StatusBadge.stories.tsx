import {
  PRODUCT_STATUSES,
  PURCHASE_STATUSES,
  TICKET_STATUSES,
  WITHDRAWAL_STATUSES,
} from '@plaza/api';
import { StatusBadge, vars, type Status } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { statusLabels } from './support/statuses.js';

const meta = {
  title: 'Components/Data display/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'pending_approval', label: 'Pending approval' },
  argTypes: { status: { control: 'select', options: Object.keys(statusLabels) } },
  parameters: {
    docs: {
      description: {
        component:
          'The status of a product, purchase or sale (every value in docs/api.md) as a pill with a colour, an icon and a word. Colour never carries the meaning alone: statuses that share a colour have different icons, and the word, passed in by the app, is what screen readers read. The colours are Badge’s tones, whose text-on-fill pairs reach 4.5:1 in both schemes.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingApproval: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Pending approval');
    // The icon is decorative; the label is the whole accessible text.
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(badge).toHaveTextContent(/^Pending approval$/);
  },
};

function Row({ statuses, caption }: { statuses: readonly Status[]; caption: string }) {
  return (
    <div role="group" aria-label={caption} style={{ display: 'grid', gap: vars.space.xs }}>
      <span aria-hidden style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
        {caption}
      </span>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
        {statuses.map((status) => (
          <StatusBadge key={status} status={status} label={statusLabels[status]} />
        ))}
      </div>
    </div>
  );
}

function AllStatuses() {
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <Row caption="Products" statuses={PRODUCT_STATUSES} />
      <Row caption="Purchases and sales" statuses={PURCHASE_STATUSES} />
    </div>
  );
}

export const EveryStatus: Story = {
  render: () => <AllStatuses />,
  play: async ({ canvasElement }) => {
    const canvas = within(
      within(canvasElement).getByRole('group', { name: 'Purchases and sales' }),
    );
    const icons = new Set<string>();
    for (const status of PURCHASE_STATUSES) {
      const badge = canvas.getByText(statusLabels[status]);
      icons.add(badge.querySelector('svg')!.innerHTML);
    }
    // Nine statuses, nine different pictures: none is told apart by colour alone.
    await expect(icons.size).toBe(PURCHASE_STATUSES.length);
  },
};

function MoneyAndSupportStatuses() {
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <Row caption="Withdrawals" statuses={WITHDRAWAL_STATUSES} />
      <Row caption="Support tickets" statuses={TICKET_STATUSES} />
    </div>
  );
}

export const WithdrawalsAndTickets: Story = {
  name: 'Withdrawals and tickets',
  render: () => <MoneyAndSupportStatuses />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [group, statuses] of [
      ['Withdrawals', WITHDRAWAL_STATUSES],
      ['Support tickets', TICKET_STATUSES],
    ] as const) {
      const row = within(canvas.getByRole('group', { name: group }));
      for (const status of statuses)
        await expect(row.getByText(statusLabels[status])).toBeVisible();
    }
  },
};

export const TestLight: Story = {
  ...inScheme('light', AllStatuses),
  tags: ['!autodocs', 'visual'],
};
export const TestDark: Story = { ...inScheme('dark', AllStatuses), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', AllStatuses),
  tags: ['!autodocs', 'visual'],
};
export const TestMoneyAndSupportLight: Story = {
  ...inScheme('light', MoneyAndSupportStatuses),
  tags: ['!autodocs', 'visual'],
};
export const TestMoneyAndSupportDark: Story = {
  ...inScheme('dark', MoneyAndSupportStatuses),
  tags: ['!autodocs', 'visual'],
};
export const TestMoneyAndSupportSemiDark: Story = {
  ...inScheme('semi-dark', MoneyAndSupportStatuses),
  tags: ['!autodocs', 'visual'],
};
