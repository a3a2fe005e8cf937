import { NumberField } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import { fieldOf, retype, tabTo } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const stepperLabels = { increment: 'Increase', decrement: 'Decrease' };

/** The field's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'Cantidad disponible',
    stepperLabels: { increment: 'Aumentar', decrement: 'Disminuir' },
    errorMessage: 'Este campo es obligatorio',
    percentage: 'Porcentaje de pago',
  },
  en: {
    label: 'Stock',
    stepperLabels,
    errorMessage: 'Stock is required.',
    percentage: 'Payment percentage',
  },
};

/** What a play reads, in each sample language. */
const shown = {
  es: {
    stock: fieldOf('textbox', 'Cantidad disponible'),
    increase: 'Aumentar Cantidad disponible',
    percentage: 'Porcentaje de pago',
    // Intl puts a no-break space before the percent sign in Spanish.
    stepped: '20\u00a0%',
  },
  en: {
    stock: fieldOf('textbox', 'Stock'),
    increase: 'Increase Stock',
    percentage: 'Payment percentage',
    stepped: '20%',
  },
};

const meta = {
  title: 'Components/Forms/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: {
    label: 'Stock',
    stepperLabels,
    defaultValue: 1,
    minValue: 0,
    maxValue: 5,
    onChange: fn(),
  },
  argTypes: {
    label: { control: false },
    stepperLabels: { control: false },
    errorMessage: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do; a story's own choice of them
  // (no buttons, no error) stays.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <NumberField
        {...args}
        label={text.label}
        stepperLabels={args.stepperLabels && text.stepperLabels}
        errorMessage={args.errorMessage && text.errorMessage}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          "A number input on react-aria-components `NumberField`: typed and shown in the locale's format (`formatOptions` for percentages, units), held to `minValue` and `maxValue`, stepped by `step` with the arrow keys and, given `stepperLabels`, with − and + buttons. The buttons are for pointers, named by their label and the field's (`Increase Stock`); keyboard users step with the arrow keys, so the buttons are not tab stops. For money, see `MoneyField`.",
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, shown);
    const canvas = within(canvasElement);
    const input = text.stock.get(canvasElement);

    await tabTo(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);

    await userEvent.click(canvas.getByRole('button', { name: text.increase }));
    await expect(input).toHaveValue('3');

    // Typed values are held to the range when committed.
    await retype(input, '9{Enter}');
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: text.increase })).toBeDisabled();
  },
};

/** No buttons: the arrow keys and `step` are enough. */
export const Percentage: Story = {
  args: {
    label: 'Payment percentage',
    defaultValue: 0.25,
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    formatOptions: { style: 'percent' },
    stepperLabels: undefined,
  },
  render: (args, context) => (
    <NumberField {...args} label={inSampleLanguage(context, labelsIn).percentage} />
  ),
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    const input = canvas.getByRole('textbox', { name: text.percentage });
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue(text.stepped);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Stock is required.', defaultValue: undefined },
  play: async (context) => {
    const field = inSampleLanguage(context, shown).stock;
    await field.playInvalid(inSampleLanguage(context, labelsIn).errorMessage)(context);
  },
};

/** `onInput` is told of each keystroke, while `onChange` waits for the number to be committed. */
export const TypingBeforeCommit: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Stock is required.',
    defaultValue: undefined,
    onInput: fn(),
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const input = inSampleLanguage(context, shown).stock.get(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('3');
    await expect(args.onInput).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledWith(3);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    await expect(text.stock.get(context.canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text.increase })).toBeDisabled();
  },
};

function Matrix() {
  return (
    <FieldGrid>
      <NumberField label="Empty" stepperLabels={stepperLabels} />
      <NumberField label="Filled" stepperLabels={stepperLabels} defaultValue={1234} isRequired />
      <NumberField label="At minimum" stepperLabels={stepperLabels} defaultValue={0} minValue={0} />
      <NumberField
        label="Percent"
        defaultValue={0.25}
        formatOptions={{ style: 'percent' }}
        description="No buttons."
      />
      <NumberField
        label="Invalid"
        stepperLabels={stepperLabels}
        isInvalid
        errorMessage="Stock is required."
      />
      <NumberField label="Disabled" stepperLabels={stepperLabels} defaultValue={3} isDisabled />
    </FieldGrid>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
