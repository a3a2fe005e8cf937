import { TextArea, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderInScheme } from './support/SchemeMatrix.js';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: {
    label: 'Description',
    description: 'What it is, its condition, what comes in the box.',
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Multi-line text on react-aria-components `TextField` with a `TextArea`: a product description, a message to support. `rows` sets its starting height; users can drag it taller, never wider.',
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Description' });

    await userEvent.tab();
    await expect(textArea).toHaveFocus();
    // Enter is a new line here, not a form submission.
    await userEvent.keyboard('Desk lamp.{Enter}Brass, 40 cm.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Desk lamp.\nBrass, 40 cm.');
    await expect(textArea).toHaveAccessibleDescription(
      'What it is, its condition, what comes in the box.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Describe the product.' },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toBeRequired();
    await expect(textArea).toHaveAccessibleDescription(
      'What it is, its condition, what comes in the box. Describe the product.',
    );
  },
};

export const Empty: Story = {
  args: { rows: 2, placeholder: 'A brass desk lamp…' },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textArea).toHaveValue('');
    await expect(textArea).toHaveAttribute('rows', '2');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'A brass desk lamp.' },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textArea).toBeDisabled();
    await userEvent.tab();
    await expect(textArea).not.toHaveFocus();
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
      <TextArea label="Empty" rows={2} placeholder="A brass desk lamp…" />
      <TextArea label="Filled" rows={2} defaultValue="A brass desk lamp." description="Help." />
      <TextArea label="Invalid" rows={2} isRequired isInvalid errorMessage="Describe it." />
      <TextArea label="Disabled" rows={2} defaultValue="A brass desk lamp." isDisabled />
      <TextArea label="Read-only" rows={2} defaultValue="A brass desk lamp." isReadOnly />
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
