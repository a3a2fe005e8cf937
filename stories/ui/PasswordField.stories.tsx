import { PasswordField } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import { expectInvalid, tabTo } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';
import { givenWordsIn, inSampleLanguage } from './support/sample-language.js';

/** The field's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'Contraseña',
    toggleLabel: 'Mostrar contraseña',
    newPassword: 'Nueva contraseña',
    description: 'Entre 8 y 20 caracteres.',
    errorMessage: 'La contraseña debe tener entre 8 y 20 caracteres.',
  },
  en: {
    label: 'Password',
    toggleLabel: 'Show password',
    newPassword: 'New password',
    description: '8 to 20 characters.',
    errorMessage: 'Use 8 to 20 characters.',
  },
};

const meta = {
  title: 'Components/Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: {
    label: 'Password',
    toggleLabel: 'Show password',
    onVisibleChange: fn(),
  },
  argTypes: {
    label: { control: false },
    toggleLabel: { control: false },
    description: { control: false },
    errorMessage: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do; a story's own choice of them
  // (no description, no error) stays.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <PasswordField
        {...args}
        label={text.label}
        toggleLabel={text.toggleLabel}
        {...givenWordsIn(args, text)}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A password input with a show/hide toggle. The toggle is a pressed/not-pressed button with one name, so screen readers hear its state instead of a changing label. Pressed with a pointer it leaves focus in the input; by keyboard it is the next tab stop. `autoComplete` tells password managers whether to fill a saved password (`current-password`) or offer a new one (`new-password`).',
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, labelsIn);
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(text.label);
    const toggle = canvas.getByRole('button', { name: text.toggleLabel });

    await tabTo(input);
    await userEvent.keyboard('s3cret!');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');

    await tabTo(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('s3cret!');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Clicking the eye while typing leaves the caret in the input. */
export const PointerKeepsFocus: Story = {
  play: async (context) => {
    const text = inSampleLanguage(context, labelsIn);
    const canvas = within(context.canvasElement);
    const input = canvas.getByLabelText(text.label);

    await userEvent.click(input);
    await userEvent.keyboard('abc');
    await userEvent.click(canvas.getByRole('button', { name: text.toggleLabel }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('d');
    await expect(input).toHaveValue('abcd');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: '8 to 20 characters.',
    isRequired: true,
  },
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <PasswordField
        {...args}
        label={text.newPassword}
        toggleLabel={text.toggleLabel}
        description={text.description}
      />
    );
  },
  play: async (context) => {
    const text = inSampleLanguage(context, labelsIn);
    const input = within(context.canvasElement).getByLabelText(text.newPassword, { exact: false });
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(text.description);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'short', errorMessage: 'Use 8 to 20 characters.' },
  play: async (context) => {
    const text = inSampleLanguage(context, labelsIn);
    await expectInvalid(
      within(context.canvasElement).getByLabelText(text.label),
      text.errorMessage,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 's3cret!' },
  play: async (context) => {
    const text = inSampleLanguage(context, labelsIn);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByLabelText(text.label)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text.toggleLabel })).toBeDisabled();
  },
};

/** A password field of the matrix: its toggle is named as in every other story. */
const Password = (props: Omit<ComponentProps<typeof PasswordField>, 'toggleLabel'>) => (
  <PasswordField toggleLabel={meta.args.toggleLabel} {...props} />
);

function Matrix() {
  return (
    <FieldGrid>
      <Password label="Hidden" defaultValue="s3cret!" />
      <Password label="Shown" defaultValue="s3cret!" defaultVisible isRequired />
      <Password
        label="Invalid"
        defaultValue="short"
        isInvalid
        errorMessage="Use 8 to 20 characters."
      />
      <Password label="Disabled" isDisabled />
    </FieldGrid>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
