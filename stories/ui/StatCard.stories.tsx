import { ClockIcon } from '@phosphor-icons/react/dist/ssr/Clock';
import { WalletIcon } from '@phosphor-icons/react/dist/ssr/Wallet';
import { StatCard, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatCents } from './support/earnings.js';
import { inScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'Components/Data display/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: {
    label: 'Balance',
    value: formatCents(48_215),
    hint: 'Ready to withdraw',
    icon: <WalletIcon />,
    tone: 'success',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'primary', 'success', 'warning'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'One headline figure of a dashboard, such as a balance: a label, the value in large type and an optional hint, as a `<dl>` so screen readers read label and value as a pair. The icon is decorative; `isLoading` shows a placeholder and marks the card busy.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('Balance');
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('$482.15');
  },
};

export const Pending: Story = {
  args: {
    label: 'Pending',
    value: formatCents(12_990),
    hint: 'Credited when the buyers confirm they received their purchases',
    icon: <ClockIcon />,
    tone: 'warning',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('definition')[1]).toHaveTextContent(
      'Credited when',
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true, value: undefined },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getAllByRole('definition')[0]).toHaveTextContent('');
  },
};

function Matrix() {
  return (
    <div
      style={{
        display: 'grid',
        gap: vars.space.lg,
        gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
      }}
    >
      <StatCard {...meta.args} />
      <StatCard
        label="Pending"
        value={formatCents(1_234_567_89)}
        hint="Credited when purchases are received"
        icon={<ClockIcon />}
        tone="warning"
      />
      <StatCard label="People in your network" value="48" tone="primary" icon={<WalletIcon />} />
      <StatCard label="Balance" isLoading />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
