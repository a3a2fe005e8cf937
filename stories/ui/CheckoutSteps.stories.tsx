import { CheckoutSteps, vars, type CheckoutStep, type CheckoutStepsLabels } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inScheme } from './support/SchemeMatrix.js';

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

const meta = {
  title: 'Components/Commerce/CheckoutSteps',
  component: CheckoutSteps,
  tags: ['autodocs'],
  args: { steps, labels, currentId: 'method', onStepSelect: fn() },
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Checkout steps' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('Payment method, current step');
    // The state is read with the name; browsers may put a space before the comma.

    // Only the finished step is a button; the current and the upcoming ones are not.
    const back = canvas.getByRole('button', { name: /^Shipping address ?, completed$/ });
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByText('Shipping address')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: /^Payment method ?, completed$/ }),
    ).toBeVisible();
  },
};

/** Once the purchase exists, nothing before payment changes. */
export const WithoutGoingBack: Story = {
  args: { currentId: 'payment', onStepSelect: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      'Shipping address, completed',
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
