import { TextField } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import {
  expectEmptyWith,
  expectErrorGone,
  expectErrorShown,
  fieldOf,
  tabToDescribed,
  typeAndExpectChange,
} from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';

const fullName = fieldOf('textbox', 'Full name');

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Full name',
    description: 'As it appears on your ID.',
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A single-line text input on react-aria-components `TextField`, with its label, help text and error (both tied to the input by `aria-describedby`). `type`, `inputMode`, `autoComplete` and `name` reach the input unchanged. Inside a `Form`, errors from its `validationErrors` show under the field by `name`.',
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = fullName.get(canvasElement);
    await tabToDescribed(input, 'As it appears on your ID.');
    await typeAndExpectChange('Ana Pérez', args.onChange, 'Ana Pérez');
  },
};

export const Email: Story = {
  args: {
    label: 'E-mail',
    description: undefined,
    type: 'email',
    autoComplete: 'email',
    placeholder: 'name@example.com',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

/** The asterisk is for the eye only; screen readers hear "required" from the input, once. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = fullName.get(canvasElement);
    await expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'A', errorMessage: 'Enter your full name.' },
  play: fullName.playInvalid('As it appears on your ID. Enter your full name.'),
};

/**
 * With `validationBehavior="aria"` (every field inside a `Form`), `validate` runs as the user
 * types.
 */
export const LiveValidation: Story = {
  args: {
    label: 'Username',
    description: 'At least 3 letters, digits or _.',
    validationBehavior: 'aria',
    validate: (value: string) => (value.length < 3 ? 'Too short.' : null),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Username' });

    await userEvent.tab();
    await userEvent.keyboard('an');
    await expectErrorShown(canvas, input, 'Too short.');

    await userEvent.keyboard('a');
    await expectErrorGone(canvas, input, 'Too short.');
  },
};

export const Empty: Story = {
  args: { placeholder: 'Ana Pérez', description: undefined },
  play: async ({ canvasElement }) => {
    const input = fullName.get(canvasElement);
    await expectEmptyWith(input, 'placeholder', 'Ana Pérez');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ana Pérez' },
  play: fullName.playDisabledAndSkipped,
};

function Matrix() {
  return (
    <FieldGrid>
      <TextField label="Empty" placeholder="Ana Pérez" />
      <TextField label="Filled" defaultValue="Ana Pérez" description="As on your ID." />
      <TextField label="Required" isRequired />
      <TextField label="Invalid" defaultValue="A" isInvalid errorMessage="Enter your full name." />
      <TextField label="Disabled" defaultValue="Ana Pérez" isDisabled />
      <TextField label="Read-only" defaultValue="Ana Pérez" isReadOnly />
    </FieldGrid>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
