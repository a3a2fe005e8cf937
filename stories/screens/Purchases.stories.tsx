import {
  Button,
  ConfirmDialog,
  DataTable,
  DescriptionList,
  Money,
  OrderSummary,
  PageHeader,
  StatusBadge,
  vars,
  type OrderStatus,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { fitColumns } from '../play/screens/screen-layout.js';
import { screenMeta } from '../play/screens/screen-meta.js';
import { tableLabels } from '../play/screens/table-labels.js';
import {
  lines,
  purchases,
  summaryLabels,
  totals,
  type SamplePurchase,
} from '../ui/support/orders.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { statusLabels } from '../ui/support/statuses.js';

const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const badge = (status: OrderStatus) => <StatusBadge status={status} label={statusLabels[status]} />;

/** My purchases as the app lists them: a DataTable (cards on phones) with status badges. */
function PurchaseTable({ rows }: { rows: readonly SamplePurchase[] }) {
  return (
    <DataTable
      rows={rows}
      getRowId={(row) => row.id}
      getRowName={(row) => `Purchase #${row.id}`}
      labels={tableLabels('My Purchases')}
      search={{
        label: 'Search purchases',
        clearLabel: 'Clear search',
        value: '',
        onChange: () => undefined,
      }}
      columns={[
        {
          id: 'purchase',
          label: 'Purchase',
          isRowHeader: true,
          cell: (row) => `Purchase #${row.id}`,
        },
        { id: 'date', label: 'Date', cell: (row) => dates.format(row.date) },
        { id: 'items', label: 'Items', cell: (row) => row.items },
        { id: 'status', label: 'Status', cell: (row) => badge(row.status) },
        {
          id: 'total',
          label: 'Total',
          align: 'end',
          cell: (row) => <Money cents={row.totalCents} />,
        },
      ]}
    />
  );
}

/** One purchase as its page shows it: items with sellers, totals, address, and what can be done. */
function PurchaseDetail() {
  const [status, setStatus] = useState<OrderStatus>('preparing');
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <PageHeader title="Purchase #1042" actions={badge(status)} />
      <div style={{ ...fitColumns('min(100%, 20rem)', vars.space.lg), alignItems: 'start' }}>
        <div style={{ display: 'grid', gap: vars.space.md }}>
          <ul
            aria-label="Items"
            style={{
              display: 'grid',
              gap: vars.space.sm,
              margin: 0,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {lines.map((line) => (
              <li
                key={line.id}
                style={{
                  display: 'grid',
                  gridTemplateColumns: '3.5rem 1fr auto',
                  gap: vars.space.md,
                  padding: vars.space.md,
                  border: `1px solid ${vars.color.border}`,
                  borderRadius: vars.radius.md,
                }}
              >
                <img src={line.picture} alt="" width={56} height={56} />
                <div>
                  <p dir="auto" style={{ margin: 0, fontWeight: 600 }}>
                    {line.name}
                  </p>
                  <p style={{ margin: 0, color: vars.color.textMuted }}>
                    Sold by <bdi>{line.seller}</bdi>
                  </p>
                  <p style={{ margin: 0, color: vars.color.textMuted }}>
                    {line.quantity} × <Money cents={line.unitCents} />
                  </p>
                </div>
                {badge(status === 'cancelled' ? 'cancelled' : line.status)}
              </li>
            ))}
          </ul>
          <DescriptionList
            items={[
              { id: 'date', term: 'Date', value: 'Nov 20, 2026, 3:00 PM' },
              { id: 'method', term: 'Payment method', value: 'Card' },
              { id: 'address', term: 'Ships to', value: 'Calle 10 # 43-12, apto 501, Medellín' },
            ]}
          />
        </div>
        <OrderSummary {...totals} totalCents={totals.totalCents} labels={summaryLabels}>
          {status !== 'cancelled' && (
            <Button variant="secondary" onPress={() => setAsking(true)}>
              Cancel purchase
            </Button>
          )}
        </OrderSummary>
      </div>
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        title="Cancel this purchase?"
        confirmLabel="Cancel purchase"
        cancelLabel="Go back"
        variant="destructive"
        onConfirm={() => setStatus('cancelled')}
      >
        The purchase is cancelled and its units go back on sale. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

function Purchases({ view = 'list' }: { view?: 'list' | 'detail' }) {
  return (
    <main style={{ padding: vars.space.lg, display: 'grid', gap: vars.space.lg }}>
      {view === 'list' ? (
        <>
          <PageHeader title="My Purchases" />
          <PurchaseTable rows={purchases} />
          <p style={{ margin: 0, color: vars.color.textMuted }}>5 in all</p>
        </>
      ) : (
        <PurchaseDetail />
      )}
    </main>
  );
}

const meta = {
  title: 'Screens/Purchases',
  tags: ['!autodocs'],
  component: Purchases,
  ...screenMeta(
    'My purchases and one purchase as the app builds them from DataTable, StatusBadge, Money, DescriptionList, OrderSummary and ConfirmDialog, over sample purchases: every status a purchase can be in, amounts isolated for right to left, and each action confirmed in a dialog first.',
  ),
} satisfies Meta<typeof Purchases>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'My Purchases' });
    await expect(within(table).getAllByRole('row')).toHaveLength(purchases.length + 1);
    await expect(within(table).getByText('Pending payment')).toBeVisible();
    await expect(within(table).getByText('$30.98')).toBeVisible();
  },
};

export const CancelByKeyboard: Story = {
  args: { view: 'detail' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvasElement.ownerDocument.body;
    const cancel = canvas.getByRole('button', { name: 'Cancel purchase' });
    await pressEnterOn(cancel);
    const dialog = await waitFor(() => {
      const [settled] = within(body)
        .getAllByRole('alertdialog', { name: 'Cancel this purchase?' })
        .filter((found) => !found.closest('[data-entering], [data-exiting]'));
      expect(settled).toBeDefined();
      return settled!;
    });
    // Destructive: focus starts on the way back, so a hurried Enter does no harm.
    await expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByText('Cancelled').length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('button', { name: 'Cancel purchase' })).toBeNull();
  },
};

// Full pages: one story per scheme, each at the three review widths.
export const TestLightLtr: Story = onPage('lightLtr');
export const TestDarkRtl: Story = { args: { view: 'detail' }, ...onPage('darkRtl') };
export const TestSemiDarkLtr: Story = {
  args: { view: 'detail' },
  ...onPage('semiDarkLtr'),
};
