import { EyeIcon } from '@phosphor-icons/react/dist/ssr/Eye';
import { ReceiptIcon } from '@phosphor-icons/react/dist/ssr/Receipt';
import { XCircleIcon } from '@phosphor-icons/react/dist/ssr/XCircle';
import {
  DataTable,
  EmptyState,
  LinkButton,
  media,
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
import { inSampleLanguage } from './support/sample-language.js';
import { statusLabelsIn } from './support/statuses.js';

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

/** The table's words, as the app's catalogues word them where they can, in each sample language. */
const wordsIn = {
  es: {
    products: {
      '1042': 'Lámpara de escritorio',
      '1043': 'Taza de cerámica',
      '1051': 'Helecho en maceta',
      '1060': 'Manta de lana',
      '1061': 'Sillón de lectura',
    } as Record<string, string>,
    columns: { product: 'Producto', seller: 'Vendedor', date: 'Fecha', status: 'Estado' },
    labels: { table: 'Mis compras', loading: 'Cargando ...' },
    actions: 'Acciones',
    actionsFor: (name: string) => `Acciones de ${name}`,
    view: 'Ver compra',
    cancel: 'Cancelar compra',
    cannotCancel: 'Solo se puede cancelar una compra pendiente de pago',
    search: { label: 'Buscar compras', clearLabel: 'Borrar búsqueda' },
    empty: {
      title: 'Todavía no tienes compras',
      text: 'Lo que compres en la plaza aparecerá aquí.',
      action: 'Explorar productos',
    },
    locale: 'es',
  },
  en: {
    products: Object.fromEntries(purchases.map((row) => [row.id, row.product])),
    columns: { product: 'Product', seller: 'Seller', date: 'Date', status: 'Status' },
    labels: { table: 'My purchases', loading: 'Loading ...' },
    actions: 'Actions',
    actionsFor: (name: string) => `Actions for ${name}`,
    view: 'View purchase',
    cancel: 'Cancel purchase',
    cannotCancel: 'Only a purchase awaiting payment can be cancelled',
    search: { label: 'Search purchases', clearLabel: 'Clear search' },
    empty: {
      title: 'No purchases yet',
      text: 'What you buy in the plaza shows up here.',
      action: 'Explore products',
    },
    locale: 'en',
  },
};

type Words = (typeof wordsIn)['en'];

/** Sample purchases (all of them unless `rows`) with their products named in `words`' language. */
const purchasesIn = (words: Words, rows: readonly Purchase[] = purchases) =>
  rows.map((row) => ({ ...row, product: words.products[row.id] ?? row.product }));

/** The table's columns in `words`' language: its headers, status words and amounts. */
const columnsIn = (words: Words, statusLabels: Record<OrderStatus, string>) => {
  const money = new Intl.NumberFormat(words.locale, { style: 'currency', currency: 'USD' });
  const columns: DataTableColumn<Purchase>[] = [
    { id: 'product', label: words.columns.product, cell: (row) => row.product, isSortable: true },
    { id: 'seller', label: words.columns.seller, cell: (row) => row.seller },
    { id: 'date', label: words.columns.date, cell: (row) => row.date, isSortable: true },
    {
      id: 'status',
      label: words.columns.status,
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
  return columns;
};

const columns = columnsIn(wordsIn.en, statusLabelsIn.en);
const labels: DataTableLabels = wordsIn.en.labels;

const rowActions = (
  onAction: (actionId: string, row: Purchase) => void,
  words: Words = wordsIn.en,
) => ({
  columnLabel: words.actions,
  label: words.actionsFor,
  items: (row: Purchase) => [
    { id: 'view', label: words.view, icon: <EyeIcon /> },
    {
      id: 'cancel',
      label: words.cancel,
      icon: <XCircleIcon />,
      isDisabled: row.status !== 'pending_payment',
      // A greyed-out action says why, under its label.
      description: row.status === 'pending_payment' ? undefined : words.cannotCancel,
    },
  ],
  onAction,
});

const searchLabels = wordsIn.en.search;

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
  /** The row actions' and search box's words. */
  words?: Words;
};

function Purchases({ onRowAction, onSearchChange, words = wordsIn.en, ...props }: Args) {
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
      rowActions={rowActions(onRowAction, words)}
      search={
        onSearchChange && {
          ...words.search,
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

/** No purchases yet, in `words`' language, with a link to explore. */
const noPurchasesIn = (words: Words) => (
  <EmptyState
    title={words.empty.title}
    text={words.empty.text}
    icon={<ReceiptIcon />}
    headingLevel={3}
    action={
      <LinkButton href="#explore" onPress={explore}>
        {words.empty.action}
      </LinkButton>
    }
  />
);

const noPurchases = noPurchasesIn(wordsIn.en);

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
  // The words, products' names and amounts follow the Locale toolbar, as the app's do.
  render: (args, context) => {
    const words = inSampleLanguage(context, wordsIn);
    return (
      <Purchases
        {...args}
        rows={purchasesIn(words, args.rows)}
        columns={columnsIn(words, inSampleLanguage(context, statusLabelsIn))}
        labels={words.labels}
        emptyState={noPurchasesIn(words)}
        words={words}
      />
    );
  },
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

/** What a play types and reads beyond the table's words, in each sample language. */
const shown = {
  es: {
    // The letters that jump to a product's row, and the products' first words sorted by name.
    toFern: 'he',
    toLamp: 'lá',
    toChair: 's',
    byName: ['Helecho', 'Lámpara', 'Manta', 'Sillón', 'Taza'],
    search: 'lám',
    searched: 'lámp',
  },
  en: {
    toFern: 'po',
    toLamp: 'de',
    toChair: 'r',
    byName: ['Ceramic', 'Desk', 'Potted', 'Reading', 'Wool'],
    search: 'lam',
    searched: 'lamp',
  },
};

/** The story's words, rows (as its render names them) and expectations, in its toolbar locale. */
const sampleOf = (context: { globals: { locale?: unknown } }) => {
  const words = inSampleLanguage(context, wordsIn);
  const rows = purchasesIn(words);
  const name = (id: string) => words.products[id]!;
  return { words, rows, name, text: inSampleLanguage(context, shown) };
};

export const SortAndTypeAhead: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { words, name, text } = sampleOf(context);
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: words.labels.table });
    // react-aria fills the table in a second render pass: Tab must wait for the rows to be there.
    await expect(
      await canvas.findByRole('columnheader', {
        name: (header) => header.startsWith(words.columns.date),
      }),
    ).toHaveAttribute('aria-sort', 'descending');

    // Tab lands on the first row; letters jump to the row whose name starts with them.
    await userEvent.tab();
    await expect(focusedRow()).toHaveTextContent(name('1060'));
    await userEvent.keyboard(text.toFern);
    await expect(focusedRow()).toHaveTextContent(name('1051'));

    // Up from the first row's cells reaches the headers; Enter sorts by the focused one.
    await userEvent.keyboard('{Home}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(document.activeElement).toHaveTextContent(words.columns.product);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'product',
      direction: 'ascending',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent?.split(' ')[0])).toEqual(text.byName);
  },
};

