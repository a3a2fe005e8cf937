import { SearchField } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldGrid } from '../play/field-grid.js';
import { fieldOf, tabTo } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';

const search = fieldOf('searchbox', 'Search products');

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
  play: async ({ args, canvasElement }) => {
    const input = search.get(canvasElement);
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = search.get(canvasElement);

    await userEvent.click(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    // With nothing to clear, the button is hidden.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const HiddenLabel: Story = {
  args: { isLabelHidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(search.get(canvasElement)).toBeInTheDocument();
    await expect(canvas.queryByText('Search products')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'a', isInvalid: true, errorMessage: 'Type at least 2 letters.' },
  play: search.playInvalid('Type at least 2 letters.'),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: search.playDisabledAndSkipped,
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
