import { NumberField } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import { fieldOf, retype, tabTo } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';

const stepperLabels = { increment: 'Increase', decrement: 'Decrease' };

const stock = fieldOf('textbox', 'Stock');

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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Stock' });

    await tabTo(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Increase Stock' }));
    await expect(input).toHaveValue('3');

    // Typed values are held to the range when committed.
    await retype(input, '9{Enter}');
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Increase Stock' })).toBeDisabled();
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
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Payment percentage' });
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('20%');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Stock is required.', defaultValue: undefined },
  play: stock.playInvalid('Stock is required.'),
};

/** `onInput` is told of each keystroke, while `onChange` waits for the number to be committed. */
export const TypingBeforeCommit: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Stock is required.',
    defaultValue: undefined,
    onInput: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const input = stock.get(canvasElement);
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Stock' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Stock' })).toBeDisabled();
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
