import type { Ticket, TicketBody } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appWordsIn } from '../play/screens/app-words.js';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { inSampleLanguage } from '../ui/support/sample-language.js';
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
  ...screenMeta(
    'The app’s support screen (`/support`): the form to write to the team, about a purchase or not, and the user’s messages with their answers.',
    { path: '/support', user: seller, answers: ticketAnswers },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendByKeyboard: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = await shownScreen(canvasElement);
    const t = appWordsIn({ globals });
    // What the user writes, in the story's language.
    const written = inSampleLanguage(
      { globals },
      {
        es: { subject: 'Reembolso', text: 'La taza llegó abollada.' },
        en: { subject: 'Refund', text: 'The mug came dented.' },
      },
    );
    // The messages sent before, with the team's answer where there is one (the fixture's words).
    const list = canvas.getByRole('list', { name: t('support.tickets') });
    await expect(within(list).getByText(tickets[1]!.answer!)).toBeVisible();

    const subject = canvas.getByRole('textbox', { name: new RegExp(t('support.subject')) });
    subject.focus();
    await userEvent.keyboard(written.subject);
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t('support.information')) }),
    ).toHaveFocus();
    await userEvent.keyboard(written.text);
    await pressEnterOn(canvas.getByRole('button', { name: t('support.send') }));

    // Said aloud, the form starts afresh, and the message tops the list, waiting for its answer.
    await expect(await canvas.findByText(t('support.sent'))).toBeVisible();
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(written.subject),
    );
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(t('support.noAnswer'));
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t('support.subject')) }),
    ).toHaveValue('');
  },
};

export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
export const TestSemiDarkLtr: Story = { ...onPage('semiDarkLtr'), tags: ['!autodocs', 'visual'] };
