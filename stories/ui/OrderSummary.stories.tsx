import { Button, OrderSummary, vars, type OrderSummaryLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';

const labels: OrderSummaryLabels = {
  title: 'Order summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  total: 'Total',
  freeShipping: 'Free',
};

const meta = {
  title: 'Components/Commerce/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs'],
  args: { subtotalCents: 6298, shippingCents: 1150, totalCents: 7448, labels },
  argTypes: { labels: { control: false } },
  globals: { locale: 'en' },
  parameters: {
    docs: {
      description: {
        component:
          'Subtotal, shipping and total of a cart or a purchase, as a labelled section with a description list. The caller passes all three amounts (for a purchase, the server’s): the component adds nothing up. `labels.freeShipping` replaces a zero shipping amount.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountOf = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term).nextElementSibling;

export const Summary: Story = {
  render: (args) => (
    <OrderSummary {...args}>
      <Button>Pay</Button>
    </OrderSummary>
  ),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Order summary' });
    await expect(section).toBeVisible();
    await expect(amountOf(canvasElement, 'Subtotal')).toHaveTextContent('$62.98');
    await expect(amountOf(canvasElement, 'Shipping')).toHaveTextContent('$11.50');
    await expect(amountOf(canvasElement, 'Total')).toHaveTextContent('$74.48');
    await expect(within(section).getByRole('button', { name: 'Pay' })).toBeEnabled();
  },
};

export const FreeShipping: Story = {
  args: { shippingCents: 0, totalCents: 6298 },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement, 'Shipping')).toHaveTextContent('Free');
    await expect(amountOf(canvasElement, 'Total')).toHaveTextContent('$62.98');
  },
};

export const Empty: Story = {
  name: 'Empty cart',
  args: { subtotalCents: 0, shippingCents: 0, totalCents: 0 },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement, 'Total')).toHaveTextContent('$0.00');
  },
};

function Matrix() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
        gap: vars.space.lg,
      }}
    >
      <OrderSummary subtotalCents={6298} shippingCents={1150} totalCents={7448} labels={labels}>
        <Button>Pay</Button>
      </OrderSummary>
      <OrderSummary subtotalCents={6298} shippingCents={0} totalCents={6298} labels={labels} />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
