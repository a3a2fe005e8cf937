import { ChipGroup, type ChipGroupSingleProps, type Key, vars } from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useReportedState } from '../play/field-state.js';
import { tabTo } from '../play/fields.js';
import { inScheme } from './support/SchemeMatrix.js';

const categories = [
  { id: 1, label: 'Electronics' },
  { id: 2, label: 'Home' },
  { id: 3, label: 'Fashion' },
  { id: 4, label: 'Books' },
  { id: 5, label: 'Sports' },
];

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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Categories' })).toBeInTheDocument();
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
  play: async ({ canvasElement }) => {
    const books = within(canvasElement).getByRole('row', { name: 'Books' });
    await expect(books).toHaveAttribute('aria-selected', 'true');

    // Tabbing in lands on the selected chip, not the first one.
    await tabTo(books);
  },
};

function ControlledChipGroup(props: ChipGroupSingleProps) {
  const [selected, setSelected] = useReportedState<Key | null>(2, props.onSelectionChange);
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <ChipGroup {...props} selectedKey={selected} onSelectionChange={setSelected} />
      <output>{`Selected: ${selected ?? 'none'}`}</output>
    </div>
  );
}

/** The app owns the selection, e.g. from the URL query. */
export const Controlled: Story = {
  render: (args) => <ControlledChipGroup {...(args as ChipGroupSingleProps)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('row', { name: 'Home' }));
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected: 1');
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: [1] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([1, 2]));
    await expect(canvas.getByRole('row', { name: 'Electronics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('row', { name: 'Home' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithDisabledChip: Story = {
  args: { disabledKeys: [2] },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // Focus skips the disabled chip.
    await expect(within(canvasElement).getByRole('row', { name: 'Fashion' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // With nothing to navigate, react-aria renders a labelled group instead of a grid.
    await expect(canvas.getByRole('group', { name: 'Categories' })).toHaveTextContent(
      'No categories yet',
    );
    await expect(canvas.getByText('No categories yet')).toBeVisible();
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
