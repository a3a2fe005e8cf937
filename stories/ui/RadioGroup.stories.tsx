import { RadioGroup, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequiredChoiceForm } from '../play/field-forms.js';
import { expectErrorGone, expectInvalid, tabTo } from '../play/fields.js';
import { paymentMethodOptions } from './support/payments.js';
import { inScheme } from './support/SchemeMatrix.js';

const paymentMethods = paymentMethodOptions(
  'Send the transfer within the payment window; an administrator confirms it.',
);

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
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
    const card = canvas.getByRole('radio', { name: 'Card' });
    const transfer = canvas.getByRole('radio', { name: 'Bank transfer' });
    await expect(card).toHaveAccessibleDescription(
      'Paid at once; the seller prepares your order right away.',
    );

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
  play: async ({ canvasElement }) => {
    const transfer = within(canvasElement).getByRole('radio', { name: 'Bank transfer' });
    await expect(transfer).toBeChecked();
    // Tabbing in lands on the chosen option.
    await tabTo(transfer);
  },
};

function PaymentForm() {
  return (
    <RequiredChoiceForm<string | null>
      empty={null}
      submitLabel="Pay"
      style={{ display: 'grid', justifyItems: 'start', gap: vars.space.md }}
    >
      {({ value, onChange, isInvalid }) => (
        <RadioGroup
          label="Payment method"
          options={paymentMethods}
          value={value}
          onChange={onChange}
          isRequired
          isInvalid={isInvalid}
          errorMessage="Choose a payment method"
        />
      )}
    </RequiredChoiceForm>
  );
}

/** Sending without a choice shows the error under the options; choosing clears it. */
export const Invalid: Story = {
  render: () => <PaymentForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Payment method' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expectInvalid(group, 'Choose a payment method');

    await userEvent.click(canvas.getByText('Card'));
    await expectErrorGone(canvas, group, 'Choose a payment method');
  },
};

export const DisabledOption: Story = {
  args: {
    options: [paymentMethods[0]!, { ...paymentMethods[1]!, isDisabled: true }],
    description: 'Bank transfer is not available for digital products.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Bank transfer' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // Arrows skip the disabled option.
    await expect(canvas.getByRole('radio', { name: 'Card' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'card' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Card' })).not.toHaveFocus();
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
