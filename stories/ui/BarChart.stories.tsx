import { BarChart } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { chartLabels, formatCents, monthlyEarnings } from './support/earnings.js';
import { inScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'Components/Data display/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    title: 'Earnings by month',
    data: monthlyEarnings,
    formatValue: formatCents,
    labels: chartLabels,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A bar chart drawn as SVG by the design system (no chart library, no canvas): a value axis on round numbers, one bar per category, mirrored right to left. The picture is named by the title and described by every label and value, so a screen reader reads the data; a button shows the same data as a table for anyone. `formatValue` writes values as text (money, counts); `renderValue` may draw them in the table.',
      },
    },
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Earnings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: 'Earnings by month' });
    // The description carries every bar, so nothing is only drawn.
    await expect(picture).toHaveAccessibleDescription(
      /Jun: \$120\.50; Jul: \$47\.20; Aug: \$0\.00/,
    );
    await expect(canvas.getByRole('figure', { name: 'Earnings by month' })).toBeVisible();
    await expect(picture.querySelectorAll('rect')).toHaveLength(monthlyEarnings.length);
  },
};

export const AsATable: Story = {
  name: 'As a table, by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', { name: 'Earnings by month' });
    await expect(within(table).getAllByRole('row')).toHaveLength(monthlyEarnings.length + 1);
    await expect(within(table).getByRole('rowheader', { name: 'Sep' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '$318.99' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No earnings yet')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const RightToLeft: Story = {
  name: 'Right to left',
  globals: { direction: 'rtl', locale: 'ar' },
  play: async ({ canvasElement }) => {
    // The first month sits at the right edge, where an Arabic reader starts.
    const bars = [...canvasElement.querySelectorAll('rect')].map((bar) =>
      Number(bar.getAttribute('x')),
    );
    await expect(bars[0]).toBeGreaterThan(bars[bars.length - 1]!);
  },
};

function Matrix() {
  return (
    <BarChart
      title="Earnings by month"
      data={[...monthlyEarnings, { id: 'refund', label: 'Dec', value: -5_000 }]}
      formatValue={formatCents}
      labels={chartLabels}
      headingLevel={3}
    />
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
