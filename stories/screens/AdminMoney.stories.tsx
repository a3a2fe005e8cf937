import {
  DataTable,
  type DataTableColumn,
  type DataTableRowActions,
  Money,
  PageHeader,
  StatusBadge,
  type WithdrawalStatus,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageOf } from '../play/overlay.js';
import { chooseRowAction, openRowActions, sendInDialog } from '../play/screens/row-action-plays.js';
import { ScreenPage } from '../play/screens/screen-layout.js';
import { screenMeta } from '../play/screens/screen-meta.js';
import { rowActionLabels, tableLabels } from '../play/screens/table-labels.js';
import { TextDialog } from '../play/screens/text-dialog.js';
import { onPage } from '../ui/support/SchemeMatrix.js';

const STATUS_LABEL: Record<WithdrawalStatus, string> = {
  requested: 'Requested',
  paid: 'Paid',
  rejected: 'Rejected',
};

interface SampleWithdrawal {
  id: number;
  username: string;
  cents: number;
  destination: string;
  status: WithdrawalStatus;
  note: string;
}

interface SampleUser {
  id: number;
  username: string;
  email: string;
  member: boolean;
}

const firstWithdrawals: SampleWithdrawal[] = [
  {
    id: 2,
    username: 'maria_g',
    cents: 10_000,
    destination: 'Plaza Bank 0012345678',
    status: 'requested',
    note: '',
  },
  {
    id: 1,
    username: 'pablo_r',
    cents: 2_550,
    destination: 'Wallet 0x52…9f',
    status: 'paid',
    note: 'Transfer 88121',
  },
];

const firstUsers: SampleUser[] = [
  { id: 1, username: 'maria_g', email: 'maria@example.com', member: true },
  { id: 2, username: 'pablo_r', email: 'pablo@example.com', member: false },
];

/** A table of the users' rows (a withdrawal, an account), each named by its username, with its actions. */
function UserRowsTable<Row extends SampleWithdrawal | SampleUser>({
  label,
  rows,
  columns,
  items,
  onAction,
}: {
  label: string;
  rows: Row[];
  columns: DataTableColumn<Row>[];
} & Pick<DataTableRowActions<Row>, 'items' | 'onAction'>) {
  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id}
      getRowName={(row) => row.username}
      labels={tableLabels(label)}
      rowActions={{ ...rowActionLabels, items, onAction }}
    />
  );
}

/** `rows` with row `id` changed by `change`. */
const changeRow = <Row extends { id: number }>(
  rows: Row[],
  id: number,
  change: (row: Row) => Row,
) => rows.map((row) => (row.id === id ? change(row) : row));

function AdminMoney() {
  const [withdrawals, setWithdrawals] = useState(firstWithdrawals);
  const [users, setUsers] = useState(firstUsers);
  const [rejecting, setRejecting] = useState<SampleWithdrawal | null>(null);
  const decide = (id: number, status: WithdrawalStatus, text: string) =>
    setWithdrawals((current) => changeRow(current, id, (row) => ({ ...row, status, note: text })));
  return (
    <ScreenPage
      title="Withdrawals"
      description="Mark a withdrawal paid once the money is sent, or reject it with a note."
    >
      <UserRowsTable
        label="Users’ withdrawals"
        rows={withdrawals}
        columns={[
          { id: 'user', label: 'User', isRowHeader: true, cell: (row) => row.username },
          {
            id: 'amount',
            label: 'Amount',
            align: 'end',
            cell: (row) => <Money cents={row.cents} />,
          },
          { id: 'destination', label: 'Destination', cell: (row) => row.destination },
          {
            id: 'status',
            label: 'Status',
            cell: (row) => <StatusBadge status={row.status} label={STATUS_LABEL[row.status]} />,
          },
          { id: 'note', label: 'Note', cell: (row) => row.note },
        ]}
        items={(row) => [
          { id: 'paid', label: 'Mark as paid', isDisabled: row.status !== 'requested' },
          { id: 'rejected', label: 'Reject', isDisabled: row.status !== 'requested' },
        ]}
        onAction={(action, row) =>
          action === 'paid' ? decide(row.id, 'paid', '') : setRejecting(row)
        }
      />
      <TextDialog
        isOpen={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={`Reject ${rejecting?.username ?? ''}’s withdrawal`}
        label="Note for the user"
        submitLabel="Reject"
        submitVariant="danger"
        onSubmit={(note) => rejecting && decide(rejecting.id, 'rejected', note)}
      />
      <PageHeader
        title="Users"
        description="Give or take a membership: members pay no company fee."
      />
      <UserRowsTable
        label="Registered users"
        rows={users}
        columns={[
          { id: 'username', label: 'Username', isRowHeader: true, cell: (user) => user.username },
          { id: 'email', label: 'E-mail', cell: (user) => user.email },
          { id: 'member', label: 'Membership', cell: (user) => (user.member ? 'Yes' : 'No') },
        ]}
        items={(user) => [
          { id: 'membership', label: user.member ? 'Take membership away' : 'Give membership' },
        ]}
        onAction={(_action, user) =>
          setUsers((current) =>
            changeRow(current, user.id, (row) => ({ ...row, member: !row.member })),
          )
        }
      />
    </ScreenPage>
  );
}

const meta = {
  title: 'Screens/AdminMoney',
  tags: ['!autodocs'],
  render: () => <AdminMoney />,
  ...screenMeta(
    'The administrators’ withdrawals (`/admin/withdrawals/`: mark paid, reject with a note) and users (`/admin/users/`: membership) from DataTable with row actions, Money, StatusBadge, Dialog and TextArea, over sample rows.',
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PayRejectAndMembership: Story = {
  name: 'Pay, reject, membership',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = pageOf(canvasElement);
    // react-aria fills its collections on a second render pass: find, don't get.
    const withdrawals = await canvas.findByRole('grid', { name: 'Users’ withdrawals' });

    // A paid withdrawal offers no more decisions.
    await openRowActions(withdrawals, 'pablo_r');
    await expect(await body.findByRole('menuitem', { name: 'Mark as paid' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');

    await chooseRowAction(withdrawals, 'maria_g', 'Reject');
    await sendInDialog(canvasElement, {
      dialog: 'Reject maria_g’s withdrawal',
      field: /Note for the user/,
      text: 'No IBAN.',
      submit: 'Reject',
    });
    await waitFor(() =>
      expect(within(withdrawals).getAllByRole('row')[1]).toHaveTextContent('Rejected'),
    );
    await expect(within(withdrawals).getAllByRole('row')[1]).toHaveTextContent('No IBAN.');

    const users = await canvas.findByRole('grid', { name: 'Registered users' });
    await chooseRowAction(users, 'pablo_r', 'Give membership');
    await waitFor(() => expect(within(users).getAllByRole('row')[2]).toHaveTextContent('Yes'));
  },
};

export const TestLightLtr: Story = onPage('lightLtr');
export const TestDarkRtl: Story = onPage('darkRtl');
export const TestSemiDarkLtr: Story = onPage('semiDarkLtr');
