import { MagnifyingGlassIcon } from '@phosphor-icons/react/dist/ssr/MagnifyingGlass';
import { XIcon } from '@phosphor-icons/react/dist/ssr/X';
import { FieldHelp, FieldLabel, fieldStyles } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Group, Input, TextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import { fieldOf, tabTo, tabToDescribed } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';

interface SampleProps {
  label: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  defaultValue?: string;
  placeholder?: string;
}

/** A react-aria TextField assembled from the building blocks, as Select or ComboBox would. */
function SampleField({ label, description, errorMessage, placeholder, ...props }: SampleProps) {
  return (
    <TextField {...props} className={fieldStyles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={fieldStyles.inputBox} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </TextField>
  );
}

/** The group look: an input and small buttons inside one box. */
function SampleGroupField({ label, ...props }: SampleProps) {
  return (
    <TextField {...props} className={fieldStyles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.groupBox}>
        <Input className={fieldStyles.groupInput} />
        <Button aria-label="Search" className={fieldStyles.boxButton}>
          <MagnifyingGlassIcon aria-hidden />
        </Button>
        <Button aria-label="Clear" className={fieldStyles.boxButton}>
          <XIcon aria-hidden />
        </Button>
      </Group>
      <FieldHelp errorMessage={props.errorMessage} />
    </TextField>
  );
}

const email = fieldOf('textbox', 'E-mail');

const meta = {
  title: 'Components/Forms/Field',
  component: SampleField,
  // The table documents the design system's own props, not this story's sample wrapper's.
  subcomponents: { FieldLabel, FieldHelp },
  tags: ['autodocs'],
  args: {
    label: 'E-mail',
    description: 'We never show it to other users.',
    placeholder: 'name@example.com',
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The building blocks every field of @plaza/ui is made of, for controls built on other react-aria components (Select, ComboBox, a table search box).',
          'Inside any react-aria field, `FieldLabel` is its label (with `isRequired` it shows a marker that is hidden from screen readers: the input itself says "required"), `FieldDescription` its help text and `FieldErrorText` its error, both tied to the input with `aria-describedby`. `FieldHelp` renders the two in order. The error shows only while the field is invalid, with an icon so colour is not the only sign.',
          '`fieldStyles` gives the box look as class names: `field` on the root, `inputBox` on a lone Input, TextArea or Button, `groupBox` on a Group holding a `groupInput` and `boxButton`s. They style the `data-hovered`, `data-focused`, `data-focus-within`, `data-invalid` and `data-disabled` attributes react-aria sets, and `data-readonly` on the field.',
        ].join('\n\n'),
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof SampleField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = email.get(canvasElement);
    await tabToDescribed(input, 'We never show it to other users.');
  },
};

/** The marker is seen but not heard twice: the name stays "E-mail" and the input is required. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'ana@', errorMessage: 'Enter a valid e-mail address.' },
  play: email.playInvalid('We never show it to other users. Enter a valid e-mail address.'),
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ana@example.com' },
  play: email.playDisabledAndSkipped,
};

/** Read-only fields keep their focus stop and a dashed border. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'ana@example.com' },
  play: async ({ canvasElement }) => {
    const input = email.get(canvasElement);
    await tabTo(input);
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('ana@example.com');
  },
};

export const GroupBox: Story = {
  args: { label: 'Find a product' },
  render: (args) => <SampleGroupField {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('textbox', { name: 'Find a product' }));
    await tabTo(canvas.getByRole('button', { name: 'Search' }));
  },
};

function Matrix() {
  return (
    <FieldGrid>
      <SampleField label="Empty" placeholder="name@example.com" />
      <SampleField
        label="Filled"
        description="Help text."
        defaultValue="ana@example.com"
        isRequired
      />
      <SampleField
        label="Invalid"
        defaultValue="ana@"
        isInvalid
        errorMessage="Enter a valid e-mail."
      />
      <SampleField label="Disabled" defaultValue="ana@example.com" isDisabled />
      <SampleField label="Read-only" defaultValue="ana@example.com" isReadOnly />
      <SampleGroupField label="Group" defaultValue="lamp" />
      <SampleGroupField label="Group invalid" isInvalid errorMessage="Too short." />
      <SampleGroupField label="Group disabled" isDisabled />
    </FieldGrid>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
