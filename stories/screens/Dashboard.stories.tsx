import type { Withdrawal, WithdrawalBody } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { toCents } from '../../app/src/lib/money';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageOf } from '../play/overlay.js';
import { appMoneyIn, appWordsIn, asTextQuery } from '../play/screens/app-words.js';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { earnings, network, withdrawals } from './support/fixtures/money.js';
import { onePage } from './support/fixtures/pages.js';
import { seller } from './support/fixtures/people.js';
import { reply, type Answers } from './support/fixture-api.js';
import { screenMeta } from './support/screen-meta.js';

/**
 * The seller's money for one story: a withdrawal within the balance leaves it and tops the list;
 * one over it is refused as the server refuses it (ledger/withdrawals.ts).
 */
function moneyAnswers(): Answers {
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  let balance = cents(earnings.balance);
  const mine: Withdrawal[] = [...withdrawals];
  return {
    'GET marketplace/earnings/': () => ({ ...earnings, balance: (balance / 100).toFixed(2) }),
    'GET marketplace/withdrawals/': () => onePage(mine),
    'GET auth/user/tree/': network,
    'POST auth/user/send-code/': { detail: 'Sent.' },
    'POST marketplace/withdrawals/': ({ body }) => {
      const { amount, destination } = body as WithdrawalBody;
      if (cents(amount) > balance) {
        return reply(409, {
          code: 'insufficient_balance',
          detail: 'The amount is more than the balance.',
        });
      }
      balance -= cents(amount);
      const requested: Withdrawal = {
        ...withdrawals[0]!,
        id: 6,
        amount,
        destination,
        status: 'requested',
        updated_at: withdrawals[0]!.created_at,
      };
      mine.unshift(requested);
      return reply(201, requested);
    },
  };
}

const meta = {
  title: 'Screens/Dashboard',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s dashboard (`/dashboard`) for a seller with a balance, a withdrawal paid before and two levels of network. The withdrawal’s code is refused unless it is 123456; a withdrawal over the $482.15 balance is refused as the server refuses it.',
    { path: '/dashboard', user: seller, answers: moneyAnswers },
    // The referral link starts with the address Storybook is served from: a new port each run.
    { visualMask: ['input[readonly]'] },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field's label as a pattern: its accessible name may hold more than the label's words. */
const words = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

export const WithdrawByKeyboard: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = appWordsIn(context);
    const money = appMoneyIn(context);
    const canvas = await shownScreen(canvasElement);
    const amountField = () =>
      canvas.getByRole<HTMLInputElement>('textbox', {
        name: words(t('dashboard.withdraw.amount')),
      });
    amountField().focus();
    await userEvent.keyboard('600');
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: words(t('dashboard.withdraw.destination')) }),
    ).toHaveFocus();
    await userEvent.keyboard('ES91 2100 0418 4502 0005 1332');
    await pressEnterOn(canvas.getByRole('button', { name: t('dashboard.withdraw.sendCode') }));
    const code = await canvas.findAllByRole('textbox', {
      name: words(t('dashboard.withdraw.code')),
    });
    code[0]!.focus();
    await userEvent.keyboard('123456');
    await pressEnterOn(canvas.getByRole('button', { name: t('dashboard.withdraw.submit') }));
    // $600 is more than the $482.15 balance: refused, in words.
    const refusal = await pageOf(canvasElement).findAllByText(
      t('error.insufficientBalance'),
      {},
      { timeout: 5000 },
    );
    await expect(refusal[0]).toBeVisible();

    // $1 is within it: requested, it leaves the balance and tops the withdrawals.
    const amount = amountField();
    amount.focus();
    amount.select();
    await userEvent.keyboard('1');
    await pressEnterOn(canvas.getByRole('button', { name: t('dashboard.withdraw.submit') }));
    // Said in the section's status (its amount drawn by Money, so in more than one node).
    const requested = t('dashboard.withdraw.requested', { amount: money(100) });
    await waitFor(
      () =>
        expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain(
          requested,
        ),
      { timeout: 10_000 },
    );
    const list = await canvas.findByRole('grid', { name: t('dashboard.withdrawals.title') });
    await waitFor(() =>
      expect(within(list).getAllByRole('row')[1]).toHaveTextContent(
        t('withdrawal.status.requested'),
      ),
    );
    const left = asTextQuery(money(toCents(earnings.balance) - 100));
    await waitFor(() => expect(canvas.getAllByText(left)[0]).toBeVisible());
  },
};

export const ChartAsTable: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = appWordsIn(context);
    const canvas = await shownScreen(canvasElement);
    const show = await canvas.findByRole('button', { name: t('dashboard.chart.showTable') });
    show.focus();
    await userEvent.keyboard('{Enter}');
    // The chart's six months as rows under the header, once the earnings are in: the play ends
    // with nothing of the screen still coming, so nothing is left in flight for what runs next.
    const table = await canvas.findByRole('table');
    await expect(table).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    await expect(
      within(table).getByRole('columnheader', { name: t('dashboard.chart.earned') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('dashboard.chart.hideTable') }),
    ).toHaveFocus();
  },
};

export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = { ...onPage('semiDarkLtr'), tags: ['!autodocs', 'visual'] };
