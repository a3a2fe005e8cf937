import { SearchField } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import { fieldOf, tabTo } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';
import { givenWordsIn, inSampleLanguage } from './support/sample-language.js';

/** The field's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'Buscar productos',
    clearLabel: 'Borrar búsqueda',
    placeholder: 'Lámparas, libros, …',
    errorMessage: 'Escribe al menos 2 letras.',
  },
  en: {
    label: 'Search products',
    clearLabel: 'Clear search',
    placeholder: 'Lamps, books, …',
    errorMessage: 'Type at least 2 letters.',
  },
};

/** The field a play reads, in each sample language. */
const searchIn = {
  es: fieldOf('searchbox', labelsIn.es.label),
  en: fieldOf('searchbox', labelsIn.en.label),
};

const meta = {
  title: 'Components/Forms/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    label: 'Search products',
    clearLabel: 'Clear search',
    placeholder: 'Lamps, books, …',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  argTypes: {
    label: { control: false },
    clearLabel: { control: false },
    placeholder: { control: false },
    errorMessage: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do; a story's own choice of them
  // (no error) stays.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <SearchField
        {...args}
        label={text.label}
        clearLabel={text.clearLabel}
        {...givenWordsIn(args, text)}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A search input on react-aria-components `SearchField`. Enter submits (`onSubmit`), Escape clears, and the clear button, shown only when there is text, clears without taking focus from the input (it is not a tab stop: Escape does the same from the keyboard). `isLabelHidden` keeps the label as the accessible name only, for toolbars and table filters.',
      },
    },
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const input = inSampleLanguage(context, searchIn).get(canvasElement);
    await tabTo(input);
    await userEvent.keyboard('lamp{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('lamp');

    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveFocus();
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'desk lamp' },
  play: async (context) => {
    const { args, canvasElement } = context;
    const { clearLabel } = inSampleLanguage(context, labelsIn);
    const canvas = within(canvasElement);
    const input = inSampleLanguage(context, searchIn).get(canvasElement);

    await userEvent.click(input);
    await userEvent.click(canvas.getByRole('button', { name: clearLabel }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    // With nothing to clear, the button is hidden.
    await expect(canvas.queryByRole('button', { name: clearLabel })).not.toBeInTheDocument();
  },
};

export const HiddenLabel: Story = {
  args: { isLabelHidden: true },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(inSampleLanguage(context, searchIn).get(canvasElement)).toBeInTheDocument();
    await expect(
      canvas.queryByText(inSampleLanguage(context, labelsIn).label),
    ).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'a', isInvalid: true, errorMessage: 'Type at least 2 letters.' },
  play: async (context) => {
    const { errorMessage } = inSampleLanguage(context, labelsIn);
    await inSampleLanguage(context, searchIn).playInvalid(errorMessage)(context);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async (context) => {
    await inSampleLanguage(context, searchIn).playDisabledAndSkipped(context);
  },
};

/** A search field of the matrix: its clear button is named as in every other story. */
const Search = (props: Omit<ComponentProps<typeof SearchField>, 'clearLabel'>) => (
  <SearchField clearLabel={meta.args.clearLabel} {...props} />
);

function Matrix() {
  return (
    <FieldGrid>
      <Search label="Empty" placeholder="Lamps, books, …" />
      <Search label="Filled" defaultValue="desk lamp" />
      <Search label="Invalid" defaultValue="a" isInvalid errorMessage="Type at least 2 letters." />
      <Search label="Disabled" isDisabled />
      <Search label="Hidden label" isLabelHidden />
    </FieldGrid>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
