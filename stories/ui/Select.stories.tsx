import { Select, type SelectOption, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { schemeGlobals } from './support/SchemeMatrix.js';

const categories: SelectOption[] = [
  { id: 'electronics', label: 'Electronics' },
  { id: 'home', label: 'Home' },
  { id: 'fashion', label: 'Fashion' },
  { id: 'books', label: 'Books' },
  { id: 'sports', label: 'Sports', isDisabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Category',
    options: categories,
    placeholder: 'Choose a category',
    isDisabled: false,
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'One choice from a short list, on react-aria-components `Select`: a button showing the choice (or `placeholder`) that opens a listbox below it. Enter, Space or the arrow keys open it; arrows move, Enter chooses, Escape closes and focus returns to the button; typing a letter jumps to an option, open or closed. The chosen option carries a check mark. A hidden native select keeps `name` in forms, so the Form helpers (`validationErrors`, the error summary) reach it. Label, help and error are the shared Field pieces. For long lists people search, use ComboBox.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Category/ });
    await expect(trigger).toHaveTextContent('Choose a category');

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await page.findByRole('listbox', { name: 'Category' });
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Electronics' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Fashion');
    await expect(args.onChange).toHaveBeenLastCalledWith('fashion');

    // Typing on the closed select chooses by first letters.
    await userEvent.keyboard('b');
    await expect(trigger).toHaveTextContent('Books');
    await expect(args.onChange).toHaveBeenLastCalledWith('books');
  },
};

export const EscapeKeepsTheChoice: Story = {
  args: { defaultValue: 'home' },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const list = await page.findByRole('listbox');
    // Opening lands on the chosen option; the disabled one is skipped.
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Home' })).toHaveFocus());
    await expect(within(list).getByRole('option', { name: 'Sports' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Home');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function CategoryForm() {
  const [category, setCategory] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
      style={{ display: 'grid', gap: vars.space.md, maxInlineSize: '20rem' }}
    >
      <Select
        label="Category"
        options={categories}
        placeholder="Choose a category"
        value={category}
        onChange={(key) => setCategory(key as string | null)}
        isRequired
        isInvalid={submitted && category === null}
        errorMessage="Choose a category"
      />
      <button type="submit">Save</button>
    </form>
  );
}

export const Invalid: Story = {
  render: () => <CategoryForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Category/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(trigger).toHaveAccessibleDescription('Choose a category');

    await userEvent.click(trigger);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Books' }),
    );
    await waitFor(() => expect(trigger).not.toHaveAccessibleDescription('Choose a category'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'home' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    await expect(trigger).toBeDisabled();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
  },
};

/** Every state side by side, with one list open, for the full-page scheme stories below. */
function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg, maxInlineSize: '24rem' }}>
      <Select label="Empty" options={categories} placeholder="Choose a category" />
      <Select
        label="With a description"
        description="Buyers filter by it on Explore."
        options={categories}
        defaultValue="home"
        isRequired
      />
      <Select
        label="Invalid"
        options={categories}
        placeholder="Choose a category"
        isInvalid
        errorMessage="Choose a category"
      />
      <Select label="Disabled" options={categories} defaultValue="books" isDisabled />
      <Select label="Open" options={categories} defaultValue="fashion" defaultOpen />
    </div>
  );
}

// The open list is portalled to <body>, which only the toolbar theme reaches: one full page per scheme.
export const TestLight: Story = {
  name: 'Test: light · ltr',
  tags: ['!autodocs', 'visual'],
  parameters: { visualWidths: [375, 1440] },
  globals: schemeGlobals.lightLtr,
  render: () => <Matrix />,
};

export const TestDark: Story = {
  name: 'Test: dark · rtl',
  tags: ['!autodocs', 'visual'],
  parameters: { visualWidths: [375, 1440] },
  globals: schemeGlobals.darkRtl,
  render: () => <Matrix />,
};

export const TestSemiDark: Story = {
  name: 'Test: semi-dark · ltr',
  tags: ['!autodocs', 'visual'],
  parameters: { visualWidths: [375, 1440] },
  globals: schemeGlobals.semiDarkLtr,
  render: () => <Matrix />,
};
