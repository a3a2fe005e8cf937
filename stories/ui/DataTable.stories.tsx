import { EyeIcon } from '@phosphor-icons/react/dist/ssr/Eye';
import { ReceiptIcon } from '@phosphor-icons/react/dist/ssr/Receipt';
import { XCircleIcon } from '@phosphor-icons/react/dist/ssr/XCircle';
import {
  DataTable,
  EmptyState,
  LinkButton,
  SEARCH_DELAY,
  StatusBadge,
  vars,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type OrderStatus,
  type SortDescriptor,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pressEmptyStateAction } from '../play/empty-state.js';
import { expectFocusOn } from '../play/focus.js';
import { expectMenuItemFocused } from '../play/menu.js';
import { closeWithEscape, expectClosed, expectShown, pageOf } from '../play/overlay.js';
import { inScheme } from './support/SchemeMatrix.js';
import { statusLabels } from './support/statuses.js';

interface Purchase {
  id: string;
  product: string;
  seller: string;
  date: string;
  status: OrderStatus;
  totalCents: number;
}

const purchases: Purchase[] = [
  {
    id: '1042',
    product: 'Desk lamp',
    seller: 'luz_y_co',
    date: '2026-03-03',
    status: 'preparing',
    totalCents: 2450,
  },
  {
    id: '1043',
    product: 'Ceramic mug',
    seller: 'barro',
    date: '2026-03-05',
    status: 'sent',
    totalCents: 2598,
  },
  {
    id: '1051',
    product: 'Potted fern',
    seller: 'verde',
    date: '2026-02-18',
    status: 'received',
    totalCents: 18750,
  },
  {
    id: '1060',
    product: 'Wool blanket',
    seller: 'telar',
    date: '2026-03-09',
    status: 'pending_payment',
    totalCents: 6400,
  },
  {
    id: '1061',
    product: 'Reading chair',
    seller: 'madera_viva',
    date: '2026-01-27',
    status: 'cancelled',
    totalCents: 31999,
  },
];

const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });

const columns: DataTableColumn<Purchase>[] = [
  { id: 'product', label: 'Product', cell: (row) => row.product, isSortable: true },
  { id: 'seller', label: 'Seller', cell: (row) => row.seller },
  { id: 'date', label: 'Date', cell: (row) => row.date, isSortable: true },
  {
    id: 'status',
    label: 'Status',
    cell: (row) => <StatusBadge status={row.status} label={statusLabels[row.status]} />,
  },
  {
    id: 'total',
    label: 'Total',
    cell: (row) => money.format(row.totalCents / 100),
    isSortable: true,
    align: 'end',
  },
];

const labels: DataTableLabels = { table: 'My purchases', loading: 'Loading ...' };

const rowActions = (onAction: (actionId: string, row: Purchase) => void) => ({
  columnLabel: 'Actions',
  label: (name: string) => `Actions for ${name}`,
  items: (row: Purchase) => [
    { id: 'view', label: 'View purchase', icon: <EyeIcon /> },
    {
      id: 'cancel',
      label: 'Cancel purchase',
      icon: <XCircleIcon />,
      isDisabled: row.status !== 'pending_payment',
      // A greyed-out action says why, under its label.
      description:
        row.status === 'pending_payment'
          ? undefined
          : 'Only a purchase awaiting payment can be cancelled',
    },
  ],
  onAction,
});

const searchLabels = { label: 'Search purchases', clearLabel: 'Clear search' };

const sortKey: Record<string, (row: Purchase) => string | number> = {
  product: (row) => row.product,
  date: (row) => row.date,
  total: (row) => row.totalCents,
};

/** The app's side of sorting and searching, here done on the sample rows. */
function sortAndFilter(rows: Purchase[], sort: SortDescriptor | undefined, search: string) {
  const found = rows.filter((row) => row.product.toLowerCase().includes(search.toLowerCase()));
  const key = sort && sortKey[sort.column];
  if (!sort || !key) return found;
  const direction = sort.direction === 'ascending' ? 1 : -1;
  return found.sort((a, b) => (key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0));
}

/** The table's props, with the spies the play functions watch in place of the grouped ones. */
type Args = Omit<DataTableProps<Purchase>, 'rowActions' | 'search'> & {
  onRowAction: (actionId: string, row: Purchase) => void;
  /** With it, the table has a search box. */
  onSearchChange?: (text: string) => void;
};

