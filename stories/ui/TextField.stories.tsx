import { TextField, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderInScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'UI/TextField',
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
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('As it appears on your ID.');

    await userEvent.keyboard('Ana Pérez');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ana Pérez');
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

export const Required: Story = {
  args: { isRequired: true },
  parameters: {
    docs: {
      description: {
        story:
          'The asterisk is for the eye only; screen readers hear "required" from the input, once.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'A', errorMessage: 'Enter your full name.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'As it appears on your ID. Enter your full name.',
    );
  },
};

export const LiveValidation: Story = {
  args: {
    label: 'Username',
    description: 'At least 3 letters, digits or _.',
    validationBehavior: 'aria',
    validate: (value: string) => (value.length < 3 ? 'Too short.' : null),
  },
  parameters: {
    docs: {
      description: {
        story:
          'With `validationBehavior="aria"` (every field inside a `Form`), `validate` runs as the user types.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Username' });

    await userEvent.tab();
    await userEvent.keyboard('an');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Too short.')).toBeVisible();

    await userEvent.keyboard('a');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Too short.')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { placeholder: 'Ana Pérez', description: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'Ana Pérez');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ana Pérez' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

function Matrix() {
  return (
    <div
      style={{
        display: 'grid',
        gap: vars.space.lg,
        gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
      }}
    >
      <TextField label="Empty" placeholder="Ana Pérez" />
      <TextField label="Filled" defaultValue="Ana Pérez" description="As on your ID." />
      <TextField label="Required" isRequired />
      <TextField label="Invalid" defaultValue="A" isInvalid errorMessage="Enter your full name." />
      <TextField label="Disabled" defaultValue="Ana Pérez" isDisabled />
      <TextField label="Read-only" defaultValue="Ana Pérez" isReadOnly />
    </div>
  );
}

// Names and tags stay literal: Storybook's indexer reads them without running the file.
export const TestLight: Story = {
  name: 'Test: light',
  tags: ['!autodocs', 'visual'],
  parameters: { visualWidths: [375, 1440] },
  render: renderInScheme('light', Matrix),
};

export const TestDark: Story = {
  name: 'Test: dark',
  tags: ['!autodocs', 'visual'],
  parameters: { visualWidths: [375, 1440] },
  render: renderInScheme('dark', Matrix),
};

export const TestSemiDark: Story = {
  name: 'Test: semi-dark',
  tags: ['!autodocs', 'visual'],
  parameters: { visualWidths: [375, 1440] },
  render: renderInScheme('semi-dark', Matrix),
};
