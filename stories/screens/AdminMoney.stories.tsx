import type { AdminWithdrawal, WithdrawalDecisionBody } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { toCents } from '../../app/src/lib/money';
import { expect, waitFor, within } from 'storybook/test';
import { expectToast } from '../play/overlay.js';
import { appMoneyIn, appWordsIn, asTextQuery } from '../play/screens/app-words.js';
import {
  chooseInSelect,
  chooseMenuAction,
  expectMenuActionDisabled,
  sendInDialog,
} from '../play/screens/review-lists.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { inSampleLanguage } from '../ui/support/sample-language.js';
import type { Answers } from './support/fixture-api.js';
import { adminWithdrawals } from './support/fixtures/money.js';
import { onePage } from './support/fixtures/pages.js';
import { admin } from './support/fixtures/people.js';
import { screenMeta } from './support/screen-meta.js';

/** The withdrawals as the server keeps them for one story: listed by status, decided by PATCH. */
function withdrawalsAnswers(): Answers {
  const rows: AdminWithdrawal[] = adminWithdrawals.map((withdrawal) => ({ ...withdrawal }));
  return {
    'GET marketplace/admin/withdrawals/': ({ query }) =>
      onePage(rows.filter((row) => !query.get('status') || row.status === query.get('status'))),
    'PATCH marketplace/admin/withdrawals/:id/': ({ params, body }) => {
      const row = rows.find((found) => String(found.id) === params.id)!;
      const { status, note } = body as WithdrawalDecisionBody;
      return Object.assign(row, { status, note: note ?? null });
    },
  };
}

const meta = {
  title: 'Screens/AdminMoney',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s withdrawals for administrators (`/admin/withdrawals/`: mark paid, reject with a note), with one withdrawal waiting and one paid behind the status filter.',
    { path: '/admin/withdrawals/', user: admin, answers: withdrawalsAnswers },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture's waiting withdrawal and its paid one. */
const waiting = adminWithdrawals.find(({ status }) => status === 'requested')!;
const paid = adminWithdrawals.find(({ status }) => status === 'paid')!;

export const RejectWithNote: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = appWordsIn(context);
    const money = appMoneyIn(context);
    // The administrator's own words, in the reviewer's language.
    const note = inSampleLanguage(context, { es: 'Falta el IBAN.', en: 'No IBAN.' });
    // A row is named by its user and amount, as the screen writes money.
    const actionsOf = ({ user, amount }: AdminWithdrawal) =>
      t('admin.actionsFor', { name: `${user.username} ${money(toCents(amount))}` });
    const table = () =>
      within(canvasElement).findByRole('grid', { name: t('adminWithdrawals.title') });
    const rowOf = ({ user }: AdminWithdrawal) => ({ name: new RegExp(user.username) });

    await shownScreen(canvasElement);
    // Only the waiting withdrawal is listed at first: the paid one is behind the status filter.
    await expect(within(await table()).queryByText(paid.user.username)).toBeNull();

    await chooseMenuAction(await table(), actionsOf(waiting), t('adminWithdrawals.reject'));
    const decided = { username: waiting.user.username, amount: money(toCents(waiting.amount)) };
    await sendInDialog(canvasElement, {
      dialog: t('adminWithdrawals.rejectTitle', decided),
      field: new RegExp(t('adminWithdrawals.note')),
      text: note,
      submit: t('adminWithdrawals.reject'),
    });
    await expectToast(canvasElement, asTextQuery(t('adminWithdrawals.rejected', decided)), 10_000);
    // Decided, it leaves the waiting list; under any status it reads rejected, with the note.
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('row', rowOf(waiting))).toBeNull(),
    );
    await chooseInSelect(
      canvasElement,
      t('adminWithdrawals.status'),
      t('adminWithdrawals.anyStatus'),
    );
    const rows = await table();
    const rejected = await within(rows).findByRole('row', rowOf(waiting));
    await expect(rejected).toHaveTextContent(t('withdrawal.status.rejected'));
    await expect(rejected).toHaveTextContent(note);
    // A decided withdrawal offers no more decisions.
    await expectMenuActionDisabled(rows, actionsOf(paid), t('adminWithdrawals.markPaid'));
  },
};

export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = { ...onPage('semiDarkLtr'), tags: ['!autodocs', 'visual'] };
