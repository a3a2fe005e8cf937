import { Button, OrderSummary, vars, type OrderSummaryLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const labels: OrderSummaryLabels = {
  title: 'Order summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  total: 'Total',
  freeShipping: 'Free',
};

/** The labels (and the button's word) as the app's catalogues word them, in each language. */
const labelsIn = {
  es: {
    title: 'Resumen del pedido',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    total: 'Total',
    freeShipping: 'Gratis',
  },
  en: labels,
} satisfies Record<string, OrderSummaryLabels>;

const payIn = { es: 'Pagar', en: 'Pay' };

/** What a play reads, in each sample language. */
const shown = {
  es: {
    subtotal: '62,98 US$',
    shipping: '11,50 US$',
    free: 'Gratis',
    total: '74,48 US$',
    zero: '0,00 US$',
  },
  en: { subtotal: '$62.98', shipping: '$11.50', free: 'Free', total: '$74.48', zero: '$0.00' },
};

const meta = {
  title: 'Components/Commerce/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs'],
  args: { subtotalCents: 6298, shippingCents: 1150, totalCents: 7448, labels },
  argTypes: { labels: { control: false } },
  // The labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <OrderSummary {...args} labels={inSampleLanguage(context, labelsIn)} />
  ),
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
  render: (args, context) => (
    <OrderSummary {...args} labels={inSampleLanguage(context, labelsIn)}>
      <Button>{inSampleLanguage(context, payIn)}</Button>
    </OrderSummary>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const label = inSampleLanguage(context, labelsIn);
    const text = inSampleLanguage(context, shown);
    const section = within(canvasElement).getByRole('region', { name: label.title });
    await expect(section).toBeVisible();
    await expect(amountOf(canvasElement, label.subtotal)).toHaveTextContent(text.subtotal);
    await expect(amountOf(canvasElement, label.shipping)).toHaveTextContent(text.shipping);
    await expect(amountOf(canvasElement, label.total)).toHaveTextContent(text.total);
    const pay = inSampleLanguage(context, payIn);
    await expect(within(section).getByRole('button', { name: pay })).toBeEnabled();
  },
};

export const FreeShipping: Story = {
  args: { shippingCents: 0, totalCents: 6298 },
  play: async (context) => {
    const label = inSampleLanguage(context, labelsIn);
    const text = inSampleLanguage(context, shown);
    await expect(amountOf(context.canvasElement, label.shipping)).toHaveTextContent(text.free);
    // With shipping free, the total is the subtotal.
    await expect(amountOf(context.canvasElement, label.total)).toHaveTextContent(text.subtotal);
  },
};

export const Empty: Story = {
  name: 'Empty cart',
  args: { subtotalCents: 0, shippingCents: 0, totalCents: 0 },
  play: async (context) => {
    const label = inSampleLanguage(context, labelsIn);
    const text = inSampleLanguage(context, shown);
    await expect(amountOf(context.canvasElement, label.total)).toHaveTextContent(text.zero);
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
