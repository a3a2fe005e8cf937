import { Select, type Key, type SelectOption, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RequiredChoiceForm } from '../play/field-forms.js';
import { fieldOf, tabTo } from '../play/fields.js';
import { expectClosed, pageOf } from '../play/overlay.js';
import { onPage } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const categories: SelectOption[] = [
  { id: 'electronics', label: 'Electronics' },
  { id: 'home', label: 'Home' },
  { id: 'fashion', label: 'Fashion' },
  { id: 'books', label: 'Books' },
  { id: 'sports', label: 'Sports', isDisabled: true },
];

/** The field's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'Categoría',
    placeholder: 'Elige una categoría',
    options: [
      { id: 'electronics', label: 'Electrónica' },
      { id: 'home', label: 'Hogar' },
      { id: 'fashion', label: 'Moda' },
      { id: 'books', label: 'Libros' },
      { id: 'sports', label: 'Deportes', isDisabled: true },
    ] satisfies SelectOption[],
    save: 'Guardar',
  },
  en: {
    label: 'Category',
    placeholder: 'Choose a category',
    options: categories,
    save: 'Save',
  },
};

/** What a play reads, in each sample language. */
const shown = {
  es: {
    category: fieldOf('button', /Categoría/),
    electronics: 'Electrónica',
    home: 'Hogar',
    fashion: 'Moda',
    books: 'Libros',
    sports: 'Deportes',
    // The first letter of "Libros", typed on the closed select.
    booksInitial: 'l',
  },
  en: {
    category: fieldOf('button', /Category/),
    electronics: 'Electronics',
    home: 'Home',
    fashion: 'Fashion',
    books: 'Books',
    sports: 'Sports',
    booksInitial: 'b',
  },
};

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
  argTypes: {
    label: { control: false },
    options: { control: false },
    placeholder: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <Select {...args} label={text.label} options={text.options} placeholder={text.placeholder} />
    );
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const labels = inSampleLanguage(context, labelsIn);
    const text = inSampleLanguage(context, shown);
    const trigger = text.category.get(canvasElement);
    await expect(trigger).toHaveTextContent(labels.placeholder);

    await tabTo(trigger);
    await userEvent.keyboard('{Enter}');
    const list = await pageOf(canvasElement).findByRole('listbox', { name: labels.label });
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: text.electronics })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expectClosed(canvasElement, 'listbox', { returnsFocusTo: trigger });
    await expect(trigger).toHaveTextContent(text.fashion);
    await expect(args.onChange).toHaveBeenLastCalledWith('fashion');

    // Typing on the closed select chooses by first letters.
    await userEvent.keyboard(text.booksInitial);
    await expect(trigger).toHaveTextContent(text.books);
    await expect(args.onChange).toHaveBeenLastCalledWith('books');
  },
};

export const EscapeKeepsTheChoice: Story = {
  args: { defaultValue: 'home' },
  play: async (context) => {
    const { args, canvasElement } = context;
    const text = inSampleLanguage(context, shown);
    const trigger = text.category.get(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const list = await pageOf(canvasElement).findByRole('listbox');
    // Opening lands on the chosen option; the disabled one is skipped.
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: text.home })).toHaveFocus(),
    );
    await expect(within(list).getByRole('option', { name: text.sports })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expectClosed(canvasElement, 'listbox', { returnsFocusTo: trigger });
    await expect(trigger).toHaveTextContent(text.home);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A form whose one required field is the category, in the given words. */
function CategoryForm({ text }: { text: (typeof labelsIn)['en'] }) {
  return (
    <RequiredChoiceForm<Key | null>
      empty={null}
      submitLabel={text.save}
      style={{ display: 'grid', gap: vars.space.md, maxInlineSize: '20rem' }}
    >
      {({ value, onChange, isInvalid }) => (
        <Select
          label={text.label}
          options={text.options}
          placeholder={text.placeholder}
          value={value}
          onChange={onChange}
          isRequired
          isInvalid={isInvalid}
          errorMessage={text.placeholder}
        />
      )}
    </RequiredChoiceForm>
  );
}

export const Invalid: Story = {
  render: (_args, context) => <CategoryForm text={inSampleLanguage(context, labelsIn)} />,
  play: async (context) => {
    const { canvasElement } = context;
    const labels = inSampleLanguage(context, labelsIn);
    const text = inSampleLanguage(context, shown);
    const canvas = within(canvasElement);
    const trigger = text.category.get(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(trigger).toHaveAccessibleDescription(labels.placeholder);

    await userEvent.click(trigger);
    await userEvent.click(await pageOf(canvasElement).findByRole('option', { name: text.books }));
    await waitFor(() => expect(trigger).not.toHaveAccessibleDescription(labels.placeholder));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'home' },
  play: async (context) => {
    await inSampleLanguage(context, shown).category.playDisabledAndSkipped(context);
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
