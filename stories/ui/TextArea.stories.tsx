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
import { givenWordsIn, inSampleLanguage } from './support/sample-language.js';

/** The field's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'Descripción',
    description: 'Qué es, en qué estado está, qué trae la caja.',
    errorMessage: 'Describe el producto.',
    placeholder: 'Una lámpara de escritorio de latón…',
    value: 'Una lámpara de escritorio de latón.',
  },
  en: {
    label: 'Description',
    description: 'What it is, its condition, what comes in the box.',
    errorMessage: 'Describe the product.',
    placeholder: 'A brass desk lamp…',
    value: 'A brass desk lamp.',
  },
};

/** What a play reads, in each sample language. */
const shown = {
  es: {
    description: fieldOf('textbox', 'Descripción'),
    invalid: 'Qué es, en qué estado está, qué trae la caja. Describe el producto.',
  },
  en: {
    description: fieldOf('textbox', 'Description'),
    invalid: 'What it is, its condition, what comes in the box. Describe the product.',
  },
};

const meta = {
  title: 'Components/Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: {
    label: 'Description',
    description: 'What it is, its condition, what comes in the box.',
    onChange: fn(),
  },
  argTypes: {
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
    placeholder: { control: false },
    defaultValue: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do; a story's own choice of them
  // (no error, no placeholder, no value) stays.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <TextArea
        {...args}
        label={text.label}
        {...givenWordsIn(args, text)}
        defaultValue={args.defaultValue && text.value}
      />
    );
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const textArea = inSampleLanguage(context, shown).description.get(canvasElement);
    await tabToDescribed(textArea, inSampleLanguage(context, labelsIn).description);
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
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    const textArea = text.description.get(context.canvasElement);
    await expectInvalid(textArea, text.invalid);
    await expect(textArea).toBeRequired();
  },
};

export const Empty: Story = {
  args: { rows: 2, placeholder: 'A brass desk lamp…' },
  play: async (context) => {
    const textArea = inSampleLanguage(context, shown).description.get(context.canvasElement);
    await expectEmptyWith(textArea, 'rows', '2');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'A brass desk lamp.' },
  play: async (context) => {
    await inSampleLanguage(context, shown).description.playDisabledAndSkipped(context);
  },
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