export const RowActions: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { words, rows, name } = sampleOf(context);
    const page = pageOf(canvasElement);
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: words.actionsFor(name('1060')) });
    await userEvent.click(trigger);
    const menu = await page.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: words.view })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: words.cancel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith('cancel', rows[3]);
    await expectFocusOn(trigger);

    // Only purchases waiting for payment can be cancelled.
    await userEvent.click(canvas.getByRole('button', { name: words.actionsFor(name('1042')) }));
    const cancel = await page.findByRole('menuitem', { name: words.cancel });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    // It says why, and is read with its reason.
    await expect(cancel).toHaveAccessibleDescription(words.cannotCancel);
    await expectShown(within(cancel).getByText(words.cannotCancel));
    await closeWithEscape(canvasElement, 'menu');
  },
};

/** An action that is off but says why is reached with the arrow keys, read with its reason, inert. */
export const UnavailableActionByKeyboard: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { words, name, text } = sampleOf(context);
    const canvas = within(canvasElement);
    // react-aria fills the table in a second render pass: Tab must wait for the rows to be there.
    const trigger = await canvas.findByRole('button', { name: words.actionsFor(name('1042')) });
    // Tab to the first row, type to the desk lamp's, Left to its last cell: the actions button.
    await userEvent.tab();
    await userEvent.keyboard(text.toLamp);
    await expect(focusedRow()).toHaveTextContent(name('1042'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await pageOf(canvasElement).findByRole('menu');
    await expectMenuItemFocused(menu, words.view);
    await userEvent.keyboard('{ArrowDown}');
    await expectMenuItemFocused(menu, words.cancel);
    const cancel = within(menu).getByRole('menuitem', { name: words.cancel });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await expect(cancel).toHaveAccessibleDescription(words.cannotCancel);
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const { words, text } = sampleOf(context);
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: words.search.label });
    await userEvent.tab();
    await expect(box).toHaveFocus();

    const started = performance.now();
    await userEvent.keyboard(text.search);
    // Well inside the pause: nothing searched yet, however many keys were typed.
    await expect(args.onSearchChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith(text.search));
    await expect(performance.now() - started).toBeGreaterThanOrEqual(SEARCH_DELAY);
    // One search for three keys, and the text stays in the box.
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue(text.search);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));

    await userEvent.keyboard(`${text.searched.slice(text.search.length)}{Enter}`);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith(text.searched);

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
  play: async (context) => {
    const { words, name } = sampleOf(context);
    const canvas = within(context.canvasElement);
    const table = canvas.getByRole('grid', { name: words.labels.table });
    await expect(table.parentElement!.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(words.labels.loading)).toBeInTheDocument();
    await expect(canvas.queryByText(name('1042'))).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const { words } = sampleOf(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await pressEmptyStateAction(canvasElement, {
      title: words.empty.title,
      action: { role: 'link', name: words.empty.action },
    });
    await expect(explore).toHaveBeenCalledTimes(1);
  },
};

