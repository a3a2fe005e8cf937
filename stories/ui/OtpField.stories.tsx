import { OtpField } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import { fieldOf, tabTo } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';
import { givenWordsIn, inSampleLanguage } from './support/sample-language.js';

/** The field's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'Código de verificación',
    description: 'Los 6 dígitos que enviamos a ana@example.com.',
    errorMessage: 'El código no es válido o ya expiró.',
  },
  en: {
    label: 'Verification code',
    description: 'The 6 digits we sent to ana@example.com.',
    errorMessage: 'That code is not right.',
  },
};

/** What a play reads, in each sample language. */
const shown = {
  es: {
    code: fieldOf('textbox', labelsIn.es.label),
    invalid: `${labelsIn.es.description} ${labelsIn.es.errorMessage}`,
  },
  en: {
    code: fieldOf('textbox', labelsIn.en.label),
    invalid: `${labelsIn.en.description} ${labelsIn.en.errorMessage}`,
  },
};

const meta = {
  title: 'Components/Forms/OtpField',
  component: OtpField,
  tags: ['autodocs'],
  args: {
    label: 'Verification code',
    description: 'The 6 digits we sent to ana@example.com.',
    onChange: fn(),
    onComplete: fn(),
  },
  argTypes: {
    label: { control: false },
    description: { control: false },
    errorMessage: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do; a story's own choice of them
  // (no error) stays.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return <OtpField {...args} label={text.label} {...givenWordsIn(args, text)} />;
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A one-time code (password reset, e-mail or password change, withdrawals) as one labelled input drawn as six cells.',
          'One input rather than one per digit: a single tab stop and a single announcement for screen readers ("Verification code, 12, edit text" as digits arrive), the numeric keypad on phones (`inputMode="numeric"`), the code offered from a text message (`autoComplete="one-time-code"`), and paste, typing ahead and Backspace that behave as in any text field. Anything but digits is dropped, so "123 456" or "123-456" pasted fills every cell. The cell that takes the next digit shows the focus. `onComplete` fires once all digits are in.',
        ].join('\n\n'),
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const input = inSampleLanguage(context, shown).code.get(canvasElement);
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');

    await tabTo(input);
    // Letters are dropped; each digit goes to the next cell.
    await userEvent.keyboard('12a3');
    await expect(input).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');

    // Backspace takes back the last digit.
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('12');

    await userEvent.keyboard('34567');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** Pasting the whole code, spaces and all, fills every cell, replacing any digit typed before. */
export const Paste: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const input = inSampleLanguage(context, shown).code.get(canvasElement);

    await userEvent.tab();
    await userEvent.keyboard('7');
    await userEvent.paste('482 913');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

/** Wherever the cells are clicked, the next digit goes on at the end. */
export const ClickInTheMiddle: Story = {
  args: { defaultValue: '4829' },
  play: async (context) => {
    const input = within(context.canvasElement).getByRole<HTMLInputElement>('textbox', {
      name: inSampleLanguage(context, labelsIn).label,
    });

    await userEvent.click(input);
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('1');
    await expect(input).toHaveValue('48291');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '482913', isInvalid: true, errorMessage: 'That code is not right.' },
  play: async (context) => {
    const text = inSampleLanguage(context, shown);
    await text.code.playInvalid(text.invalid)(context);
  },
};

export const Empty: Story = {
  args: { isRequired: true },
  play: async (context) => {
    const input = inSampleLanguage(context, shown).code.get(context.canvasElement);
    await expect(input).toHaveValue('');
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '48' },
  play: async (context) => {
    await inSampleLanguage(context, shown).code.playDisabledAndSkipped(context);
  },
};

function Matrix() {
  return (
    <FieldGrid minColumn="18rem">
      <OtpField label="Empty" description="6 digits." />
      <OtpField label="Complete" defaultValue="482913" isRequired />
      <OtpField label="Invalid" defaultValue="482913" isInvalid errorMessage="Not right." />
      <OtpField label="Disabled" defaultValue="48" isDisabled />
    </FieldGrid>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
