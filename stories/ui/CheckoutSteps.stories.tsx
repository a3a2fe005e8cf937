import { CheckoutSteps, vars, type CheckoutStep, type CheckoutStepsLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage, type SampleLanguage } from './support/sample-language.js';

const steps: CheckoutStep[] = [
  { id: 'address', label: 'Shipping address' },
  { id: 'method', label: 'Payment method' },
  { id: 'payment', label: 'Payment' },
];

const labels: CheckoutStepsLabels = {
  title: 'Checkout steps',
  done: 'completed',
  current: 'current step',
};

/** The labels and the steps' names as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: { title: 'Pasos de la compra', done: 'completado', current: 'paso actual' },
  en: labels,
} satisfies Record<string, CheckoutStepsLabels>;

/** Each step's name by id, in each sample language. */
const stepNamesIn: Record<SampleLanguage, Record<string, string>> = {
  es: { address: 'Dirección de envío', method: 'Método de pago', payment: 'Pago' },
  en: Object.fromEntries(steps.map((step) => [step.id, step.label])),
};

/** What a play reads, in each sample language. */
const shown = {
  es: {
    current: 'Método de pago, paso actual',
    addressDone: /^Dirección de envío ?, completado$/,
    methodDone: /^Método de pago ?, completado$/,
    addressDoneText: 'Dirección de envío, completado',
    address: 'Dirección de envío',
  },
  en: {
    current: 'Payment method, current step',
    addressDone: /^Shipping address ?, completed$/,
    methodDone: /^Payment method ?, completed$/,
    addressDoneText: 'Shipping address, completed',
    address: 'Shipping address',
  },
};

const meta = {
  title: 'Components/Commerce/CheckoutSteps',
  component: CheckoutSteps,
  tags: ['autodocs'],
  args: { steps, labels, currentId: 'method', onStepSelect: fn() },
  argTypes: { labels: { control: false } },
  // The labels and the steps' names follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const names = inSampleLanguage(context, stepNamesIn);
    return (
      <CheckoutSteps
        {...args}
        steps={args.steps.map((step) => ({ ...step, label: names[step.id] ?? step.label }))}
        labels={inSampleLanguage(context, labelsIn)}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          '`CheckoutSteps` tells the buyer where they are in checkout: an ordered list of numbered steps, the current one with `aria-current="step"`. Each state is said in words (`labels.done`, `labels.current`) and drawn as a check, a ring or a muted number, never by colour alone. With `onStepSelect`, finished steps are buttons back to them; upcoming steps never are, so none can be skipped. A checkout of digital items only leaves the address step out.',
      },
    },
    // The widths the visual stories are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof CheckoutSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GoesBackByKeyboard: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, shown);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: inSampleLanguage(context, labelsIn).title });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent(text.current);
    // The state is read with the name; browsers may put a space before the comma.

    // Only the finished step is a button; the current and the upcoming ones are not.
    const back = canvas.getByRole('button', { name: text.addressDone });
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepSelect).toHaveBeenCalledWith('address');
  },
};

export const FirstStep: Story = {
  args: { currentId: 'address' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

/** Nothing ships: no address step, two steps in all. */
export const DigitalOnly: Story = {
  args: { steps: steps.slice(1), currentId: 'payment' },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const canvas = within(context.canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByText(text.address)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text.methodDone })).toBeVisible();
  },
};

/** Once the purchase exists, nothing before payment changes. */
export const WithoutGoingBack: Story = {
  args: { currentId: 'payment', onStepSelect: undefined },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      inSampleLanguage(context, shown).addressDoneText,
    );
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {steps.map((step) => (
        <CheckoutSteps
          key={step.id}
          steps={steps}
          currentId={step.id}
          labels={labels}
          onStepSelect={() => undefined}
        />
      ))}
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
