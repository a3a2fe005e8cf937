import type { AdminTicket, TicketUpdateBody } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { settledDialog } from '../play/dialog.js';
import { expectToast } from '../play/overlay.js';
import { chooseInSelect, chooseRowAction, sendInDialog } from '../play/screens/review-lists.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
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

const meta = {
  title: 'Screens/AdminTickets',
  tags: ['!autodocs'],
  // Its plays read the English catalogue.
  globals: { locale: 'en' },
  ...screenMeta(
    'The app’s support tickets for administrators (`/admin/tickets/`): the open ones first, searched by subject, text or author, each answered (mailed to its author) or closed from its row’s actions.',
    { path: '/admin/tickets/', user: admin, answers: ticketAnswers },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnswerFromRowMenu: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    const table = () => canvas.findByRole('grid', { name: 'Messages to support' });
    await chooseRowAction(await table(), 'Where is my lamp?', 'Answer');
    // The dialog shows what was asked, above the answer.
    const dialog = await settledDialog(canvasElement, 'Where is my lamp?');
    await expect(within(dialog).getByText('Purchase 36 has not arrived.')).toBeVisible();
    await sendInDialog(canvasElement, {
      dialog: 'Where is my lamp?',
      field: /^Answer/,
      text: 'It ships tomorrow.',
      submit: 'Send answer',
    });
    await expectToast(canvasElement, 'You answered “Where is my lamp?”.', 10_000);
    // Answered, it leaves the open ones; under any status it reads answered.
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Where is my lamp/ })).toBeNull());
    await chooseInSelect(canvasElement, 'Status', 'Any status');
    await expect(
      await within(await table()).findByRole('row', { name: /Where is my lamp/ }),
    ).toHaveTextContent('Answered');
  },
};

export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = { ...onPage('semiDarkLtr'), tags: ['!autodocs', 'visual'] };
