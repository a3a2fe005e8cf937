import { MoneyField, MoneyFieldStandIn, type MoneyFieldProps } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import { fieldOf, retype, tabTo } from '../play/fields.js';
import { Beside, expectStandInAlike } from '../play/stand-in.js';
import { inScheme } from './support/SchemeMatrix.js';
import { givenWordsIn, inSampleLanguage } from './support/sample-language.js';

/** The field's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'Precio',
    description: 'En dólares estadounidenses.',
    errorMessage: 'Escribe un precio mayor que 0.',
  },
  en: {
    label: 'Price',
    description: 'In US dollars.',
    errorMessage: 'Enter a price above zero.',
  },
};

/** What a play reads, in each sample language (Intl puts a no-break space before "US$"). */
const shown = {
  es: {
    price: fieldOf('textbox', 'Precio'),
    invalid: 'En dólares estadounidenses. Escribe un precio mayor que 0.',
    zero: '0,00\u00a0US$',
    amount: '1234,50\u00a0US$',
  },
  en: {
    price: fieldOf('textbox', 'Price'),
    invalid: 'In US dollars. Enter a price above zero.',
    zero: '$0.00',
    amount: '$1,234.50',
  },
};

const meta = {
  title: 'Components/Forms/MoneyField',
  component: MoneyField,
  tags: ['autodocs'],
  args: {
    label: 'Price',
    description: 'In US dollars.',
    onChangeCents: fn(),
  },
  argTypes: {
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do; a story's own choice of them
  // (no description, no error) stays.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return <MoneyField {...args} label={text.label} {...givenWordsIn(args, text)} />;
  },
  parameters: {
    docs: {
      description: {
        component:
          'An amount of US dollars on `NumberField`, typed and shown in the locale\'s format ("$1,234.50" in English, "1234,50 US$" in Spanish) and never below zero. Plaza keeps money as integer cents, so the amount goes in as `valueCents` or `defaultValueCents` and comes out through `onChangeCents` (`null` when cleared), when the user commits it (blur or Enter). Up and Down step to the next whole dollar.',
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  // Shows the English format on purpose, whatever the toolbar says.
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const input = shown.en.price.get(canvasElement);

    await tabTo(input);
    await userEvent.keyboard('1234.25{Enter}');
    await expect(input).toHaveValue('$1,234.25');
    await expect(args.onChangeCents).toHaveBeenLastCalledWith(123425);

    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('$1,235.00');
    await expect(args.onChangeCents).toHaveBeenLastCalledWith(123500);

    // Cents survive floating point: 0.29 dollars is 29 cents, not 28.
    await retype(input, '0.29{Enter}');
    await expect(args.onChangeCents).toHaveBeenLastCalledWith(29);
  },
};

/** Same dollars, Spanish format: comma for decimals. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { defaultValueCents: 123450 },
  play: async ({ args, canvasElement }) => {
    const input = shown.es.price.get(canvasElement);
    // Intl puts a no-break space before the currency.
    await expect(input).toHaveValue('1234,50\u00a0US$');

    await retype(input, '19,99{Enter}');
    await expect(args.onChangeCents).toHaveBeenLastCalledWith(1999);
  },
};

export const NeverNegative: Story = {
  args: { defaultValueCents: 100 },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const { args, canvasElement } = context;
    const input = text.price.get(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue(text.zero);
    await expect(args.onChangeCents).toHaveBeenLastCalledWith(0);
  },
};

/** Clearing the field reports `null`. */
export const Empty: Story = {
  args: { defaultValueCents: 1999, isRequired: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const input = inSampleLanguage(context, shown).price.get(canvasElement);
    await retype(input, '{Backspace}{Enter}');
    await expect(input).toHaveValue('');
    await expect(args.onChangeCents).toHaveBeenLastCalledWith(null);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter a price above zero.', defaultValueCents: 0 },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    await text.price.playInvalid(text.invalid)(context);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValueCents: 1999 },
  play: async (context) => {
    await expect(inSampleLanguage(context, shown).price.get(context.canvasElement)).toBeDisabled();
  },
};

/** The field and its stand-in given the same label and amount, side by side. */
function StandInBeside(props: MoneyFieldProps) {
  return (
    <Beside
      real={<MoneyField {...props} />}
      standIn={<MoneyFieldStandIn label={props.label} valueCents={props.valueCents ?? null} />}
    />
  );
}

/**
 * Beside the field, its stand-in (`MoneyFieldStandIn`, same label and amount): what the app draws
 * until a person reaches for the field, without react-aria's number field. It has the field's
 * roles, name, box and amount in the locale's format, and is the next tab stop, so the swap goes
 * unseen.
 */
export const StandIn: Story = {
  args: { valueCents: 123450, description: undefined },
  render: (args, context) => (
    <StandInBeside {...args} label={inSampleLanguage(context, labelsIn).label} />
  ),
  play: async (context) => {
    const { label } = inSampleLanguage(context, labelsIn);
    const input = await expectStandInAlike(context.canvasElement, [
      { role: 'textbox', name: label },
    ]);
    await expect(input).toHaveValue(inSampleLanguage(context, shown).amount);
  },
};

function Matrix() {
  return (
    <FieldGrid>
      <MoneyField label="Empty" />
      <MoneyField label="Filled" defaultValueCents={123450} isRequired />
      <MoneyField
        label="Invalid"
        defaultValueCents={0}
        isInvalid
        errorMessage="Enter a price above zero."
      />
      <MoneyField label="Disabled" defaultValueCents={1999} isDisabled />
    </FieldGrid>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};

/** The StandIn story's pair, for the screenshot: both alike in either direction. */
function StandInMatrix() {
  return <StandInBeside label="Price" valueCents={123450} />;
}

export const TestStandInLight: Story = {
  ...inScheme('light', StandInMatrix),
  tags: ['!autodocs', 'visual'],
};
