import { PriceTag, vars, type PriceTagLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage, type SampleLanguage } from './support/sample-language.js';

const labels: PriceTagLabels = {
  price: 'Now',
  compareAt: 'Before',
  shipping: (cost) => <>+ {cost} shipping</>,
  freeShipping: 'Free shipping',
};

/** The labels as the app's catalogues word them, in each sample language. */
const labelsIn: Record<SampleLanguage, PriceTagLabels> = {
  es: {
    price: 'Ahora',
    compareAt: 'Antes',
    shipping: (cost) => <>+ {cost} de envío</>,
    freeShipping: 'Envío gratis',
  },
  en: labels,
};

/** What a play reads, in each sample language. */
const shown = {
  es: {
    price: '24,50 US$',
    shipping: '6,50 US$',
    withShipping: '+ 6,50 US$ de envío',
    free: 'Envío gratis',
    compareAt: '30,00 US$',
    heard: 'Antes30,00 US$Ahora24,50 US$',
  },
  en: {
    price: '$24.50',
    shipping: '$6.50',
    withShipping: '+ $6.50 shipping',
    free: 'Free shipping',
    compareAt: '$30.00',
    heard: 'Before$30.00Now$24.50',
  },
};

const meta = {
  title: 'Components/Commerce/PriceTag',
  component: PriceTag,
  tags: ['autodocs'],
  args: { cents: 2450, labels },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    labels: { control: false },
  },
  // The labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => <PriceTag {...args} labels={inSampleLanguage(context, labelsIn)} />,
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
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    await expect(within(context.canvasElement).getByText(text.price)).toBeVisible();
  },
};

export const WithShipping: Story = {
  args: { shippingCents: 650 },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    await expect(
      within(context.canvasElement).getByText(text.shipping).parentElement,
    ).toHaveTextContent(text.withShipping);
  },
};

export const FreeShipping: Story = {
  args: { shippingCents: 0 },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    await expect(within(context.canvasElement).getByText(text.free)).toBeVisible();
  },
};

export const Reduced: Story = {
  name: 'Reduced price',
  args: { compareAtCents: 3000, size: 'lg' },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    // Screen readers hear "Before $30.00 Now $24.50": the strike-through alone says nothing to them.
    await expect(context.canvasElement.querySelector('p')).toHaveTextContent(text.heard);
    await expect(
      within(context.canvasElement).getByText(text.compareAt).parentElement!.tagName,
    ).toBe('S');
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
