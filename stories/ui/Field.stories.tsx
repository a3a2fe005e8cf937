import { MagnifyingGlassIcon } from '@phosphor-icons/react/dist/ssr/MagnifyingGlass';
import { XIcon } from '@phosphor-icons/react/dist/ssr/X';
import { FieldHelp, FieldLabel, fieldStyles } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Group, Input, TextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import { fieldOf, tabTo, tabToDescribed } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';
import { givenWordsIn, inSampleLanguage } from './support/sample-language.js';

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

/** The group box's buttons' names. */
interface GroupButtonLabels {
  search: string;
  clear: string;
}

/** The group look: an input and small buttons inside one box. */
function SampleGroupField({
  label,
  buttons = { search: 'Search', clear: 'Clear' },
  ...props
}: SampleProps & { buttons?: GroupButtonLabels }) {
  return (
    <TextField {...props} className={fieldStyles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.groupBox}>
        <Input className={fieldStyles.groupInput} />
        <Button aria-label={buttons.search} className={fieldStyles.boxButton}>
          <MagnifyingGlassIcon aria-hidden />
        </Button>
        <Button aria-label={buttons.clear} className={fieldStyles.boxButton}>
          <XIcon aria-hidden />
        </Button>
      </Group>
      <FieldHelp errorMessage={props.errorMessage} />
    </TextField>
  );
}

/** The field's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'Correo electrónico',
    description: 'Nunca lo mostramos a otros usuarios.',
    placeholder: 'nombre@ejemplo.com',
    errorMessage: 'Correo electrónico no válido',
    search: 'Buscar productos',
    buttons: { search: 'Buscar', clear: 'Borrar búsqueda' },
  },
  en: {
    label: 'E-mail',
    description: 'We never show it to other users.',
    placeholder: 'name@example.com',
    errorMessage: 'Enter a valid e-mail address.',
    search: 'Find a product',
    buttons: { search: 'Search', clear: 'Clear' },
  },
};

/** What a play reads, in each sample language. */
const shown = {
  es: {
    email: fieldOf('textbox', 'Correo electrónico'),
    invalid: 'Nunca lo mostramos a otros usuarios. Correo electrónico no válido',
  },
  en: {
    email: fieldOf('textbox', 'E-mail'),
    invalid: 'We never show it to other users. Enter a valid e-mail address.',
  },
};

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
  argTypes: {
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
    placeholder: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do; a story's own choice of them
  // (no error) stays.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return <SampleField {...args} label={text.label} {...givenWordsIn(args, text)} />;
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
  play: async (context) => {
    const input = inSampleLanguage(context, shown).email.get(context.canvasElement);
    await tabToDescribed(input, inSampleLanguage(context, labelsIn).description);
  },
};

/** The marker is seen but not heard twice: the name stays "E-mail" and the input is required. */
export const Required: Story = {
  args: { isRequired: true },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('*')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: inSampleLanguage(context, labelsIn).label });
    await expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'ana@', errorMessage: 'Enter a valid e-mail address.' },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    await text.email.playInvalid(text.invalid)(context);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ana@example.com' },
  play: async (context) => {
    await inSampleLanguage(context, shown).email.playDisabledAndSkipped(context);
  },
};

/** Read-only fields keep their focus stop and a dashed border. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'ana@example.com' },
  play: async (context) => {
    const input = inSampleLanguage(context, shown).email.get(context.canvasElement);
    await tabTo(input);
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('ana@example.com');
  },
};

export const GroupBox: Story = {
  args: { label: 'Find a product' },
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return <SampleGroupField {...args} label={text.search} buttons={text.buttons} />;
  },
  play: async (context) => {
    const text = inSampleLanguage(context, labelsIn);
    const canvas = within(context.canvasElement);
    await tabTo(canvas.getByRole('textbox', { name: text.search }));
    await tabTo(canvas.getByRole('button', { name: text.buttons.search }));
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