/**
 * Below 768 px: one card per row, arrow keys between cards. The runner plays it on a phone's
 * width; opened alone on a page from 768 px, it checks that the same rows are a table there.
 */
export const Cards: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const { words, rows, name, text } = sampleOf(context);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('grid', { name: words.labels.table });
    // react-aria fills the list in a second render pass; until then it shows its empty state.
    await within(list).findByRole('row', { name: name('1060') });
    if (window.matchMedia(media.md).matches) {
      // Wide enough for the table: a header row over the rows, no cards' terms.
      await expect(canvas.getAllByRole('columnheader').length).toBeGreaterThan(0);
      await expect(within(list).getAllByRole('row')).toHaveLength(purchases.length + 1);
      await expect(canvas.queryByRole('term')).not.toBeInTheDocument();
      return;
    }
    await expect(canvas.queryByRole('columnheader')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('row');
    await expect(cards).toHaveLength(purchases.length);
    // Each card lists the other columns as label and value.
    const { seller, date, status } = words.columns;
    await expect(
      within(cards[0]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([seller, date, status, 'Total']);

    await userEvent.tab();
    await expect(focusedRow()).toHaveTextContent(name('1060'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedRow()).toHaveTextContent(name('1043'));
    await userEvent.keyboard(text.toChair);
    await expect(focusedRow()).toHaveTextContent(name('1061'));

    // The card's actions button is reached from the card.
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName(words.actionsFor(name('1061')));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith('view', rows[4]);
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
