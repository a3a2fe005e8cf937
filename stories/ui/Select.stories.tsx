import { Select, type Key, type SelectOption, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RequiredChoiceForm } from '../play/field-forms.js';
import { fieldOf, tabTo } from '../play/fields.js';
import { expectClosed, pageOf } from '../play/overlay.js';
import { onPage } from './support/SchemeMatrix.js';

const categories: SelectOption[] = [
  { id: 'electronics', label: 'Electronics' },
  { id: 'home', label: 'Home' },
  { id: 'fashion', label: 'Fashion' },
  { id: 'books', label: 'Books' },
  { id: 'sports', label: 'Sports', isDisabled: true },
];

const category = fieldOf('button', /Category/);

const meta = {
  title: 'Components/Forms/Select',
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
    // The widths the visual stories (Test: …) are screenshotted at.
    visualWidths: [375, 1440],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = category.get(canvasElement);
    await expect(trigger).toHaveTextContent('Choose a category');

    await tabTo(trigger);
    await userEvent.keyboard('{Enter}');
    const list = await pageOf(canvasElement).findByRole('listbox', { name: 'Category' });
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Electronics' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expectClosed(canvasElement, 'listbox', { returnsFocusTo: trigger });
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
    const trigger = category.get(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const list = await pageOf(canvasElement).findByRole('listbox');
    // Opening lands on the chosen option; the disabled one is skipped.
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Home' })).toHaveFocus());
    await expect(within(list).getByRole('option', { name: 'Sports' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expectClosed(canvasElement, 'listbox', { returnsFocusTo: trigger });
    await expect(trigger).toHaveTextContent('Home');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function CategoryForm() {
  return (
    <RequiredChoiceForm<Key | null>
      empty={null}
      submitLabel="Save"
      style={{ display: 'grid', gap: vars.space.md, maxInlineSize: '20rem' }}
    >
      {({ value, onChange, isInvalid }) => (
        <Select
          label="Category"
          options={categories}
          placeholder="Choose a category"
          value={value}
          onChange={onChange}
          isRequired
          isInvalid={isInvalid}
          errorMessage="Choose a category"
        />
      )}
    </RequiredChoiceForm>
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
    await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: 'Books' }));
    await waitFor(() => expect(trigger).not.toHaveAccessibleDescription('Choose a category'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'home' },
  play: category.playDisabledAndSkipped,
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
  ...onPage('lightLtr', () => <Matrix />),
  tags: ['!autodocs', 'visual'],
};
export const TestDark: Story = {
  ...onPage('darkRtl', () => <Matrix />),
  tags: ['!autodocs', 'visual'],
};
export const TestSemiDark: Story = {
  ...onPage('semiDarkLtr', () => <Matrix />),
  tags: ['!autodocs', 'visual'],
};