function Purchases({ onRowAction, onSearchChange, ...props }: Args) {
  const [sort, setSort] = useState<SortDescriptor | undefined>(props.sortDescriptor);
  const [search, setSearch] = useState('');
  return (
    <DataTable
      {...props}
      rows={sortAndFilter([...props.rows], sort, search)}
      sortDescriptor={sort}
      onSortChange={(next) => {
        props.onSortChange?.(next);
        setSort(next);
      }}
      rowActions={rowActions(onRowAction)}
      search={
        onSearchChange && {
          ...searchLabels,
          value: search,
          onChange: (text) => {
            onSearchChange(text);
            setSearch(text);
          },
        }
      }
    />
  );
}

const explore = fn();

const noPurchases = (
  <EmptyState
    title="No purchases yet"
    text="What you buy in the plaza shows up here."
    icon={<ReceiptIcon />}
    headingLevel={3}
    action={
      <LinkButton href="#explore" onPress={explore}>
        Explore products
      </LinkButton>
    }
  />
);

const meta = {
  title: 'Components/Data display/DataTable',
  component: DataTable<Purchase>,
  tags: ['autodocs'],
  args: {
    rows: purchases,
    columns,
    getRowId: (row) => row.id,
    getRowName: (row) => row.product,
    labels,
    onRowAction: fn(),
    onSortChange: fn(),
    sortDescriptor: { column: 'date', direction: 'descending' },
    isLoading: false,
    loadingRowCount: 5,
    emptyState: noPurchases,
  },
  argTypes: { rows: { control: false }, columns: { control: false } },
  globals: { viewport: { value: 'laptop' } },
  render: (args) => <Purchases {...args} />,
  parameters: {
    docs: {
      description: {
        component: `A data table on react-aria’s Table for lists such as My Purchases, My Sales and the administrator’s screens.

- **Sorting**: sortable headers show a faint double caret, and an arrow for the sorted one; pressing one calls \`onSortChange\` and the app sorts (or asks the API). Screen readers hear \`aria-sort\`.
- **Row actions**: a "…" menu at each row's end, its name and items from the app. An action that is off and says why stays reachable with the arrow keys (\`aria-disabled\`, read with its reason) and does nothing when chosen; one off without a reason is skipped.
- **Loading**: placeholder rows, \`aria-busy\` and a loading label for screen readers. **Empty**: the \`emptyState\` node.
- **Search**: with \`search\`, a search box above the table calls \`search.onChange\` ${SEARCH_DELAY} ms after typing stops, and at once on Enter or when cleared. docs/product.md's "type-ahead search in lists clears after 350 ms" is read as this pause; the text itself stays in the box.
- **Type-ahead on rows**: with a row focused, typing letters jumps to the row whose name (\`getRowName\`) starts with them. That buffer is react-aria's and resets 1 s after the last letter, a delay react-aria does not expose.
- **Responsive**: below 768 px each row is a card (a react-aria GridList) titled by the row header column, listing the other columns as label and value; sorting is left to the wide layout.`,
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row that holds keyboard focus, or the focused element's row. */
const focusedRow = () => document.activeElement?.closest('[role="row"]');

export const SortAndTypeAhead: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'My purchases' });
    // react-aria fills the table in a second render pass: Tab must wait for the rows to be there.
    await expect(await canvas.findByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    // Tab lands on the first row; letters jump to the row whose name starts with them.
    await userEvent.tab();
    await expect(focusedRow()).toHaveTextContent('Wool blanket');
    await userEvent.keyboard('po');
    await expect(focusedRow()).toHaveTextContent('Potted fern');

    // Up from the first row's cells reaches the headers; Enter sorts by the focused one.
    await userEvent.keyboard('{Home}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(document.activeElement).toHaveTextContent('Product');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'product',
      direction: 'ascending',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent?.split(' ')[0])).toEqual([
      'Ceramic',
      'Desk',
      'Potted',
      'Reading',
      'Wool',
    ]);
  },
};

export const RowActions: Story = {
  play: async ({ args, canvasElement }) => {
    const page = pageOf(canvasElement);
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: 'Actions for Wool blanket' });
    await userEvent.click(trigger);
    const menu = await page.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'View purchase' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Cancel purchase' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith('cancel', purchases[3]);
    await expectFocusOn(trigger);

    // Only purchases waiting for payment can be cancelled.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Desk lamp' }));
    const cancel = await page.findByRole('menuitem', { name: 'Cancel purchase' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    // It says why, and is read with its reason.
    await expect(cancel).toHaveAccessibleDescription(
      'Only a purchase awaiting payment can be cancelled',
    );
    await expectShown(
      within(cancel).getByText('Only a purchase awaiting payment can be cancelled'),
    );
    await closeWithEscape(canvasElement, 'menu');
  },
};

