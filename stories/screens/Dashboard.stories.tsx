import { ClockIcon } from '@phosphor-icons/react/dist/ssr/Clock';
import { UsersThreeIcon } from '@phosphor-icons/react/dist/ssr/UsersThree';
import { WalletIcon } from '@phosphor-icons/react/dist/ssr/Wallet';
import {
  BarChart,
  Button,
  CopyField,
  DataTable,
  Form,
  Money,
  MoneyField,
  NetworkLevels,
  OtpField,
  StatCard,
  StatusBadge,
  TextField,
  vars,
  type DataTableColumn,
} from '@plaza/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fitColumns, ScreenPage, ScreenSection } from '../play/screens/screen-layout.js';
import { screenMeta } from '../play/screens/screen-meta.js';
import { tableLabels } from '../play/screens/table-labels.js';
import {
  chartLabels,
  formatCents,
  monthlyEarnings,
  networkLabels,
  networkLevels,
} from '../ui/support/earnings.js';
import { onPage } from '../ui/support/SchemeMatrix.js';

/** The balance of the sample user, in cents, as `marketplace/earnings/` would answer it. */
const BALANCE = 48_215;

interface Entry {
  id: number;
  kind: string;
  date: string;
  details: string;
  cents: number;
}

const entries: Entry[] = [
  {
    id: 4,
    kind: 'Sale',
    date: 'Nov 20, 2026',
    details: 'Purchase #1042 · from lucia_m',
    cents: 12_990,
  },
  { id: 3, kind: 'Company fee', date: 'Nov 20, 2026', details: 'Purchase #1042', cents: -1_299 },
  {
    id: 2,
    kind: 'Network commission',
    date: 'Nov 18, 2026',
    details: 'Purchase #1038 · Level 2 · from pablo_r',
    cents: 315,
  },
  { id: 1, kind: 'Withdrawal', date: 'Nov 2, 2026', details: '', cents: -10_000 },
];

const entryColumns: DataTableColumn<Entry>[] = [
  { id: 'kind', label: 'Entry', isRowHeader: true, cell: (entry) => entry.kind },
  { id: 'date', label: 'Date', cell: (entry) => entry.date },
  { id: 'details', label: 'Details', cell: (entry) => entry.details },
  { id: 'amount', label: 'Amount', align: 'end', cell: (entry) => <Money cents={entry.cents} /> },
];

/** The withdrawal form as the app wires it: a balance too small is refused with a sentence. */
function Withdraw({
  balance,
  onWithdrawn,
}: {
  balance: number;
  onWithdrawn: (cents: number) => void;
}) {
  const [amount, setAmount] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount === null || amount <= 0) return setError('Enter an amount greater than zero.');
    if (code !== '123456') return setError('The code is not valid or has expired.');
    if (amount > balance) return setError('Your balance does not cover that amount.');
    setError('');
    onWithdrawn(amount);
  };
  return (
    <Form onSubmit={submit}>
      <div style={{ display: 'grid', gap: vars.space.lg, maxInlineSize: '32rem' }}>
        <p role="alert" style={{ margin: 0, color: vars.color.danger }}>
          {error}
        </p>
        <MoneyField
          label="Amount in dollars"
          valueCents={amount}
          onChangeCents={setAmount}
          isRequired
        />
        <TextField label="Destination" defaultValue="Plaza Bank 0012345678" isRequired />
        <div>
          <Button variant="secondary" onPress={() => setCodeSent(true)}>
            Send me the code
          </Button>
          <p role="status" style={{ margin: 0, fontSize: vars.fontSize.sm }}>
            {codeSent && 'We e-mailed you a 6-digit code. It expires in 10 minutes.'}
          </p>
        </div>
        <OtpField label="6-digit code" value={code} onChange={setCode} isRequired />
        <div>
          <Button type="submit">Request withdrawal</Button>
        </div>
      </div>
    </Form>
  );
}

interface SampleWithdrawal {
  id: number;
  date: string;
  cents: number;
  status: 'requested' | 'paid';
}

