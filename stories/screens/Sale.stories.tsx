import type { Message, MessageBody, Sale } from '@plaza/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appWordsIn } from '../play/screens/app-words.js';
import { pressEnterOn } from '../play/screens/keyboard.js';
import { shownScreen } from '../play/screens/shown-screen.js';
import { onPage } from '../ui/support/SchemeMatrix.js';
import { inSampleLanguage } from '../ui/support/sample-language.js';
import type { Answers, Call } from './support/fixture-api.js';
import { home } from './support/fixtures/cart.js';
import { messagesOf } from './support/fixtures/messages.js';
import { on } from './support/fixtures/pages.js';
import { seller } from './support/fixtures/people.js';
import { purchases } from './support/fixtures/purchases.js';
import { screenMeta } from './support/screen-meta.js';

/** Sale 337 as maria_g reads it: purchase 37's two mugs, paid and to prepare. */
const sale: Sale = {
  id: 337,
  purchase_id: 37,
  status: 'approved',
  created_at: on(20),
  buyer: { id: 3, username: 'pablo_r' },
  items: purchases.find(({ purchase_id: id }) => id === 37)!.items,
  subtotal: '25.00',
  shipping: '4.50',
  fee: '0.00',
  commissions: '0.00',
  net_amount: '29.50',
  shipping_address: home,
  tracking_code: null,
  claim: null,
};

/** The sale and its conversation, to which each story's messages are added as the server would. */
const answers = (): Answers => {
  const sent: Message[] = [];
  return {
    'GET marketplace/products-sales/:id/': sale,
    'GET marketplace/products-sales/:id/messages/': ({ params }: Call) => {
      const page = messagesOf(params.id!);
      return { ...page, count: page.count + sent.length, results: [...sent, ...page.results] };
    },
    'POST marketplace/products-sales/:id/messages/': ({ body }: Call) => {
      const message: Message = {
        id: 10 + sent.length,
        sale_id: 337,
        author: { username: 'maria_g', role: 'seller' },
        // Words alone travel as JSON (a photo would make it multipart).
        text: (body as MessageBody).text ?? null,
        photo: null,
        created_at: on(22),
        read_at: null,
      };
      sent.unshift(message);
      return message;
    },
  };
};

const meta = {
  title: 'Screens/Sale',
  tags: ['!autodocs'],
  ...screenMeta(
    'One of my sales (`/sales/337`): its items, buyer, where it ships, what it comes to, its next step, and the conversation with its buyer, where the seller writes.',
    { path: '/sales/337', user: seller, answers },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const WriteByKeyboard: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = await shownScreen(canvasElement);
    const t = appWordsIn({ globals });
    const written = inSampleLanguage(
      { globals },
      {
        es: 'Ya está empacada y sale mañana temprano.',
        en: 'Packed and leaving tomorrow morning.',
      },
    );
    const thread = canvas.getByRole('region', {
      name: t('conversation.title', { name: sale.buyer.username }),
    });
    await expect(within(thread).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByLabelText(t('conversation.label')));
    await userEvent.keyboard(written);
    await pressEnterOn(canvas.getByRole('button', { name: t('conversation.send') }));
    await within(thread).findByText(written);
    await expect(canvas.getByLabelText(t('conversation.label'))).toHaveValue('');
  },
};

export const TestLightLtr: Story = { ...onPage('lightLtr'), tags: ['!autodocs', 'visual'] };
export const TestDarkRtl: Story = { ...onPage('darkRtl'), tags: ['!autodocs', 'visual'] };
