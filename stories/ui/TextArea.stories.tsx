import { TextArea } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import {
  expectEmptyWith,
  expectInvalid,
  fieldOf,
  tabToDescribed,
  typeAndExpectChange,
} from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';

const description = fieldOf('textbox', 'Description');

const meta = {
  title: 'Components/Forms/TextArea',
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
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textArea = description.get(canvasElement);
    await tabToDescribed(textArea, 'What it is, its condition, what comes in the box.');
    // Enter is a new line here, not a form submission.
    await typeAndExpectChange(
      'Desk lamp.{Enter}Brass, 40 cm.',
      args.onChange,
      'Desk lamp.\nBrass, 40 cm.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Describe the product.' },
  play: async ({ canvasElement }) => {
    const textArea = description.get(canvasElement);
    await expectInvalid(
      textArea,
      'What it is, its condition, what comes in the box. Describe the product.',
    );
    await expect(textArea).toBeRequired();
  },
};

export const Empty: Story = {
  args: { rows: 2, placeholder: 'A brass desk lamp…' },
  play: async ({ canvasElement }) => {
    const textArea = description.get(canvasElement);
    await expectEmptyWith(textArea, 'rows', '2');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'A brass desk lamp.' },
  play: description.playDisabledAndSkipped,
};

function Matrix() {
  return (
    <FieldGrid>
      <TextArea label="Empty" rows={2} placeholder="A brass desk lamp…" />
      <TextArea label="Filled" rows={2} defaultValue="A brass desk lamp." description="Help." />
      <TextArea label="Invalid" rows={2} isRequired isInvalid errorMessage="Describe it." />
      <TextArea label="Disabled" rows={2} defaultValue="A brass desk lamp." isDisabled />
      <TextArea label="Read-only" rows={2} defaultValue="A brass desk lamp." isReadOnly />
    </FieldGrid>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