function Dashboard() {
  const [balance, setBalance] = useState(BALANCE);
  const [withdrawals, setWithdrawals] = useState<SampleWithdrawal[]>([
    { id: 1, date: 'Nov 2, 2026', cents: 10_000, status: 'paid' },
  ]);
  return (
    <ScreenPage
      title="Your dashboard"
      description="Your earnings in US dollars, your withdrawals and your referral network."
    >
      <div style={fitColumns('14rem', vars.space.lg)}>
        <StatCard
          label="Balance"
          value={<Money cents={balance} />}
          hint="Available to withdraw"
          icon={<WalletIcon />}
          tone="success"
        />
        <StatCard
          label="Pending"
          value={<Money cents={12_990} />}
          hint="Credited when buyers confirm they received their purchases"
          icon={<ClockIcon />}
          tone="warning"
        />
        <StatCard
          label="People in your network"
          value="48"
          icon={<UsersThreeIcon />}
          tone="primary"
        />
      </div>
      <BarChart
        title="Earnings by month"
        data={monthlyEarnings}
        formatValue={formatCents}
        renderValue={(cents) => <Money cents={cents} />}
        labels={chartLabels}
      />
      <ScreenSection title="Withdraw money">
        <Withdraw
          balance={balance}
          onWithdrawn={(cents) => {
            setBalance((current) => current - cents);
            setWithdrawals((current) => [
              { id: current.length + 1, date: 'Nov 24, 2026', cents, status: 'requested' },
              ...current,
            ]);
          }}
        />
      </ScreenSection>
      <ScreenSection title="Your withdrawals">
        <DataTable
          rows={withdrawals}
          columns={[
            { id: 'date', label: 'Date', isRowHeader: true, cell: (row) => row.date },
            {
              id: 'amount',
              label: 'Amount',
              align: 'end',
              cell: (row) => <Money cents={row.cents} />,
            },
            {
              id: 'status',
              label: 'Status',
              cell: (row) => (
                <StatusBadge
                  status={row.status}
                  label={row.status === 'paid' ? 'Paid' : 'Requested'}
                />
              ),
            },
          ]}
          getRowId={(row) => row.id}
          getRowName={(row) => row.date}
          labels={tableLabels('Your withdrawals')}
        />
      </ScreenSection>
      <ScreenSection title="Latest entries">
        <DataTable
          rows={entries}
          columns={entryColumns}
          getRowId={(entry) => entry.id}
          getRowName={(entry) => entry.kind}
          labels={tableLabels('Latest entries')}
        />
      </ScreenSection>
      <ScreenSection title="Your network">
        <CopyField
          label="Your referral link"
          value="https://plaza.example/register?ref=maria_g"
          labels={{ copy: 'Copy', copied: 'Link copied', copyFailed: 'Press Ctrl+C to copy' }}
        />
        <NetworkLevels levels={networkLevels} labels={networkLabels} />
      </ScreenSection>
    </ScreenPage>
  );
}

const meta = {
  title: 'Screens/Dashboard',
  tags: ['!autodocs'],
  render: () => <Dashboard />,
  ...screenMeta(
    'The dashboard (`/dashboard`, the sidebar’s Dashboard) from StatCard, BarChart (with its table), the withdrawal form (MoneyField, TextField, OtpField), DataTable, Money, CopyField and NetworkLevels, over sample earnings. The sample code is 123456.',
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithdrawByKeyboard: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: /Amount in dollars/ });
    amount.focus();
    await userEvent.keyboard('600');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Destination/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/We e-mailed you a 6-digit code/)).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('123456');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // $600 is more than the $482.15 balance: refused, in words.
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Your balance does not cover that amount.',
      ),
    );

    amount.focus();
    (amount as HTMLInputElement).select();
    await userEvent.keyboard('1');
    canvas.getByRole('button', { name: 'Request withdrawal' }).focus();
    await userEvent.keyboard('{Enter}');
    const withdrawals = await canvas.findByRole('grid', { name: 'Your withdrawals' });
    await expect(await within(withdrawals).findByText('Requested')).toBeVisible();
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('$481.15');
  },
};

export const ChartAsTable: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Earnings by month' })).toBeVisible();
    canvas.getByRole('button', { name: 'Show as table' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('table', { name: 'Earnings by month' })).toBeVisible();
  },
};

export const TestLightLtr: Story = onPage('lightLtr');
export const TestDarkRtl: Story = onPage('darkRtl');
export const TestSemiDarkLtr: Story = onPage('semiDarkLtr');
