import { RadioGroup, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequiredChoiceForm } from '../play/field-forms.js';
import { expectErrorGone, expectInvalid, tabTo } from '../play/fields.js';
import { paymentMethodOptions } from './support/payments.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const paymentMethods = paymentMethodOptions(
  'Send the transfer within the payment window; an administrator confirms it.',
);

/** The methods' words in Spanish, as checkout words them; the icons stay. */
const spanishMethods: Record<string, { label: string; description: string }> = {
  card: {
    label: 'Tarjeta',
    description: 'Se paga al momento y el vendedor prepara tu pedido enseguida.',
  },
  bank_transfer: {
    label: 'Transferencia bancaria',
    description: 'Transfiere dentro del plazo; un administrador confirma el pago.',
  },
};

/** The methods' words that replace the options' English ones, in each sample language. */
const methodWordsIn = { es: spanishMethods, en: {} as typeof spanishMethods };

/** The group's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'Método de pago',
    options: paymentMethods.map((method) => ({ ...method, ...spanishMethods[method.value] })),
    pay: 'Pagar',
    required: 'Elige un método de pago',
    noTransfer: 'La transferencia bancaria no está disponible para productos digitales.',
  },
  en: {
    label: 'Payment method',
    options: paymentMethods,
    pay: 'Pay',
    required: 'Choose a payment method',
    noTransfer: 'Bank transfer is not available for digital products.',
  },
};

/** What a play reads, in each sample language. */
const shown = {
  es: {
    card: 'Tarjeta',
    transfer: 'Transferencia bancaria',
    cardHelp: spanishMethods.card!.description,
  },
  en: {
    card: 'Card',
    transfer: 'Bank transfer',
    cardHelp: 'Paid at once; the seller prepares your order right away.',
  },
};

const meta = {
  title: 'Components/Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Payment method',
    options: paymentMethods,
    isRequired: false,
    isDisabled: false,
    orientation: 'vertical',
    onChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    label: { control: false },
    options: { control: false },
    description: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do; a story's own choice of them
  // (a disabled option, no description) stays.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    const words = inSampleLanguage(context, methodWordsIn);
    const options = args.options.map((option) => ({ ...option, ...words[option.value] }));
    return (
      <RadioGroup
        {...args}
        label={text.label}
        options={options}
        description={args.description && text.noTransfer}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'One choice among a few, e.g. the payment method at checkout, on react-aria-components `RadioGroup` and `RadioField`. The group is one tab stop: Tab lands on the chosen option (or the first), arrow keys move and choose, and they follow the locale’s direction. Each option is a card whose description is read with it; the chosen card shows a filled circle and a thicker edge, not colour alone.',
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaymentMethods: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, shown);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radiogroup', { name: inSampleLanguage(context, labelsIn).label }),
    ).toBeInTheDocument();
    const card = canvas.getByRole('radio', { name: text.card });
    const transfer = canvas.getByRole('radio', { name: text.transfer });
    await expect(card).toHaveAccessibleDescription(text.cardHelp);

    await tabTo(card);
    await userEvent.keyboard('{ArrowDown}');
    await expect(transfer).toHaveFocus();
    await expect(transfer).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('bank_transfer');

    await userEvent.keyboard('{ArrowUp}');
    await expect(card).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('card');
  },
};

export const Preselected: Story = {
  args: { defaultValue: 'bank_transfer' },
  play: async (context) => {
    const transfer = within(context.canvasElement).getByRole('radio', {
      name: inSampleLanguage(context, shown).transfer,
    });
    await expect(transfer).toBeChecked();
    // Tabbing in lands on the chosen option.
    await tabTo(transfer);
  },
};

/** A checkout form whose one required choice is the payment method, in the given words. */
function PaymentForm({ text }: { text: (typeof labelsIn)['en'] }) {
  return (
    <RequiredChoiceForm<string | null>
      empty={null}
      submitLabel={text.pay}
      style={{ display: 'grid', justifyItems: 'start', gap: vars.space.md }}
    >
      {({ value, onChange, isInvalid }) => (
        <RadioGroup
          label={text.label}
          options={text.options}
          value={value}
          onChange={onChange}
          isRequired
          isInvalid={isInvalid}
          errorMessage={text.required}
        />
      )}
    </RequiredChoiceForm>
  );
}

/** Sending without a choice shows the error under the options; choosing clears it. */
export const Invalid: Story = {
  render: (_args, context) => <PaymentForm text={inSampleLanguage(context, labelsIn)} />,
  play: async (context) => {
    const labels = inSampleLanguage(context, labelsIn);
    const canvas = within(context.canvasElement);
    const group = canvas.getByRole('radiogroup', { name: labels.label });
    await userEvent.click(canvas.getByRole('button', { name: labels.pay }));
    await expectInvalid(group, labels.required);

    await userEvent.click(canvas.getByText(inSampleLanguage(context, shown).card));
    await expectErrorGone(canvas, group, labels.required);
  },
};

export const DisabledOption: Story = {
  args: {
    options: [paymentMethods[0]!, { ...paymentMethods[1]!, isDisabled: true }],
    description: 'Bank transfer is not available for digital products.',
  },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('radio', { name: text.transfer })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // Arrows skip the disabled option.
    await expect(canvas.getByRole('radio', { name: text.card })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'card' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.tab();
    await expect(
      canvas.getByRole('radio', { name: inSampleLanguage(context, shown).card }),
    ).not.toHaveFocus();
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <RadioGroup label="Payment method" options={paymentMethods} defaultValue="card" isRequired />
      <RadioGroup
        label="Invalid"
        options={paymentMethods}
        isInvalid
        errorMessage="Choose a payment method"
      />
      <RadioGroup
        label="Horizontal"
        orientation="horizontal"
        description="Plain options without descriptions."
        options={[
          { value: 'new', label: 'New' },
          { value: 'used', label: 'Used' },
          { value: 'refurbished', label: 'Refurbished', isDisabled: true },
        ]}
        defaultValue="used"
      />
      <RadioGroup label="Disabled" options={paymentMethods} defaultValue="card" isDisabled />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
