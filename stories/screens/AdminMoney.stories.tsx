import type { AdminWithdrawal, WithdrawalDecisionBody } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectToast } from '../play/overlay.js';
import {
  chooseInSelect,
  chooseRowAction,
  expectRowActionDisabled,
  sendInDialog,
} from '../play/screens/review-lists.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
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
  // Its plays read the English catalogue.
  globals: { locale: 'en' },
  ...screenMeta(
    'The app’s withdrawals for administrators (`/admin/withdrawals/`: mark paid, reject with a note), with one withdrawal waiting and one paid behind the status filter.',
    { path: '/admin/withdrawals/', user: admin, answers: withdrawalsAnswers },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: "Users' withdrawals" });

export const RejectWithNote: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    await shownScreen(canvasElement);
    // Only the waiting withdrawal is listed at first: the paid one is behind the status filter.
    await expect(within(await table(canvasElement)).queryByText('pablo_r')).toBeNull();

    await chooseRowAction(await table(canvasElement), 'maria_g $80.00', 'Reject');
    await sendInDialog(canvasElement, {
      dialog: "Reject maria_g's withdrawal of $80.00",
      field: /Note for the user/,
      text: 'No IBAN.',
      submit: 'Reject',
    });
    await expectToast(canvasElement, /You rejected maria_g's withdrawal of \$80\.00/, 10_000);
    // Decided, it leaves the waiting list; under any status it reads rejected, with the note.
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('row', { name: /maria_g/ })).toBeNull(),
    );
    await chooseInSelect(canvasElement, 'Status', 'Any status');
    const rows = await table(canvasElement);
    const rejected = await within(rows).findByRole('row', { name: /maria_g/ });
    await expect(rejected).toHaveTextContent('Rejected');
    await expect(rejected).toHaveTextContent('No IBAN.');
    // A decided withdrawal offers no more decisions.
    await expectRowActionDisabled(rows, 'pablo_r $42.50', 'Mark as paid');
  },
};

export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = { ...onPage('semiDarkLtr'), tags: ['!autodocs', 'visual'] };
