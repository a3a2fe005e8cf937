import { Badge, Tabs, type TabItem } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

/** The tabs' words, in each sample language. */
const wordsIn = {
  es: {
    label: 'Información del producto',
    details: 'Detalles',
    detailsText: 'Taza de cerámica, 350 ml, apta para lavavajillas.',
    shipping: 'Envío',
    shippingText: 'Sale de Medellín en dos días hábiles.',
    reviews: 'Reseñas',
    reviewsText: 'Las reseñas llegarán pronto.',
    questions: 'Preguntas',
    questionsText: '¿Sirve para el microondas? Sí.',
  },
  en: {
    label: 'Product information',
    details: 'Details',
    detailsText: 'Ceramic mug, 350 ml, dishwasher safe.',
    shipping: 'Shipping',
    shippingText: 'Ships from Medellín in two working days.',
    reviews: 'Reviews',
    reviewsText: 'Reviews are coming.',
    questions: 'Questions',
    questionsText: 'Is it microwave safe? Yes.',
  },
};

/** A product's four tabs in `words`' language; reviews are not open yet. */
const tabsIn = (words: (typeof wordsIn)['en']): TabItem[] => [
  { id: 'details', label: words.details, content: <p>{words.detailsText}</p> },
  { id: 'shipping', label: words.shipping, content: <p>{words.shippingText}</p> },
  { id: 'reviews', label: words.reviews, content: <p>{words.reviewsText}</p>, isDisabled: true },
  {
    id: 'questions',
    label: (
      <>
        {words.questions} <Badge tone="neutral">2</Badge>
      </>
    ),
    content: <p>{words.questionsText}</p>,
  },
];

const tabs = tabsIn(wordsIn.en);

const meta = {
  title: 'Components/Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { tabs, label: wordsIn.en.label, onSelectionChange: fn() },
  argTypes: { tabs: { control: false } },
  // The tabs' words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return <Tabs {...args} tabs={tabsIn(words)} label={words.label} />;
  },
  parameters: {
    docs: {
      description: {
        component:
          'Panels behind a row of tabs, on react-aria’s Tabs. Tab reaches the selected tab, arrow keys move and select (mirrored right to left), Home and End jump to the ends, disabled tabs are skipped, and Tab again moves into the panel. The selected tab is marked by a bar and a heavier weight, not by colour alone. Tabs that do not fit scroll sideways.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const words = inSampleLanguage(context, wordsIn);
    const canvas = within(canvasElement);
    // react-aria fills the tab list in a second render pass: Tab must wait for the tabs to be there.
    const details = await canvas.findByRole('tab', { name: words.details });
    await userEvent.tab();
    await expect(details).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(words.detailsText);

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: words.shipping })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(words.shippingText);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('shipping');

    // Reviews is disabled: the arrow passes it by.
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      canvas.getByRole('tab', { name: (name) => name.startsWith(words.questions) }),
    ).toHaveFocus();

    await userEvent.keyboard('{Home}');
    await expect(details).toHaveFocus();

    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Disabled: Story = {
  play: async (context) => {
    const words = inSampleLanguage(context, wordsIn);
    const reviews = await within(context.canvasElement).findByRole('tab', { name: words.reviews });
    await expect(reviews).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(reviews);
    await expect(reviews).toHaveAttribute('aria-selected', 'false');
  },
};

/** With `manual` activation arrows only move focus; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual', defaultSelectedKey: 'shipping' },
  play: async (context) => {
    const words = inSampleLanguage(context, wordsIn);
    const canvas = within(context.canvasElement);
    const shipping = await canvas.findByRole('tab', { name: words.shipping });
    await userEvent.tab();
    await expect(shipping).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(words.shippingText);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(words.detailsText);
  },
};

function Matrix() {
  return <Tabs tabs={tabs} label={wordsIn.en.label} defaultSelectedKey="shipping" />;
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
