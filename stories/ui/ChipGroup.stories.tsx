import { ChipGroup, type ChipGroupSingleProps, type Key, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useReportedState } from '../play/field-state.js';
import { tabTo } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';
import { inSampleLanguage } from './support/sample-language.js';

const categories = [
  { id: 1, label: 'Electronics' },
  { id: 2, label: 'Home' },
  { id: 3, label: 'Fashion' },
  { id: 4, label: 'Books' },
  { id: 5, label: 'Sports' },
];

/** The group's words as the app's catalogues word them, in each sample language. */
const labelsIn = {
  es: {
    label: 'Categorías',
    categories: [
      { id: 1, label: 'Electrónica' },
      { id: 2, label: 'Hogar' },
      { id: 3, label: 'Moda' },
      { id: 4, label: 'Libros' },
      { id: 5, label: 'Deportes' },
    ],
    emptyLabel: 'Todavía no hay categorías.',
    selected: 'Seleccionada',
    none: 'ninguna',
  },
  en: {
    label: 'Categories',
    categories,
    emptyLabel: 'No categories yet',
    selected: 'Selected',
    none: 'none',
  },
};

/** The chip of a category, by its id, named in the toolbar's language. */
const chipName = (context: Parameters<typeof inSampleLanguage>[0], id: number) =>
  inSampleLanguage(context, labelsIn).categories.find((category) => category.id === id)!.label;

const meta = {
  title: 'Components/Forms/ChipGroup',
  component: ChipGroup,
  tags: ['autodocs'],
  args: {
    label: 'Categories',
    items: categories,
    emptyLabel: 'No categories yet',
    onSelectionChange: fn(),
  },
  argTypes: {
    label: { control: false },
    items: { control: false },
    emptyLabel: { control: false },
  },
  // The words follow the Locale toolbar, as the app's messages do; a story's own items (none)
  // stay.
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <ChipGroup
        {...args}
        label={text.label}
        items={args.items === categories ? text.categories : args.items}
        emptyLabel={text.emptyLabel}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled group of selectable chips on react-aria-components `TagGroup`, e.g. the category filter on /explore. The group is one tab stop; arrow keys move between chips and Enter or Space selects. A selected chip shows a check mark, so selection does not rest on colour alone.',
      },
    },
  },
} satisfies Meta<typeof ChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleSelection: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('grid', { name: inSampleLanguage(context, labelsIn).label }),
    ).toBeInTheDocument();
    const [electronics, home, fashion] = canvas.getAllByRole('row');

    await tabTo(electronics!);

    await userEvent.keyboard('{ArrowRight}');
    await expect(home).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(2);
    await expect(home).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(3);
    await expect(fashion).toHaveAttribute('aria-selected', 'true');
    await expect(home).toHaveAttribute('aria-selected', 'false');

    // Pressing the selected chip again clears the filter.
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(null);
    await expect(fashion).toHaveAttribute('aria-selected', 'false');
  },
};

export const Preselected: Story = {
  args: { defaultSelectedKey: 4 },
  play: async (context) => {
    const books = within(context.canvasElement).getByRole('row', { name: chipName(context, 4) });
    await expect(books).toHaveAttribute('aria-selected', 'true');

    // Tabbing in lands on the selected chip, not the first one.
    await tabTo(books);
  },
};

function ControlledChipGroup({
  words,
  ...props
}: ChipGroupSingleProps & { words: { selected: string; none: string } }) {
  const [selected, setSelected] = useReportedState<Key | null>(2, props.onSelectionChange);
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <ChipGroup {...props} selectedKey={selected} onSelectionChange={setSelected} />
      <output>{`${words.selected}: ${selected ?? words.none}`}</output>
    </div>
  );
}

/** The app owns the selection, e.g. from the URL query. */
export const Controlled: Story = {
  render: (args, context) => {
    const text = inSampleLanguage(context, labelsIn);
    return (
      <ControlledChipGroup
        {...(args as ChipGroupSingleProps)}
        label={text.label}
        items={text.categories}
        emptyLabel={text.emptyLabel}
        words={text}
      />
    );
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await tabTo(canvas.getByRole('row', { name: chipName(context, 2) }));
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${inSampleLanguage(context, labelsIn).selected}: 1`,
    );
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: [1] },
  play: async (context) => {
    const { args, canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([1, 2]));
    await expect(canvas.getByRole('row', { name: chipName(context, 1) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('row', { name: chipName(context, 2) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithDisabledChip: Story = {
  args: { disabledKeys: [2] },
  play: async (context) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // Focus skips the disabled chip.
    await expect(
      within(context.canvasElement).getByRole('row', { name: chipName(context, 3) }),
    ).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async (context) => {
    const text = inSampleLanguage(context, labelsIn);
    const canvas = within(context.canvasElement);
    // With nothing to navigate, react-aria renders a labelled group instead of a grid.
    await expect(canvas.getByRole('group', { name: text.label })).toHaveTextContent(
      text.emptyLabel,
    );
    await expect(canvas.getByText(text.emptyLabel)).toBeVisible();
  },
};

function Matrix() {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <ChipGroup label="Categories" items={categories} defaultSelectedKey={2} />
      <ChipGroup
        label="Sizes"
        selectionMode="multiple"
        items={[
          { id: 's', label: 'S' },
          { id: 'm', label: 'M' },
          { id: 'l', label: 'L' },
        ]}
        defaultSelectedKeys={['s', 'l']}
        disabledKeys={['m']}
      />
      <ChipGroup label="Brands" items={[]} emptyLabel="No brands yet" />
    </div>
  );
}

export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
