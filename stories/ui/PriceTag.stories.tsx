import { PriceTag, vars, type PriceTagLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';

const labels: PriceTagLabels = {
  price: 'Now',
  compareAt: 'Before',
  shipping: (cost) => <>+ {cost} shipping</>,
  freeShipping: 'Free shipping',
};

const meta = {
  title: 'Components/Commerce/PriceTag',
  component: PriceTag,
  tags: ['autodocs'],
  args: { cents: 2450, labels },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  globals: { locale: 'en' },
  parameters: {
    docs: {
      description: {
        component:
          'A price in US dollars, formatted for the current locale by `Money` (amounts are integer cents, as everywhere in @plaza/ui). Optionally a previous price, struck through and named for screen readers by `labels.compareAt`, and a shipping line: `labels.shipping(cost)` with the cost as a `Money` element, or `labels.freeShipping` when shipping is 0.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Price: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$24.50')).toBeVisible();
  },
};

export const WithShipping: Story = {
  args: { shippingCents: 650 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$6.50').parentElement).toHaveTextContent(
      '+ $6.50 shipping',
    );
  },
};

export const FreeShipping: Story = {
  args: { shippingCents: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free shipping')).toBeVisible();
  },
};

export const Reduced: Story = {
  name: 'Reduced price',
  args: { compareAtCents: 3000, size: 'lg' },
  play: async ({ canvasElement }) => {
    // Screen readers hear "Before $30.00 Now $24.50": the strike-through alone says nothing to them.
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Before$30.00Now$24.50');
    await expect(within(canvasElement).getByText('$30.00').parentElement!.tagName).toBe('S');
  },
};

export const Spanish: Story = {
  name: 'Dollars in Spanish',
  globals: { locale: 'es' },
  args: { cents: 123450 },
  play: async ({ canvasElement }) => {
    // Still dollars, written the Spanish way.
    await expect(within(canvasElement).getByText('1234,50 US$')).toBeVisible();
  },
};

function Matrix() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.xl }}>
      <PriceTag cents={2450} size="sm" shippingCents={500} labels={labels} />
      <PriceTag cents={2450} shippingCents={0} labels={labels} />
      <PriceTag cents={2450} compareAtCents={3000} size="lg" shippingCents={650} labels={labels} />
      <PriceTag cents={123456789} />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
