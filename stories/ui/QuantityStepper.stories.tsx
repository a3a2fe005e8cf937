import {
  QuantityStepper,
  QuantityStepperStandIn,
  vars,
  type QuantityStepperLabels,
  type QuantityStepperProps,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDisabledAndSkipped, retype, tabTo } from '../play/fields.js';
import { Beside, expectStandInAlike } from '../play/stand-in.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage, type SampleLanguage } from './support/sample-language.js';

const labels: QuantityStepperLabels = {
  quantity: 'Quantity',
  increase: 'One more',
  decrease: 'One less',
};

/** The labels as the app's catalogues word them, in each sample language. */
const labelsIn: Record<SampleLanguage, QuantityStepperLabels> = {
  es: { quantity: 'Cantidad', increase: 'Una unidad más', decrease: 'Una unidad menos' },
  en: labels,
};

const meta = {
  title: 'Components/Commerce/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { defaultValue: 1, min: 1, max: 10, stock: 3, labels, onChange: fn() },
  argTypes: { labels: { control: false } },
  // The labels follow the Locale toolbar, as the app's messages do.
  render: (args, context) => (
    <QuantityStepper {...args} labels={inSampleLanguage(context, labelsIn)} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A quantity on react-aria’s NumberField, between `min` and the lower of `max` and `stock`: minus is disabled at the least, plus at the most. The field is the one tab stop: arrow keys step it (react-aria announces the value) and a typed value is clamped when the field loses focus or Enter is pressed. The buttons are for pointers and touch; a change made with them is announced politely. The cart drawer uses it.',
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stepper's parts, found by the names the toolbar's language gives them. */
const parts = (
  context: Parameters<typeof inSampleLanguage>[0] & { canvasElement: HTMLElement },
) => {
  const text = inSampleLanguage(context, labelsIn);
  const canvas = within(context.canvasElement);
  return {
    field: canvas.getByRole('textbox', { name: text.quantity }),
    plus: canvas.getByRole('button', { name: text.increase }),
    minus: canvas.getByRole('button', { name: text.decrease }),
    status: canvas.getByRole('status'),
  };
};

export const StopsAtStock: Story = {
  play: async (context) => {
    const { args } = context;
    const { field, plus, minus, status } = parts(context);
    await expect(minus).toBeDisabled();

    // The field is the one tab stop; arrow keys step it, and react-aria announces the value.
    await tabTo(field);
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveValue('2');
    await userEvent.tab();
    await expect(plus).not.toHaveFocus();

    // The buttons are for pointers and touch; with the field not focused the stepper announces.
    await userEvent.click(plus);
    await expect(field).toHaveValue('3');
    await waitFor(() => expect(status).toHaveTextContent('3'));
    await expect(plus).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const StopsAtMax: Story = {
  args: { defaultValue: 9, stock: 40 },
  play: async (context) => {
    const { args } = context;
    const { field, plus } = parts(context);
    field.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(field).toHaveValue('10');
    await expect(plus).toBeDisabled();

    // A typed value past the limit is brought back to it.
    await retype(field, '50{Enter}');
    await expect(field).toHaveValue('10');
    await retype(field, '0{Enter}');
    await expect(field).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const Disabled: Story = {
  name: 'Disabled (sold out)',
  args: { stock: 0, isDisabled: true },
  play: async (context) => {
    const { field, plus, minus } = parts(context);
    await expect(plus).toBeDisabled();
    await expect(minus).toBeDisabled();
    await expectDisabledAndSkipped(field);
  },
};

/** The stepper and its stand-in given the same props, the quantity as `value`, side by side. */
function StandInBeside(props: QuantityStepperProps) {
  return (
    <Beside
      real={<QuantityStepper {...props} />}
      standIn={<QuantityStepperStandIn {...props} value={props.value ?? 1} />}
    />
  );
}

/**
 * Beside the stepper, its stand-in (`QuantityStepperStandIn`, same props, the quantity as `value`):
 * what the app draws until a person reaches for the stepper, without react-aria's number field. It
 * has the stepper's roles, names, box, quantity and buttons (plus disabled at the stock, both out
 * of the tab order), and its field is the next tab stop, so the swap goes unseen.
 */
export const StandIn: Story = {
  args: { defaultValue: undefined, value: 3 },
  render: (args, context) => (
    <StandInBeside {...args} labels={inSampleLanguage(context, labelsIn)} />
  ),
  play: async (context) => {
    const text = inSampleLanguage(context, labelsIn);
    const input = await expectStandInAlike(context.canvasElement, [
      { role: 'textbox', name: text.quantity },
      { role: 'button', name: text.increase },
      { role: 'button', name: text.decrease },
    ]);
    await expect(input).toHaveValue('3');
  },
};

function Matrix() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl }}>
      <QuantityStepper defaultValue={1} stock={3} labels={labels} />
      <QuantityStepper defaultValue={2} stock={3} labels={labels} />
      <QuantityStepper defaultValue={10} max={10} labels={labels} />
      <QuantityStepper defaultValue={1} stock={0} isDisabled labels={labels} />
    </div>
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
  return <StandInBeside value={3} stock={3} labels={labels} />;
}

export const TestStandInLight: Story = {
  ...inScheme('light', StandInMatrix),
  tags: ['!autodocs', 'visual'],
};
