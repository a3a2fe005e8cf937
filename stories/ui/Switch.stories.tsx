import { Switch, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  expectDisabledAndSkipped,
  expectPressIgnored,
  tabTo,
  toggleTwiceBySpace,
} from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

/** The switch's label as the app's catalogues word it, in each sample language. */
const labelIn = { es: 'Producto digital', en: 'Digital product' };

const meta = {
  title: 'Components/Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Digital product', isDisabled: false, onChange: fn() },
  argTypes: { label: { control: false } },
  // The label follows the Locale toolbar, as the app's messages do.
  render: (args, context) => <Switch {...args} label={inSampleLanguage(context, labelIn)} />,
  parameters: {
    docs: {
      description: {
        component:
          'An on/off setting on react-aria-components `Switch`, for choices that apply at once or a yes/no field of a form (e.g. whether a product is digital). Underneath is a native checkbox with the `switch` role: Space toggles it, and so does a press on the label. The thumb moves towards the end of the line when on, in either direction, and the track fills with the primary colour, so the state is shown by position as well as colour.',
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const label = inSampleLanguage(context, labelIn);
    const toggle = within(canvasElement).getByRole('switch', { name: label });
    await expect(toggle).not.toBeChecked();

    await tabTo(toggle);
    await toggleTwiceBySpace(toggle, args.onChange);
  },
};

/** The whole label is the target, not just the track. */
export const LabelToggles: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(inSampleLanguage(context, labelIn)));
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const label = inSampleLanguage(context, labelIn);
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: label });
    await expect(toggle).toBeChecked();
    await expectDisabledAndSkipped(toggle);
    await expectPressIgnored(canvas.getByText(label), args.onChange);
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: vars.space.md }}>
      <Switch label="Off" />
      <Switch label="On" defaultSelected />
      <Switch label="Off, disabled" isDisabled />
      <Switch label="On, disabled" defaultSelected isDisabled />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