/** An action that is off but says why is reached with the arrow keys, read with its reason, inert. */
export const UnavailableActionByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // react-aria fills the table in a second render pass: Tab must wait for the rows to be there.
    await canvas.findByRole('button', { name: 'Actions for Desk lamp' });
    // Tab to the first row, type to the desk lamp's, Left to its last cell: the actions button.
    await userEvent.tab();
    await userEvent.keyboard('de');
    await expect(focusedRow()).toHaveTextContent('Desk lamp');
    await userEvent.keyboard('{ArrowLeft}');
    const trigger = canvas.getByRole('button', { name: 'Actions for Desk lamp' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await pageOf(canvasElement).findByRole('menu');
    await expectMenuItemFocused(menu, 'View purchase');
    await userEvent.keyboard('{ArrowDown}');
    await expectMenuItemFocused(menu, 'Cancel purchase');
    const cancel = within(menu).getByRole('menuitem', { name: 'Cancel purchase' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await expect(cancel).toHaveAccessibleDescription(
      'Only a purchase awaiting payment can be cancelled',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).not.toHaveBeenCalled();
    // Like a disabled item, choosing it leaves the menu open where it was.
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectFocusOn(trigger);
  },
};

export const Search: Story = {
  args: { onSearchChange: fn() },
  parameters: {
    docs: {
      description: {
        story: `Typing searches ${SEARCH_DELAY} ms after the last key; Enter searches at once; Escape clears and shows every row again.`,
      },
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search purchases' });
    await userEvent.tab();
    await expect(box).toHaveFocus();

    const started = performance.now();
    await userEvent.keyboard('lam');
    // Well inside the pause: nothing searched yet, however many keys were typed.
    await expect(args.onSearchChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('lam'));
    await expect(performance.now() - started).toBeGreaterThanOrEqual(SEARCH_DELAY);
    // One search for three keys, and the text stays in the box.
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue('lam');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));

    await userEvent.keyboard('p{Enter}');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('lamp');

    await userEvent.keyboard('{Escape}');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
    await expect(box).toHaveValue('');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(purchases.length + 1));
    // Nothing was left pending by Enter or Escape.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY + 50));
    await expect(args.onSearchChange).toHaveBeenCalledTimes(3);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'My purchases' });
    await expect(table.parentElement!.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading ...')).toBeInTheDocument();
    await expect(canvas.queryByText('Desk lamp')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await pressEmptyStateAction(canvasElement, {
      title: 'No purchases yet',
      action: { role: 'link', name: 'Explore products' },
    });
    await expect(explore).toHaveBeenCalledTimes(1);
  },
};

/** Below 768 px: one card per row, arrow keys between cards. */
export const Cards: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('grid', { name: 'My purchases' });
    // react-aria fills the list in a second render pass; until then it shows its empty state.
    await within(list).findByRole('row', { name: 'Wool blanket' });
    await expect(canvas.queryByRole('columnheader')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('row');
    await expect(cards).toHaveLength(purchases.length);
    // Each card lists the other columns as label and value.
    await expect(
      within(cards[0]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Seller', 'Date', 'Status', 'Total']);

    await userEvent.tab();
    await expect(focusedRow()).toHaveTextContent('Wool blanket');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedRow()).toHaveTextContent('Ceramic mug');
    await userEvent.keyboard('r');
    await expect(focusedRow()).toHaveTextContent('Reading chair');

    // The card's actions button is reached from the card.
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName('Actions for Reading chair');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith('view', purchases[4]);
    await expectClosed(canvasElement, 'menu');
  },
};

function Matrix() {
  const common = {
    columns,
    labels,
    getRowId: (row: Purchase) => row.id,
    getRowName: (row: Purchase) => row.product,
  };
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <DataTable
        {...common}
        rows={purchases.slice(0, 3)}
        rowActions={rowActions(() => {})}
        sortDescriptor={{ column: 'total', direction: 'ascending' }}
        search={{ ...searchLabels, value: '', onChange: () => {} }}
      />
      <DataTable {...common} rows={[]} isLoading loadingRowCount={2} />
      <DataTable {...common} rows={[]} emptyState={noPurchases} />
    </div>
  );
}

// The table turns into cards below md, so it keeps the default three review widths.
export const TestLight: Story = { ...inScheme('light', Matrix), tags: ['!autodocs', 'visual'] };
export const TestDark: Story = { ...inScheme('dark', Matrix), tags: ['!autodocs', 'visual'] };
export const TestSemiDark: Story = {
  ...inScheme('semi-dark', Matrix),
  tags: ['!autodocs', 'visual'],
};
