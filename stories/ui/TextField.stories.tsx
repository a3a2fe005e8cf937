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
import { givenWordsIn, inSampleLanguage } from './support/sample-language.js';

/** The field's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'Nombre completo',
    description: 'Tal como figura en tu documento.',
    errorMessage: 'Escribe tu nombre completo.',
    placeholder: 'Ana Pérez',
    email: 'Correo electrónico',
    emailPlaceholder: 'nombre@ejemplo.com',
    username: 'Usuario',
    usernameHelp: 'Al menos 3 letras, números o _.',
    tooShort: 'Demasiado corto.',
  },
  en: {
    label: 'Full name',
    description: 'As it appears on your ID.',
    errorMessage: 'Enter your full name.',
    placeholder: 'Ana Pérez',
    email: 'E-mail',
    emailPlaceholder: 'name@example.com',
    username: 'Username',
    usernameHelp: 'At least 3 letters, digits or _.',
    tooShort: 'Too short.',
  },
};

/** What a play reads, in each sample language. */
const shown = {
  es: {
    fullName: fieldOf('textbox', 'Nombre completo'),
    invalid: 'Tal como figura en tu documento. Escribe tu nombre completo.',
  },
  en: {
    fullName: fieldOf('textbox', 'Full name'),
    invalid: 'As it appears on your ID. Enter your full name.',
  },
};

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Full name',
    description: 'As it appears on your ID.',
    onChange: fn(),
  },
  argTypes: {
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
    placeholder: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do; a story's own choice of them
  // (no description, no error, no placeholder) stays.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return <TextField {...args} label={text.label} {...givenWordsIn(args, text)} />;
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, labelsIn);
    const input = inSampleLanguage(context, shown).fullName.get(canvasElement);
    await tabToDescribed(input, text.description);
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
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return <TextField {...args} label={text.email} placeholder={text.emailPlaceholder} />;
  },
  play: async (context) => {
    const { email } = inSampleLanguage(context, labelsIn);
    const input = within(context.canvasElement).getByRole('textbox', { name: email });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

/** The asterisk is for the eye only; screen readers hear "required" from the input, once. */
export const Required: Story = {
  args: { isRequired: true },
  play: async (context) => {
    const input = inSampleLanguage(context, shown).fullName.get(context.canvasElement);
    await expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'A', errorMessage: 'Enter your full name.' },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    await text.fullName.playInvalid(text.invalid)(context);
  },
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
  argTypes: { validate: { control: false } },
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <TextField
        {...args}
        label={text.username}
        description={text.usernameHelp}
        validate={(value: string) => (value.length < 3 ? text.tooShort : null)}
      />
    );
  },
  play: async (context) => {
    const text = inSampleLanguage(context, labelsIn);
    const canvas = within(context.canvasElement);
    const input = canvas.getByRole('textbox', { name: text.username });

    await userEvent.tab();
    await userEvent.keyboard('an');
    await expectErrorShown(canvas, input, text.tooShort);

    await userEvent.keyboard('a');
    await expectErrorGone(canvas, input, text.tooShort);
  },
};

export const Empty: Story = {
  args: { placeholder: 'Ana Pérez', description: undefined },
  play: async (context) => {
    const input = inSampleLanguage(context, shown).fullName.get(context.canvasElement);
    await expectEmptyWith(input, 'placeholder', inSampleLanguage(context, labelsIn).placeholder);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ana Pérez' },
  play: async (context) => {
    await inSampleLanguage(context, shown).fullName.playDisabledAndSkipped(context);
  },
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
