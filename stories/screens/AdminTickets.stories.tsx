import type { AdminTicket, TicketUpdateBody } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { settledDialog } from '../play/dialog.js';
import { expectToast } from '../play/overlay.js';
import { appWordsIn } from '../play/screens/app-words.js';
import { chooseInSelect, chooseMenuAction, sendInDialog } from '../play/screens/review-lists.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { inSampleLanguage } from '../ui/support/sample-language.js';
import type { Answers } from './support/fixture-api.js';
import { onePage } from './support/fixtures/pages.js';
import { admin } from './support/fixtures/people.js';
import { adminTickets } from './support/fixtures/tickets.js';
import { screenMeta } from './support/screen-meta.js';

/** The tickets as the server keeps them for one story: by status and search; answered by PATCH. */
function ticketAnswers(): Answers {
  const tickets: AdminTicket[] = adminTickets.map((ticket) => ({ ...ticket }));
  return {
    'GET support/admin/tickets/': ({ query }) => {
      const status = query.get('status');
      const search = query.get('search')?.toLowerCase() ?? '';
      return onePage(
        tickets.filter(
          (ticket) =>
            (!status || ticket.status === status) &&
            `${ticket.subject} ${ticket.information} ${ticket.user.username}`
              .toLowerCase()
              .includes(search),
        ),
      );
    },
    'PATCH support/admin/tickets/:id/': ({ params, body }) => {
      const { answer, status } = body as TicketUpdateBody;
      const ticket = tickets.find((found) => String(found.id) === params.id)!;
      return Object.assign(ticket, {
        answer: answer ?? ticket.answer,
        status: status ?? (answer ? 'answered' : ticket.status),
      });
    },
  };
}

/** `text` as a pattern that matches it literally (a subject may end in a question mark). */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const meta = {
  title: 'Screens/AdminTickets',
  tags: ['!autodocs'],
  ...screenMeta(
    'The app’s support tickets for administrators (`/admin/tickets/`): the open ones first, searched by subject, text or author, each answered (mailed to its author) or closed from its row’s actions.',
    { path: '/admin/tickets/', user: admin, answers: ticketAnswers },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnswerFromRowMenu: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = await shownScreen(canvasElement);
    const t = appWordsIn({ globals });
    // The open ticket, as the fixture has it.
    const [{ subject, information }] = adminTickets as [AdminTicket];
    const table = () => canvas.findByRole('grid', { name: t('adminTickets.title') });
    await chooseMenuAction(
      await table(),
      t('admin.actionsFor', { name: subject }),
      t('adminTickets.answer'),
    );
    // The dialog shows what was asked, above the answer.
    const dialog = await settledDialog(canvasElement, subject);
    await expect(within(dialog).getByText(information)).toBeVisible();
    await sendInDialog(canvasElement, {
      dialog: subject,
      field: new RegExp(`^${t('adminTickets.answerLabel')}`),
      text: inSampleLanguage({ globals }, { es: 'Sale mañana.', en: 'It ships tomorrow.' }),
      submit: t('adminTickets.send'),
    });
    await expectToast(canvasElement, t('adminTickets.answered', { subject }), 10_000);
    // Answered, it leaves the open ones; under any status it reads answered.
    await waitFor(() => expect(canvas.queryByRole('row', { name: literally(subject) })).toBeNull());
    await chooseInSelect(canvasElement, t('adminTickets.status'), t('adminWithdrawals.anyStatus'));
    await expect(
      await within(await table()).findByRole('row', { name: literally(subject) }),
    ).toHaveTextContent(t('support.status.answered'));
  },
};

export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = { ...onPage('semiDarkLtr'), tags: ['!autodocs', 'visual'] };
