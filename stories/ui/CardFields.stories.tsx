import { CardFields, vars, type CardValue } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cardFieldsLabels as labels, cardFieldsLabelsIn } from '../play/field-labels.js';
import { useReportedState } from '../play/field-state.js';
import { expectInvalid, tabTo } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const empty: CardValue = { number: '', expiry: '', cvc: '' };
const filled: CardValue = { number: '4242424242424242', expiry: '1230', cvc: '123' };

type DemoProps = Omit<ComponentProps<typeof CardFields>, 'value'> & { initial: CardValue };

/** The fields with their value kept here, as a checkout form keeps it. */
function CardForm({ initial, onChange, ...props }: DemoProps) {
  const [value, setValue] = useReportedState(initial, onChange);
  return (
    <div style={{ maxInlineSize: '28rem' }}>
      <CardFields {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Components/Forms/CardFields',
  component: CardForm,
  // The table documents the design system's own props, not this story's sample wrapper's.
  subcomponents: { CardFields },
  tags: ['autodocs'],
  args: { initial: empty, labels, onChange: fn(), isDisabled: false },
  argTypes: { labels: { control: false } },
  // The labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <CardForm {...args} labels={inSampleLanguage(context, cardFieldsLabelsIn)} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          '`CardFields` is the card form of checkout: number, expiry and security code in one fieldset. The number is grouped as printed on the card while it is typed (4-4-4-4, or 4-6-5 for American Express) and the caret stays after the digit it followed; the expiry gets its slash. Each input has its `autocomplete` token (`cc-number`, `cc-exp`, `cc-csc`) and a numeric keyboard on phones; digits stay left to right in right-to-left pages. `onChange` receives digits only, and the app checks them (errors per field through `errors`). The stories keep the value in a wrapper.',
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypedByKeyboard: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const words = inSampleLanguage(context, cardFieldsLabelsIn);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: words.legend })).toBeInTheDocument();
    const number = canvas.getByRole('textbox', { name: words.number });
    const expiry = canvas.getByRole('textbox', { name: words.expiry });
    const cvc = canvas.getByRole('textbox', { name: words.cvc });
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toBeRequired();
    await expect(expiry).toHaveAccessibleDescription(words.expiryFormat);

    await tabTo(number);
    await userEvent.keyboard('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    // No more than a card has: the 20th digit is dropped.
    await userEvent.keyboard('4242');
    await expect(number).toHaveValue('4242 4242 4242 4242 424');

    await tabTo(expiry);
    await userEvent.keyboard('12/30');
    await expect(expiry).toHaveValue('12/30');
    await userEvent.tab();
    await userEvent.keyboard('12a3');
    await expect(cvc).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      number: '4242424242424242424',
      expiry: '1230',
      cvc: '123',
    });
  },
};

/** A digit typed between two others moves the groups on, and the caret stays with it. */
export const EditsInTheMiddle: Story = {
  args: { initial: { ...empty, number: '42424242' } },
  play: async (context) => {
    const number = within(context.canvasElement).getByRole('textbox', {
      name: inSampleLanguage(context, cardFieldsLabelsIn).number,
    });
    await expect(number).toHaveValue('4242 4242');
    await userEvent.click(number);
    (number as HTMLInputElement).setSelectionRange(4, 4);
    await userEvent.keyboard('9');
    await expect(number).toHaveValue('4242 9424 2');
    // After the new digit, past the space.
    await expect((number as HTMLInputElement).selectionStart).toBe(6);
  },
};

export const AmericanExpress: Story = {
  play: async (context) => {
    const number = within(context.canvasElement).getByRole('textbox', {
      name: inSampleLanguage(context, cardFieldsLabelsIn).number,
    });
    await userEvent.type(number, '3782822463100059');
    await expect(number).toHaveValue('3782 822463 10005');
  },
};

/** The app's checks, as checkout words them, in each sample language. */
const errorsIn = {
  es: {
    number: 'Este número de tarjeta no es válido',
    expiry: 'Esta tarjeta está vencida',
    cvc: 'Escribe los 3 o 4 dígitos',
  },
  en: {
    number: 'This card number is not valid',
    expiry: 'This card has expired',
    cvc: 'Enter the 3 or 4 digits',
  },
};

export const WithErrors: Story = {
  args: {
    initial: { number: '4242424242424241', expiry: '0120', cvc: '1' },
    errors: errorsIn.en,
  },
  render: (args, context) => (
    <CardForm
      {...args}
      labels={inSampleLanguage(context, cardFieldsLabelsIn)}
      errors={inSampleLanguage(context, errorsIn)}
    />
  ),
  play: async (context) => {
    const words = inSampleLanguage(context, cardFieldsLabelsIn);
    const errors = inSampleLanguage(context, errorsIn);
    const canvas = within(context.canvasElement);
    await expectInvalid(canvas.getByRole('textbox', { name: words.number }), errors.number);
    await expect(canvas.getByRole('textbox', { name: words.expiry })).toHaveAccessibleDescription(
      new RegExp(errors.expiry),
    );
  },
};

/** While the payment is under way, nothing can be changed. */
export const Disabled: Story = {
  args: { initial: filled, isDisabled: true },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    for (const input of canvas.getAllByRole('textbox')) await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: inSampleLanguage(context, cardFieldsLabelsIn).number }),
    ).not.toHaveFocus();
  },
};

function Matrix() {
  const noop = () => undefined;
  return (
    <div style={{ display: 'grid', gap: vars.space.xl, maxInlineSize: '28rem' }}>
      <CardFields value={filled} onChange={noop} labels={labels} />
      <CardFields
        value={{ number: '4242424242424241', expiry: '0120', cvc: '' }}
        onChange={noop}
        labels={labels}
        errors={{ number: 'This card number is not valid', expiry: 'This card has expired' }}
      />
      <CardFields value={filled} onChange={noop} labels={labels} isDisabled />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
