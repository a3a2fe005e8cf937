import type { Ticket, TicketBody } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { reply, type Answers } from './support/fixture-api.js';
import { on, onePage } from './support/fixtures/pages.js';
import { seller } from './support/fixtures/people.js';
import { purchases } from './support/fixtures/purchases.js';
import { tickets } from './support/fixtures/tickets.js';
import { screenMeta } from './support/screen-meta.js';

/** The user's tickets for one story: a ticket sent tops the list, waiting for its answer. */
function ticketAnswers(): Answers {
  const mine: Ticket[] = [...tickets];
  return {
    'GET marketplace/products-purchase/': onePage(purchases),
    'GET support/tickets/': () => onePage(mine),
    'POST support/tickets/': ({ body }) => {
      const { subject, information, purchase = null } = body as TicketBody;
      const sent: Ticket = {
        id: 13,
        subject,
        information,
        purchase,
        attachment: null,
        status: 'open',
        answer: null,
        created_at: on(31),
        updated_at: on(31),
      };
      mine.unshift(sent);
      return reply(201, sent);
    },
  };
}

const meta = {
  title: 'Screens/Support',
  tags: ['!autodocs'],
  // Its plays read the English catalogue.
  globals: { locale: 'en' },
  ...screenMeta(
    'The app’s support screen (`/support`): the form to write to the team, about a purchase or not, and the user’s messages with their answers.',
    { path: '/support', user: seller, answers: ticketAnswers },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendByKeyboard: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const canvas = await shownScreen(canvasElement);
    // The messages sent before, with the team's answer where there is one.
    const list = canvas.getByRole('list', { name: 'Your messages' });
    await expect(within(list).getByText('Done: sign in with the new one.')).toBeVisible();

    const subject = canvas.getByRole('textbox', { name: /Subject/ });
    subject.focus();
    await userEvent.keyboard('Refund');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveFocus();
    await userEvent.keyboard('The mug came dented.');
    await pressEnterOn(canvas.getByRole('button', { name: 'Send' }));

    // Said aloud, the form starts afresh, and the message tops the list, waiting for its answer.
    await expect(await canvas.findByText(/We received your message/)).toBeVisible();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Refund'),
    );
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('No answer yet.');
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  },
};

export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = { ...onPage('semiDarkLtr'), tags: ['!autodocs', 'visual'] };
