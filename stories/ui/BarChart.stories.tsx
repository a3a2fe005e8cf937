import { BarChart, type BarChartLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { chartLabels, formatCents, monthlyEarnings } from './support/earnings.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const spanishDollars = new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' });

/**
 * The chart's words as the app's catalogue words them, its months and its dollars written as the
 * locale writes them, in each sample language.
 */
const sampleIn = {
  es: {
    title: 'Ganancias por mes',
    labels: {
      showTable: 'Ver como tabla',
      hideTable: 'Ocultar tabla',
      category: 'Mes',
      value: 'Ganado',
      empty: 'Todavía no tienes ganancias',
    } satisfies BarChartLabels,
    months: ['jun', 'jul', 'ago', 'sept', 'oct', 'nov'],
    formatValue: (cents: number) => spanishDollars.format(cents / 100),
  },
  en: {
    title: 'Earnings by month',
    labels: chartLabels,
    months: monthlyEarnings.map((month) => month.label),
    formatValue: formatCents,
  },
};

/** Six months of earnings, named in the sample language. */
const earningsIn = (months: readonly string[]) =>
  monthlyEarnings.map((month, index) => ({ ...month, label: months[index]! }));

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
  // The words, months and amounts follow the Locale toolbar, as the app's do.
  render: (args, context) => {
    const sample = inSampleLanguage(context, sampleIn);
    return (
      <BarChart
        {...args}
        title={sample.title}
        labels={sample.labels}
        formatValue={sample.formatValue}
        data={args.data.length ? earningsIn(sample.months) : args.data}
      />
    );
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
  play: async (context) => {
    const { title, months, formatValue } = inSampleLanguage(context, sampleIn);
    const canvas = within(context.canvasElement);
    const picture = canvas.getByRole('img', { name: title });
    // The description carries every bar, so nothing is only drawn.
    const [jun, jul, aug] = [12_050, 4_720, 0].map(formatValue);
    await expect(picture).toHaveAccessibleDescription(
      expect.stringContaining(`${months[0]}: ${jun}; ${months[1]}: ${jul}; ${months[2]}: ${aug}`),
    );
    await expect(canvas.getByRole('figure', { name: title })).toBeVisible();
    await expect(picture.querySelectorAll('rect')).toHaveLength(monthlyEarnings.length);
  },
};

export const AsATable: Story = {
  name: 'As a table, by keyboard',
  play: async (context) => {
    const { title, labels, months, formatValue } = inSampleLanguage(context, sampleIn);
    const canvas = within(context.canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: labels.showTable });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', { name: title });
    await expect(within(table).getAllByRole('row')).toHaveLength(monthlyEarnings.length + 1);
    await expect(within(table).getByRole('rowheader', { name: months[3] })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: formatValue(31_899) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.hideTable })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async (context) => {
    const { labels } = inSampleLanguage(context, sampleIn);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(labels.empty)).toBeVisible();
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
